/// What the expansions are expected to hold: the members `@Trackable` adds and the accessors
/// of a tracked property, written once for every test.
extension TrackableExpansionTests {
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
                        _$trackingRegistrar.didStoreUnobservedPlain(of: self, \(index), "\(name)")
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
}
