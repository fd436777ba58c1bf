import ViewTree

/// A row with its own `@State`: the title and how often it was tapped.
struct TapCounterRow: View {
    let item: TodoItem
    let sink: BindingSink<Int>
    @State var taps = 0

    var body: some View {
        let _ = sink.keep($taps)
        Text("\(item.title) \(taps)")
    }
}
