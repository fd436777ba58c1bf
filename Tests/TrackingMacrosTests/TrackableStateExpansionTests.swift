import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TrackingMacros

/// What `@TrackableState` writes for a struct, and what it says when put on a class.
@Suite struct TrackableStateExpansionTests {
    static let macros: [String: MacroSpec] = [
        "TrackableState": MacroSpec(type: TrackableStateMacro.self, conformances: ["TrackableState"])
    ]

    static func expect(
        _ source: String, expandsTo expected: String, diagnostics: [DiagnosticSpec] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectExpansion(
            source, expandsTo: expected, diagnostics: diagnostics, macros: macros, sourceLocation: sourceLocation)
    }

    @Test func aPublicStructGetsAnIdentityAndAFieldByFieldComparison() {
        Self.expect(
            """
            @TrackableState
            public struct Todo {
                let id: Int
                var title: String
                @TrackingIgnored var cache = 0
                var isDone = false
            }
            """,
            expandsTo: """
                public struct Todo {
                    let id: Int
                    @_TrackedStateProperty(0)
                    var title: String
                    @TrackingIgnored var cache = 0
                    @_TrackedStateProperty(1)
                    var isDone = false

                    public var _$trackingState = TrackingCore.StateRegistrar(typeName: "Todo")

                    private static var _$trackingNames: StaticString {
                        "title,isDone"
                    }

                    public func _$trackingNotifyChanges(from old: Self) {
                        if TrackingCore._trackingShouldNotify(old._title, _title) {
                            _$trackingState.notifyChanged(0, "title")
                        } else {
                            TrackingCore._trackingNotifyNested(old._title, _title)
                        }
                        if TrackingCore._trackingShouldNotify(old._isDone, _isDone) {
                            _$trackingState.notifyChanged(1, "isDone")
                        } else {
                            TrackingCore._trackingNotifyNested(old._isDone, _isDone)
                        }
                    }
                }

                extension Todo: TrackingCore.TrackableState {
                }
                """)
    }

    @Test func aClassIsRejectedWithAPointerToTrackable() {
        Self.expect(
            """
            @TrackableState
            final class Model {
            }
            """,
            expandsTo: """
                final class Model {
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@TrackableState' can only be applied to a struct; use '@Trackable' for the class 'Model'",
                    line: 1, column: 1)
            ])
    }
}
