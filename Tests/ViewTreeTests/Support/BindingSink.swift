import ViewTree

/// Lets a test reach a binding a view made in its body, as a control would.
final class BindingSink<Value> {
    var binding: Binding<Value>?
}
