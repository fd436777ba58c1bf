import ViewTree

/// A conflict between this run and another program, as the merge page shows it: the lines
/// both started from, then each side's, and the keys that choose (m mine, t theirs, b both).
struct MergePage: View {
    let review: MergeReview
    let actions: TodoActions

    var body: some View {
        VStack(alignment: .leading) {
            if let conflict = review.current {
                Text(
                    "\(review.fileName) changed here and elsewhere: \(review.choices.count + 1) of \(review.conflicts.count)"
                )
                .bold()
                Self.lines("was", conflict.base)
                Self.lines("mine (this run)", conflict.mine).foregroundColor(.yellow)
                Self.lines("theirs (on disk)", conflict.theirs).foregroundColor(.cyan)
                Spacer()
                Text("m keep mine  t keep theirs  b keep both")
            }
        }
        .padding(.horizontal, 1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .border()
        .focusable()
        .prefersDefaultFocus()
        .onKeyPress(keys: ["m", "t", "b"]) { [review, actions] press in
            switch press.characters {
            case "m": actions.choose(.mine, in: review)
            case "t": actions.choose(.theirs, in: review)
            default: actions.choose(.both, in: review)
            }
            return .handled
        }
    }

    /// `title`, then each line (`(none)` when there is none), indented.
    private static func lines(_ title: String, _ lines: [Substring]) -> some View {
        VStack(alignment: .leading) {
            Text(title + ":")
            if lines.isEmpty {
                Text("  (none)")
            } else {
                ForEach(Array(lines.enumerated()), id: \.offset) { line in
                    Text("  " + line.element.trimmingLineEnding)
                }
            }
        }
    }
}
