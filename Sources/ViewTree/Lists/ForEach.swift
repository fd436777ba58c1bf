/// One view per element of a collection, each identified by the element's id, so a row
/// keeps its node (and state) when rows before it are inserted, removed or moved.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
    /// The edits the user can make to the collection, when made with `editActions:`.
    var edits: RowEdits?

    /// One `content` view per element of `data`, identified by the element's `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        if let edits = view.edits {
            let rows = ForEach(view.data, id: view.id, content: view.content)
            resolver.resolve(EditableForEach(forEach: rows, deleteAction: edits.delete, moveAction: edits.move))
            return
        }
        // In a picker, a list with selection or a tab view, an element without a `.tag` of
        // its own is tagged with its id, as in SwiftUI.
        let environment = resolver.environment
        let tagsByID =
            (environment.pickerOptionsWithoutRecording != nil || environment.listSelectionRowsWithoutRecording != nil
                || environment.tabPagesWithoutRecording != nil)
            && !(Content.self is any TaggedView.Type)
        let identifiesElements = !tagsByID && resolver.environment.scrollsToIDs
        for element in view.data {
            let id = AnyHashable(element[keyPath: view.id])
            resolver.withComponent(.id(id)) {
                resolver.withLabel(IdentityLabel(element, id: id)) {
                    if tagsByID {
                        resolver.resolve(_TaggedContent(content: view.content(element), tag: id))
                    } else if identifiesElements {
                        // A node under the id, as `.id(_:)` makes: a scroll view finds it.
                        resolver.resolve(_IdentifiedContent(content: view.content(element)))
                    } else {
                        resolver.resolve(view.content(element))
                    }
                }
            }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One `content` view per element of `data`, identified by the element's own `id`.
    ///
    /// Disfavoured so that `ForEach($items) { $item in ... }` over identifiable items takes
    /// the initializer over a binding (a binding to an array is also a collection of
    /// identifiable bindings), whose rows find their element by id, as SwiftUI's does.
    @_disfavoredOverload
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One `content` view per number of a constant range, as SwiftUI's: the number is the id.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
