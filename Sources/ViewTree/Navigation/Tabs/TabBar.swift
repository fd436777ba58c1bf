/// A tab view's bar: each page's item, the selected one bold and underlined (in the tint);
/// reversed while focused. Left and Right, a page's number or a click choose a page.
struct TabBar: View {
    let pages: TabPages
    let choose: (AnyHashable) -> Void
    @Environment(\.tint) private var tint

    var body: some View {
        let isFocused = FocusReader.isFocused()
        let (pages, choose) = (self.pages, self.choose)
        let shown = pages.shownIndex
        return HStack(spacing: 2) {
            ForEach(pages.pages.indices, id: \.self) { index in
                pages.pages[index].item
                    .bold(index == shown)
                    .underline(index == shown)
                    .foregroundColor(index == shown ? tint ?? .default : .default)
                    .onTapGesture { choose(pages.pages[index].tag) }
            }
        }
        .reverse(isFocused)
        .onKeyPress { press in
            guard !pages.pages.isEmpty else { return .ignored }
            let current = shown ?? 0
            let target: Int
            switch press.key {
            case .leftArrow: target = max(current - 1, 0)
            case .rightArrow: target = min(current + 1, pages.pages.count - 1)
            default:
                guard let number = Int(press.characters), (1...min(9, pages.pages.count)).contains(number) else {
                    return .ignored
                }
                target = number - 1
            }
            choose(pages.pages[target].tag)
            return .handled
        }
    }
}
