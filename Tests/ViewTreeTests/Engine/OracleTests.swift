import TestSupport
import Testing

@testable import ViewTree

/// The incrementally updated screen must always equal a fresh render of the same state.
@Suite @MainActor struct OracleTests {
    static let sequences = 300
    static let steps = 25

    @Test(arguments: [false, true])
    func incrementalFramesMatchAFreshRender(mixed: Bool) {
        func root(_ list: TodoList) -> any View { mixed ? MixedListView(list: list) : TodoListView(list: list) }
        Self.runSequences(
            seedOffset: 0,
            titles: { random in
                Array(ModelMutation.titles.prefix(Int.random(in: 0...6, using: &random)))
            }, root: root
        ) { host, list, size in
            let fresh = Self.host(root(list), size)
            fresh.renderFrame()
            return host.buffer.firstDifference(from: fresh.buffer)
        }
    }

    @Test func lazyListShowsTheRowsFromItsOffsetAndKeepsTheSelectionInView() {
        Self.runSequences(
            seedOffset: 10_000,
            titles: { random in
                (0..<Int.random(in: 0...40, using: &random)).map { "row \($0)" }
            }, root: LazyTodoListView.init
        ) { host, list, size in
            guard let listNode = host.liveNodes.compactMap({ $0 as? ListNode }).first else { return "no list node" }
            let offset = listNode.offset
            if let selection = list.selection, selection < list.items.count,
                !(offset...(offset + size.height - 1)).contains(selection)
            {
                return "selection \(selection) not in view from \(offset)"
            }
            if listNode.rowNodeCount > size.height { return "\(listNode.rowNodeCount) row nodes" }
            let expected = Self.expectedScreen(list, offset: offset, width: size.width, height: size.height)
            return host.buffer.firstDifference(from: expected).map { "offset \(offset): \($0)" }
        }
    }

    /// Runs ``sequences`` random sequences of ``steps`` mutations on a list shown by `root`,
    /// rendering a frame after each and recording the first failure `check` reports.
    static func runSequences(
        seedOffset: UInt64, titles: (inout SeededRandom) -> [String], root: (TodoList) -> any View,
        check: (ViewHost, TodoList, (width: Int, height: Int)) -> String?
    ) {
        for seed in 0..<UInt64(sequences) {
            var random = SeededRandom(seed: seed &+ seedOffset)
            let list = TodoList(titles: titles(&random))
            var size = (width: 20, height: 8)
            let host = Self.host(root(list), size)
            host.renderFrame()
            var applied: [ModelMutation] = []
            for _ in 0..<steps {
                let mutation = ModelMutation.random(for: list, using: &random)
                applied.append(mutation)
                mutation.apply(to: list) { width, height in
                    size = (width, height)
                    host.resize(width: width, height: height)
                }
                host.renderFrame()
                if let failure = check(host, list, size) {
                    Issue.record("seed \(seed &+ seedOffset) after \(applied): \(failure)")
                    return
                }
            }
        }
    }

    static func host(_ root: any View, _ size: (width: Int, height: Int)) -> ViewHost {
        func make<Root: View>(_ root: Root) -> ViewHost {
            ViewHost(root, width: size.width, height: size.height)
        }
        return make(root)
    }

    /// The list drawn by hand: one row per item from `offset`, as TodoItemView lays it out.
    static func expectedScreen(_ list: TodoList, offset: Int, width: Int, height: Int) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        for row in 0..<height where offset + row < list.items.count {
            let item = list.items[offset + row]
            let style = list.isSelected(item) ? CellStyle(reverse: true) : .plain
            buffer.fill(CellRect(x: 0, y: row, width: width, height: 1), style: style)
            // Three children with one cell between each: the box, the title, the spacer. As
            // SwiftUI's stacks divide too little space: the narrower text is offered half
            // (rounded up) first, the other what it leaves.
            let available = max(0, width - 2)
            let box = item.isDone ? "[x]" : "[ ]"
            let (boxWidth, titleWidth) = (DisplayWidth.of(box), DisplayWidth.of(item.title))
            var boxCells = boxWidth
            if boxWidth + titleWidth > available {
                if boxWidth <= titleWidth {
                    boxCells = min(boxWidth, (available + 1) / 2)
                } else {
                    boxCells = min(boxWidth, available - min(titleWidth, (available + 1) / 2))
                }
            }
            let used = buffer.write(Truncation.fit(box, width: boxCells), x: 0, y: row, style: style)
            buffer.write(Truncation.fit(item.title, width: available - used), x: used + 1, y: row, style: style)
        }
        return buffer
    }
}
