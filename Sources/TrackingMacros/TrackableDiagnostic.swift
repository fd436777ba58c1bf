import SwiftDiagnostics
import SwiftSyntax

/// The errors `@Trackable` reports.
enum TrackableDiagnostic: DiagnosticMessage {
    case notAClass(kind: String, name: String)
    case severalBindings

    var message: String {
        switch self {
        case .notAClass(let kind, let name):
            "'@Trackable' can only be applied to a class; '\(name)' is \(kind == "enum" || kind == "actor" || kind == "extension" ? "an" : "a") \(kind)"
        case .severalBindings:
            "'@Trackable' tracks one property per declaration; declare each 'var' on its own, or mark this one '@TrackingIgnored'"
        }
    }

    var diagnosticID: MessageID {
        switch self {
        case .notAClass: MessageID(domain: "TrackingMacros", id: "notAClass")
        case .severalBindings: MessageID(domain: "TrackingMacros", id: "severalBindings")
        }
    }

    var severity: DiagnosticSeverity { .error }
}
