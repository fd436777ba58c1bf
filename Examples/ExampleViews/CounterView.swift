import ViewTree

/// A count and three buttons, written as SwiftUI code: Tab moves between the buttons, Return
/// or Space presses one. Pressing runs the body that shows the count, and a focus move runs
/// the two buttons involved.
public struct CounterView: View {
    @State private var count = 0

    /// A counter starting at 0.
    public init() {}

    /// The count, the buttons and a line of help.
    public var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Count: \(count)").bold()
            HStack(spacing: 2) {
                Button("-") { count -= 1 }
                Button("+") { count += 1 }
                Button("Reset") { count = 0 }
            }
            Text("Tab moves, Return presses, Ctrl-C quits")
        }
        .padding(1)
    }
}
