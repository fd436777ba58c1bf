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
        assertMacroExpansion(
            source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros,
            indentationWidth: .spaces(4)
        ) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    static func members(_ type: String, count: Int, names: String = "", tracked: String = "") -> String {
        """
            private nonisolated let _$trackingRegistrar = TrackingCore.TrackingRegistrar()

            private nonisolated static var _$trackingNames: StaticString {
                "\(tracked)"
            }

            internal nonisolated func access<Member>(keyPath: KeyPath<\(type), Member>) {
                _$trackingRegistrar.access(
                    keyPath: keyPath, firstIndex: \(count), name: Self._$trackingName(of:))
            }

            internal nonisolated func withMutation<Member, MutationResult>(
                keyPath: KeyPath<\(type), Member>,
                _ mutation: () throws -> MutationResult
            ) rethrows -> MutationResult {
                try _$trackingRegistrar.withMutation(
                    of: self, keyPath: keyPath, firstIndex: \(count), name: Self._$trackingName(of:), mutation)
            }

        \(names.isEmpty ? Self.keyPathName : Self.computedNames(names))
        """
    }

    /// Without computed properties, a key path is named as it describes itself.
    static let keyPathName = """
            private nonisolated static func _$trackingName(of keyPath: AnyKeyPath) -> String {
                "\\(keyPath)"
            }
        """

    /// With computed properties, their key paths are compared on the main actor.
    static func computedNames(_ checks: String) -> String {
        """
            private nonisolated static func _$trackingName(of keyPath: AnyKeyPath) -> String {
                TrackingCore._trackingComputedPropertyName(of: keyPath, lookup: _$computedPropertyName(of:))
            }

            @MainActor private static func _$computedPropertyName(of keyPath: AnyKeyPath) -> String? {
                \(checks)return nil
            }
        """
    }

    static func accessors(_ name: String, index: Int) -> String {
        """
        {
                @storageRestrictions(initializes: _\(name))
                init(initialValue) {
                    _\(name) = initialValue
                }
                get {
                    _$trackingRegistrar.access(\(index), of: self, names: Self._$trackingNames)
                    return _\(name)
                }
                set {
                    if _$trackingRegistrar.isObserved(\(index)) {
                        if TrackingCore._trackingShouldNotify(_\(name), newValue) {
                            _$trackingRegistrar.withMutation(of: self, \(index), "\(name)", from: _\(name), to: newValue) {
                                _\(name) = newValue
                            }
                        } else {
                            TrackingCore._trackingReplaceState(&_\(name), with: newValue)
                        }
                    } else {
                        TrackingCore._trackingReplaceState(&_\(name), with: newValue)
                        _$trackingRegistrar.didStoreUnobserved(of: self, \(index), "\(name)")
                    }
                }
                _modify {
                    _$trackingRegistrar.access(\(index), of: self, names: Self._$trackingNames)
                    if let identity = TrackingCore._trackingStateIdentity(_\(name)) {
                        yield &_\(name)
                        if TrackingCore._trackingStateIdentity(_\(name)) != identity {
                            _$trackingRegistrar.didSet(of: self, _$trackingRegistrar.willSet(of: self, \(index), "\(name)"), \(index), "\(name)")
                        }
                    } else {
                        let mutation = _$trackingRegistrar.willSet(of: self, \(index), "\(name)", oldValue: _\(name))
                        defer {
                            _$trackingRegistrar.didSet(of: self, mutation, \(index), "\(name)", newValue: _\(name))
                        }
                        yield &_\(name)
                    }
                }
            }
        """
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
