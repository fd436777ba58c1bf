/// A tab view's bar: each page's item, the selected one bold and underlined (in the tint); or,
/// in the page style, a dot for each page, the selected one filled (`○ ● ○`), shown as its
/// index display mode says. Reversed while focused. Left and Right, a page's number or a click
/// choose a page.
struct TabBar: View {
    let pages: TabPages
    let choose: (AnyHashable) -> Void
    /// When the page style's dots show; nil for the bar's items.
    var indexDisplayMode: PageTabViewStyle.IndexDisplayMode?
    @Environment(\.tint) private var tint

    private var showsDots: Bool { indexDisplayMode != nil }

    /// Whether it shows: the dots of a single page only when always shown, as SwiftUI's.
    private var isShown: Bool {
        switch indexDisplayMode {
        case nil, .always: true
        case .automatic: pages.pages.count > 1
        case .never: false
        }
    }

    var body: some View {
        let isFocused = FocusReader.isFocused(accepting: isShown)
        let (pages, choose) = (self.pages, self.choose)
        let shown = pages.shownIndex
        return HStack(cellSpacing: showsDots ? 1 : 2) {
            ForEach(isShown ? pages.pages.indices : 0..<0, id: \.self) { index in
                item(index, isChosen: index == shown).onTapGesture { choose(pages.pages[index].tag) }
            }
        }
        .reverse(isFocused)
        .onKeyPress { press in
            guard !pages.pages.isEmpty else { return .ignored }
            let tag: AnyHashable?
            switch press.key {
            case .leftArrow: tag = pages.tag(movedBy: -1)
            case .rightArrow: tag = pages.tag(movedBy: 1)
            default:
                guard let number = Int(press.characters), (1...min(9, pages.pages.count)).contains(number) else {
                    return .ignored
                }
                tag = pages.pages[number - 1].tag
            }
            if let tag { choose(tag) }
            return .handled
        }
    }

    @ViewBuilder private func item(_ index: Int, isChosen: Bool) -> some View {
        if showsDots {
            Text(isChosen ? "●" : "○")
        } else {
            pages.pages[index].item
                .bold(isChosen)
                .underline(isChosen)
                .foregroundColor(isChosen ? tint ?? .default : .default)
        }
    }
}
