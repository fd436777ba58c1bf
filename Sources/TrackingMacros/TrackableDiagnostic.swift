import SwiftDiagnostics
import SwiftSyntax

/// The errors `@Trackable` and `@TrackableState` report.
enum TrackableDiagnostic: DiagnosticMessage {
    case notAClass(kind: String, name: String)
    case notAStruct(name: String)
    case severalBindings

    var message: String {
        switch self {
        case .notAClass(let kind, let name):
            "'@Trackable' can only be applied to a class; '\(name)' is \(kind == "enum" || kind == "actor" || kind == "extension" ? "an" : "a") \(kind)"
        case .notAStruct(let name):
            "'@TrackableState' can only be applied to a struct; use '@Trackable' for the class '\(name)'"
        case .severalBindings:
            "'@Trackable' tracks one property per declaration; declare each 'var' on its own, or mark this one '@TrackingIgnored'"
        }
    }

    var diagnosticID: MessageID {
        switch self {
        case .notAClass: MessageID(domain: "TrackingMacros", id: "notAClass")
        case .notAStruct: MessageID(domain: "TrackingMacros", id: "notAStruct")
        case .severalBindings: MessageID(domain: "TrackingMacros", id: "severalBindings")
        }
    }

    var severity: DiagnosticSeverity { .error }
}
