/// The bar of ten cells a progress view and a gauge draw, `[██████░░░░]`: filled as far as a
/// fraction goes, or one block at a place (a progress that is not known), in the tint.
struct LevelBar: View {
    private let filled: Int
    private let block: Int?
    @Environment(\.tint) private var tint

    /// Filled to `fraction`, from 0 to 1, in tenths.
    init(fraction: Double) {
        filled = Int((fraction * 10).rounded())
        block = nil
    }

    /// One block at `block`, from 0 to 9.
    init(block: Int) {
        filled = 1
        self.block = block
    }

    var body: some View {
        let before = block ?? 0
        HStack(spacing: 0) {
            Text("[" + String(repeating: "░", count: before))
            Text(String(repeating: "█", count: filled)).marked(true, tint: tint)
            Text(String(repeating: "░", count: 10 - before - filled) + "]")
        }
    }
}
