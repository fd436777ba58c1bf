/// A binding to an identifiable value is identified by that value's id, as SwiftUI's is: a
/// binding can be a sheet's item or an element that `ForEach` identifies by itself.
extension Binding: Identifiable where Value: Identifiable {
    /// The id of the value the binding reads now.
    public var id: Value.ID { wrappedValue.id }
}
