import OpenCombine

/// An `ObservableObject` an enclosing view provided with ``View/environmentObject(_:)``: the
/// body runs again on every `objectWillChange` of it, and when a different object is provided.
///
/// Reading it when none was provided stops the program with a message, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: OpenCombine.ObservableObject>: DynamicProperty {
    private let installation = Installation()

    /// The node and position the property was linked to.
    private final class Installation {
        weak var node: ComposedNode?
        var slot = 0
    }

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object; subscribing the view to it.
    public var wrappedValue: ObjectType {
        guard let node = EvaluationContext.current ?? installation.node else {
            fatalError("@EnvironmentObject is read before its view was shown: read it in body or later")
        }
        guard let object = node.environment.object(ObjectType.self) else {
            fatalError(
                "No \(ObjectType.self) in the environment: provide one with .environmentObject(_:) on an enclosing view"
            )
        }
        node.objectSubscriptions.observe(object, slot: installation.slot)
        return object
    }

    /// Makes bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }

    /// Remembers its node and position, to find the environment and its subscription. Called
    /// by the view tree.
    public func _link(to node: _NodeHandle, slot: Int, name: String) {
        installation.node = node.node
        installation.slot = slot
    }
}

extension View {
    /// Provides `object` to the `@EnvironmentObject` properties of the views inside.
    public func environmentObject<Object: OpenCombine.ObservableObject>(_ object: Object) -> EnvironmentWriter<Self> {
        environment(object)
    }
}
