import ViewTree

/// Lets a test reach a binding a view made in its body, as a control would.
final class BindingSink<Value> {
    var binding: Binding<Value>?

    /// Keeps `binding`; called from a body as `let _ = sink.keep($value)`.
    func keep(_ binding: Binding<Value>) {
        self.binding = binding
    }
}
