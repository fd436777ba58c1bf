import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TrackingMacros

/// What `@Entry` writes for an environment value, and what it says where it cannot apply.
@Suite struct EntryExpansionTests {
    static let macros: [String: MacroSpec] = ["Entry": MacroSpec(type: EntryMacro.self)]

    static func expect(
        _ source: String, expandsTo expected: String, diagnostics: [DiagnosticSpec] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectExpansion(
            source, expandsTo: expected, diagnostics: diagnostics, macros: macros, sourceLocation: sourceLocation)
    }

    @Test func aTypedValueGetsAKeyWithAComputedDefault() {
        Self.expect(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """,
            expandsTo: """
                extension EnvironmentValues {
                    var accent: Color {
                        get {
                            self[__Key_accent.self]
                        }
                        set {
                            self[__Key_accent.self] = newValue
                        }
                    }

                    private struct __Key_accent: EnvironmentKey {
                        static var defaultValue: Color {
                            .blue
                        }
                    }
                }
                """)
    }

    @Test func anOptionalWithoutAValueDefaultsToNil() {
        Self.expect(
            """
            extension EnvironmentValues {
                @Entry var badge: Int?
            }
            """,
            expandsTo: """
                extension EnvironmentValues {
                    var badge: Int? {
                        get {
                            self[__Key_badge.self]
                        }
                        set {
                            self[__Key_badge.self] = newValue
                        }
                    }

                    private struct __Key_badge: EnvironmentKey {
                        static var defaultValue: Int? {
                            nil
                        }
                    }
                }
                """)
    }

    @Test func aValueThatIsNeitherSetNorOptionalIsAnError() {
        Self.expect(
            """
            extension EnvironmentValues {
                @Entry var count: Int
            }
            """,
            expandsTo: """
                extension EnvironmentValues {
                    var count: Int
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Entry needs a default value ('= value'), or an optional type for nil", line: 2,
                    column: 5),
                DiagnosticSpec(
                    message: "@Entry needs a default value ('= value'), or an optional type for nil", line: 2,
                    column: 5),
            ])
    }
}
