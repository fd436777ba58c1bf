/// Reads a value from the environment in a view's body: by key path
/// (`@Environment(\.theme) var theme`), or an object by its type
/// (`@Environment(TodoList.self) var list`, or `var list: TodoList?` to read nil when no
/// view provided one). The body runs again when the value it read changes.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value

    /// A value by its key path in ``EnvironmentValues``.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// An object that must have been provided with `.environment(object)`.
    public init(_ type: Value.Type) where Value: AnyObject {
        read = { environment in
            guard let object = environment.object(type) else {
                fatalError("No \(type) in the environment: provide one with .environment(_:) on an enclosing view")
            }
            return object
        }
    }

    /// An object provided with `.environment(object)`, or nil when none was.
    public init<Object: AnyObject>(_ type: Object.Type) where Value == Object? {
        read = { $0.object(type) }
    }

    /// The value in the environment of the view whose body is running.
    public var wrappedValue: Value {
        guard let node = EvaluationContext.current else {
            fatalError("@Environment is read in a view's body only")
        }
        return read(node.environment)
    }
}
