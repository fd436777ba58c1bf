import Testing

@testable import ViewTree

/// `.transformPreference`, as SwiftUI's: the value the views inside set, combined, is changed
/// on its way up; with none set inside, the key's default is.
@Suite @MainActor struct TransformPreferenceTests {
    struct Total: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct Tally: View {
        @State private var total = -1
        let inner: [Int]
        var body: some View {
            VStack {
                Text("total \(total)")
                VStack {
                    ForEach(inner.indices, id: \.self) {
                        Text("\(inner[$0])").preference(key: Total.self, value: inner[$0])
                    }
                }
                .transformPreference(Total.self) { $0 = $0 * 10 + 7 }
                Text("one").preference(key: Total.self, value: 1)
            }
            .onPreferenceChange(Total.self) { total = $0 }
        }
    }

    @Test func theValueFromInsideIsChangedOnItsWayUp() {
        #expect(Sample.lines(12, 1) { Tally(inner: [2, 3]) } == ["total 58"], "(2 + 3) * 10 + 7, then + 1")
        #expect(Sample.lines(12, 1) { Tally(inner: []) } == ["total 8"], "the default 0 changed to 7, then + 1")
    }
}
