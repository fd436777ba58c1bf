import Testing

@testable import ViewTree

extension EnvironmentValues {
    @Entry var entryGreeting: String = "hello"
    @Entry var entryBadge: Int?
    @Entry var entryRepeats = 2
}

/// `@Entry`, SwiftUI's way to declare an environment value: the default where no view sets
/// one, the value a view sets for the views inside it.
@Suite @MainActor struct EntryTests {
    struct Greeting: View {
        @Environment(\.entryGreeting) private var greeting
        @Environment(\.entryBadge) private var badge
        @Environment(\.entryRepeats) private var repeats
        var body: some View {
            Text(String(repeating: greeting, count: repeats) + (badge.map { " \($0)" } ?? ""))
        }
    }

    @Test func anEntryHasItsDefaultUntilAViewSetsIt() {
        let lines = Sample.lines(30, 2) {
            VStack(alignment: .leading) {
                Greeting()
                Greeting().environment(\.entryGreeting, "hi").environment(\.entryBadge, 3)
                    .environment(\.entryRepeats, 1)
            }
        }
        #expect(lines == ["hellohello", "hi 3"])
    }
}
