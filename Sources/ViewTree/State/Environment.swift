/// Reads a value from the environment in a view's body: by key path
/// (`@Environment(\.theme) var theme`), or an object by its type
/// (`@Environment(TodoList.self) var list`, or `var list: TodoList?` to read nil when no
/// view provided one). The body runs again when the value it read changes.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    /// The node the property was linked to, for reads after the body (in an action or any
    /// closure the body made): shared by the copies those closures captured.
    private let installation = Installation()

    private final class Installation {
        weak var node: ComposedNode?
    }

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

    /// The value in the environment of the view whose body is running; read later (in an
    /// action, a closure the body made), the current value in its view's environment.
    public var wrappedValue: Value {
        if let node = EvaluationContext.current { return read(node.environment) }
        guard let node = installation.node else {
            fatalError("@Environment is read before its view was shown: read it in body or later")
        }
        return read(node.environment)
    }

    /// Framework internal: connects the property to the node that holds it, at its slot.
    public func _link(to node: _NodeHandle, slot: Int, name: String) {
        installation.node = node.node
    }
}
