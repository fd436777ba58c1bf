import SwiftDiagnostics
import SwiftSyntax

/// The errors `@Trackable` reports.
enum TrackableDiagnostic: DiagnosticMessage {
    case notAClass(kind: String, name: String)

    var message: String {
        switch self {
        case .notAClass(let kind, let name):
            "'@Trackable' can only be applied to a class; '\(name)' is \(kind == "enum" || kind == "actor" ? "an" : "a") \(kind)"
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: "TrackingMacros", id: "notAClass")
    }

    var severity: DiagnosticSeverity { .error }
}
