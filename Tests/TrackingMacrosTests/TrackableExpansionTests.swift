import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TrackingMacros

/// What `@Trackable` writes, checked against the exact expansion.
@Suite struct TrackableExpansionTests {
    static let macros: [String: MacroSpec] = [
        "Trackable": MacroSpec(type: TrackableMacro.self, conformances: ["Trackable"]),
        "_TrackedProperty": MacroSpec(type: TrackedPropertyMacro.self),
        "TrackingIgnored": MacroSpec(type: TrackingIgnoredMacro.self),
    ]

    static func expect(
        _ source: String, expandsTo expected: String, diagnostics: [DiagnosticSpec] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectExpansion(
            source, expandsTo: expected, diagnostics: diagnostics, macros: macros, sourceLocation: sourceLocation)
    }

    @Test func plainClassGetsARegistrarTrackedPropertiesAndTheConformance() {
        Self.expect(
            """
            @Trackable
            final class Counter {
                var count = 0
                let id: Int = 1
            }
            """,
            expandsTo: """
                final class Counter {
                    var count \(Self.accessors("count", index: 0))

                    private var _count = 0
                    let id: Int = 1

                \(Self.members("Counter", count: 1, tracked: "count"))
                }

                extension Counter: TrackingCore.Trackable {
                }
                """)
    }

    @Test func ignoredPropertiesAreLeftAloneAndIndicesSkipThem() {
        Self.expect(
            """
            @Trackable
            class Pair {
                @TrackingIgnored var cache = 0
                var second: String = ""
            }
            """,
            expandsTo: """
                class Pair {
                    var cache = 0
                    var second: String \(Self.accessors("second", index: 0))

                    private var _second: String = ""

                \(Self.members("Pair", count: 1, tracked: "second"))
                }

                extension Pair: TrackingCore.Trackable {
                }
                """)
    }

    @Test func customInitIsKeptAndPropertiesGetInitAccessors() {
        Self.expect(
            """
            @Trackable
            final class Person {
                var name: String
                init(name: String) {
                    self.name = name
                }
            }
            """,
            expandsTo: """
                final class Person {
                    var name: String \(Self.accessors("name", index: 0))

                    private var _name: String
                    init(name: String) {
                        self.name = name
                    }

                \(Self.members("Person", count: 1, tracked: "name"))
                }

                extension Person: TrackingCore.Trackable {
                }
                """)
    }

    @Test func computedPropertiesAreNamedForTheManualPattern() {
        Self.expect(
            """
            @Trackable
            final class Donut {
                var name: String {
                    get { "" }
                }
            }
            """,
            expandsTo: """
                final class Donut {
                    var name: String {
                        get { "" }
                    }

                \(Self.members("Donut", count: 0, names: "if keyPath == \\Donut.name {\n            return \"name\"\n        }\n        "))
                }

                extension Donut: TrackingCore.Trackable {
                }
                """)
    }

    @Test(arguments: [("struct", "a struct"), ("enum", "an enum"), ("actor", "an actor")])
    func nonClassesAreRejectedWithAClearMessage(keyword: String, article: String) {
        Self.expect(
            """
            @Trackable
            \(keyword) Model {
            }
            """,
            expandsTo: """
                \(keyword) Model {
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Trackable' can only be applied to a class; 'Model' is \(article)",
                    line: 1, column: 1)
            ])
    }

    @Test func severalPropertiesInOneDeclarationAreRejected() {
        Self.expect(
            """
            @Trackable
            final class Point {
                var x = 0, y = 0
            }
            """,
            expandsTo: """
                final class Point {
                    var x = 0, y = 0

                \(Self.members("Point", count: 0))
                }

                extension Point: TrackingCore.Trackable {
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Trackable' tracks one property per declaration; declare each 'var' on its own, or mark this one '@TrackingIgnored'",
                    line: 3, column: 5)
            ])
    }
}
