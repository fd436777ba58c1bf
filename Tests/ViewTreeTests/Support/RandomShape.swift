import TestSupport
import TrackingCore
import ViewTree

/// A randomly generated view tree: stacks, composed wrappers one to three levels deep,
/// ForEach over a changing array, lazy lists, conditionals, frames, borders and padding,
/// primitives modified inside one body, navigation stacks whose content hands up a title,
/// sheets presented while a flag is set, ZStacks over a colour, overlays and backgrounds,
/// layout priorities that change, fixed sizes, geometry readers, grids, a custom layout,
/// buttons, button and toggle styles, path stacks, tab views, disclosure groups, segmented
/// pickers, sorted tables, split views, outlines, forms and their controls, menus, context
/// menus, dialogs, help, links, unavailable views, modifiers of one's own and lengths in
/// points, frames relative to their container, all reading a pool of tracked models.
indirect enum RandomShape: Equatable {
    case text(Int)
    /// Two texts and a styled, padded one in one body: primitives without nodes between.
    case inline(Int, Int)
    case wrapper(RandomShape)
    case vstack([RandomShape])
    case hstack([RandomShape])
    case border(RandomShape)
    case padding(RandomShape)
    case frame(width: Int?, height: Int?, RandomShape)
    case fill(RandomShape)
    case conditional(Int, RandomShape, RandomShape)
    case rows(Int)
    case lazyRows(Int)
    /// A toggle of a flag: focusable, Space flips it.
    case toggle(Int)
    /// A text field editing a name: focusable, typing changes it.
    case field(Int)
    /// A text editor of a name, three rows high: Return starts a new line in it.
    case editor(Int)
    /// A navigation stack whose content's title is a name.
    case navigation(title: Int, RandomShape)
    /// Content presenting a sheet while a flag is set (Escape clears it).
    case sheet(flag: Int, RandomShape, RandomShape)
    /// Views over each other, over a colour.
    case zstack([RandomShape])
    /// A view with another over it (`.overlay { }`) or under it (`.background { }`).
    case decorated(RandomShape, RandomShape, below: Bool)
    /// A view of layout priority 1 while a flag is set, else 0.
    case prioritized(flag: Int, RandomShape)
    /// A view at its ideal width (`.fixedSize(horizontal: true, vertical: false)`).
    case fixedWidth(RandomShape)
    /// A geometry reader showing its size above a view.
    case geometry(RandomShape)
    /// Views in a custom `Layout` that wraps them into rows.
    case flow([RandomShape])
    /// Views in an `AnyLayout`: a row while a flag is set, else a column.
    case adaptive(flag: Int, [RandomShape])
    /// The first of some views that fits across (`ViewThatFits`).
    case fitting([RandomShape])
    /// A gauge of a number's level.
    case gauge(number: Int)
    /// A grid of two rows of two cells (a name in the last, its column trailing), a divider
    /// between, and the name again across both columns.
    case grid(RandomShape, RandomShape, RandomShape, name: Int)
    /// A view drawn moved by a flag's amount, cut to its frame or not.
    case offset(flag: Int, after: Int, RandomShape)
    /// A view whose centre guide a flag moves to its leading or trailing edge.
    case guided(flag: Int, RandomShape)
    /// A view showing the letters of the names inside (a preference).
    case letters(RandomShape)
    /// A button titled with a name: focusable, Return runs it (it does nothing).
    case button(Int)
    /// A view whose buttons, toggles and labels a flag draws in one style or another.
    case styled(flag: Int, RandomShape)
    /// A navigation stack whose path holds one value while a flag is set: the value's
    /// destination shows a view over the root.
    case pathStack(flag: Int, root: RandomShape, destination: RandomShape)
    /// A tab view of two pages, the second chosen while a flag is set.
    case tabs(flag: Int, RandomShape, RandomShape)
    /// A disclosure group expanded while a flag is set.
    case disclosure(flag: Int, RandomShape)
    /// A segmented picker of a flag: Left and Right flip it.
    case segments(Int)
    /// A table of a row list, sorted by the list's sort order (Left and Right change it).
    case table(Int)
    /// A split view of a sidebar and a detail; collapsed (under 60 cells), the detail shows
    /// while a flag is set, and moving between the columns sets it.
    case split(flag: Int, RandomShape, RandomShape)
    /// An outline of a row list: its first row holds the others as children. What is
    /// expanded is the outline's own state, which a fresh render does not have: the oracle
    /// does not send the keys that expand.
    case outline(Int)
    /// A form of two sections, the first with a header and a footer.
    case form(RandomShape, RandomShape)
    /// A group box titled by a name.
    case groupBox(name: Int, RandomShape)
    /// A label: an icon and a name.
    case label(Int)
    /// A secure field editing a name.
    case secure(Int)
    /// A stepper of a number's count (Left and Right step it).
    case stepper(Int)
    /// A slider of a number's level (Left, Right, Home and End move it).
    case slider(Int)
    /// A view with a badge: a number's count.
    case badge(number: Int, RandomShape)
    /// A view with a search field over it, searching a name.
    case searchable(name: Int, RandomShape)
    /// A menu titled by a name: its items flip a flag and rename the name.
    case menu(name: Int, flag: Int)
    /// A picker of a flag, as a menu or inline.
    case picker(flag: Int, asMenu: Bool)
    /// A view with a context menu (Shift-F10) whose item flips a flag.
    case contextMenu(flag: Int, RandomShape)
    /// A view presenting a confirmation dialog while a flag is set; its action flips the other.
    case dialog(flag: Int, RandomShape)
    /// A view whose help is a name.
    case help(name: Int, RandomShape)
    /// A link titled by a name.
    case link(Int)
    /// An unavailable view titled by a name.
    case unavailable(Int)
    /// Rows that can be deleted and moved (`onDelete`, `onMove`), with edit mode on or off.
    case editableRows(Int)
    /// A text literal with Markdown around a name.
    case markdown(Int)
    /// A lazy stack of rows in a scroll view, made as it shows.
    case lazyScroll(Int)
    /// A lazy grid of rows in two columns.
    case lazyGrid(Int)
    /// Look-only modifiers and an animation around a view.
    case effects(RandomShape)
    /// A view with the count of its letters (a preference) drawn over it.
    case lettersOverlay(RandomShape)
    /// A view centred on a point a flag moves.
    case positioned(flag: Int, RandomShape)
    /// A progress view of a number's level, linear or circular by a flag.
    case progress(number: Int, flag: Int)
    /// Rows over a binding to a list (`ForEach($items)`), each a `LabeledContent` whose
    /// content is a toggle bound to its row.
    case boundRows(Int)
    /// A view in a `ModifiedContent(content:modifier:)` of a modifier with state of its own,
    /// which draws a border around it while a flag is set.
    case modified(flag: Int, RandomShape)
    /// A view whose lengths are SwiftUI's points (8 by 22 a cell) while a flag is set, else
    /// cells.
    case inPoints(flag: Int, RandomShape)
    /// A view over a colour kept to an aspect ratio a flag switches (wide or tall).
    case aspect(flag: Int, RandomShape)
    /// A view in a frame of two thirds of its container, across, or across and down while a
    /// flag is set.
    case containerRelative(flag: Int, RandomShape)

    static func random(depth: Int, using random: inout SeededRandom) -> RandomShape {
        func child() -> RandomShape { .random(depth: depth - 1, using: &random) }
        func flag() -> Int { Int.random(in: 0..<ShapeModels.flagCount, using: &random) }
        let names = ShapeModels.nameCount
        guard depth > 0 else {
            switch Int.random(in: 0..<22, using: &random) {
            case 21: return .boundRows(Int.random(in: 0..<ShapeModels.rowListCount, using: &random))
            case 20: return .editableRows(Int.random(in: 0..<ShapeModels.rowListCount, using: &random))
            case 19: return .markdown(Int.random(in: 0..<names, using: &random))
            case 18: return .lazyScroll(Int.random(in: 0..<ShapeModels.rowListCount, using: &random))
            case 17: return .lazyGrid(Int.random(in: 0..<ShapeModels.rowListCount, using: &random))
            case 16: return .menu(name: Int.random(in: 0..<names, using: &random), flag: flag())
            case 15: return .picker(flag: flag(), asMenu: Bool.random(using: &random))
            case 14: return .link(Int.random(in: 0..<names, using: &random))
            case 13: return .unavailable(Int.random(in: 0..<names, using: &random))
            case 12: return .label(Int.random(in: 0..<names, using: &random))
            case 11: return .secure(Int.random(in: 0..<names, using: &random))
            case 10: return .stepper(Int.random(in: 0..<ShapeModels.numberCount, using: &random))
            case 9: return .slider(Int.random(in: 0..<ShapeModels.numberCount, using: &random))
            case 8: return .outline(Int.random(in: 0..<ShapeModels.rowListCount, using: &random))
            case 0: return .text(Int.random(in: 0..<names, using: &random))
            case 7: return .editor(Int.random(in: 0..<names, using: &random))
            case 6: return .table(Int.random(in: 0..<ShapeModels.rowListCount, using: &random))
            case 5: return .segments(Int.random(in: 0..<ShapeModels.flagCount, using: &random))
            case 4: return .button(Int.random(in: 0..<names, using: &random))
            case 1: return .toggle(Int.random(in: 0..<ShapeModels.flagCount, using: &random))
            case 2: return .field(Int.random(in: 0..<names, using: &random))
            default:
                return .inline(Int.random(in: 0..<names, using: &random), Int.random(in: 0..<names, using: &random))
            }
        }
        switch Int.random(in: 0..<48, using: &random) {
        case 47: return .containerRelative(flag: flag(), child())
        case 46: return .aspect(flag: flag(), child())
        case 45: return .inPoints(flag: flag(), child())
        case 44: return .modified(flag: flag(), child())
        case 43: return .lettersOverlay(child())
        case 42: return .positioned(flag: flag(), child())
        case 41: return .progress(number: Int.random(in: 0..<ShapeModels.numberCount, using: &random), flag: flag())
        case 40: return .gauge(number: Int.random(in: 0..<ShapeModels.numberCount, using: &random))
        case 39: return .fitting((0..<Int.random(in: 1...3, using: &random)).map { _ in child() })
        case 38:
            let flag = Int.random(in: 0..<ShapeModels.flagCount, using: &random)
            return .adaptive(flag: flag, (0..<Int.random(in: 1...3, using: &random)).map { _ in child() })
        case 37: return .effects(child())
        case 36: return .contextMenu(flag: flag(), child())
        case 35: return .dialog(flag: flag(), child())
        case 34: return .help(name: Int.random(in: 0..<names, using: &random), child())
        case 33: return .form(child(), child())
        case 32: return .groupBox(name: Int.random(in: 0..<names, using: &random), child())
        case 31: return .badge(number: Int.random(in: 0..<ShapeModels.numberCount, using: &random), child())
        case 30: return .searchable(name: Int.random(in: 0..<names, using: &random), child())
        case 29: return .split(flag: Int.random(in: 0..<ShapeModels.flagCount, using: &random), child(), child())
        case 28: return .tabs(flag: Int.random(in: 0..<ShapeModels.flagCount, using: &random), child(), child())
        case 27: return .disclosure(flag: Int.random(in: 0..<ShapeModels.flagCount, using: &random), child())
        case 26: return .styled(flag: Int.random(in: 0..<ShapeModels.flagCount, using: &random), child())
        case 25:
            let flag = Int.random(in: 0..<ShapeModels.flagCount, using: &random)
            return .pathStack(flag: flag, root: child(), destination: child())
        case 24: return .letters(child())
        case 23: return .guided(flag: Int.random(in: 0..<ShapeModels.flagCount, using: &random), child())
        case 22:
            let flag = Int.random(in: 0..<ShapeModels.flagCount, using: &random)
            return .offset(flag: flag, after: Int.random(in: 0...3, using: &random), child())
        case 21: return .flow((0..<Int.random(in: 1...4, using: &random)).map { _ in child() })
        case 20: return .grid(child(), child(), child(), name: Int.random(in: 0..<names, using: &random))
        case 19: return .geometry(child())
        case 17: return .prioritized(flag: Int.random(in: 0..<ShapeModels.flagCount, using: &random), child())
        case 18: return .fixedWidth(child())
        case 16: return .decorated(child(), child(), below: Bool.random(using: &random))
        case 15: return .zstack((0..<Int.random(in: 1...3, using: &random)).map { _ in child() })
        case 13: return .navigation(title: Int.random(in: 0..<names, using: &random), child())
        case 14: return .sheet(flag: Int.random(in: 0..<ShapeModels.flagCount, using: &random), child(), child())
        case 0: return .text(Int.random(in: 0..<names, using: &random))
        case 1: return .wrapper(.wrapper(child()))
        case 2: return .wrapper(child())
        case 3, 4: return .vstack((0..<Int.random(in: 2...4, using: &random)).map { _ in child() })
        case 5: return .hstack((0..<Int.random(in: 2...3, using: &random)).map { _ in child() })
        case 6: return .border(child())
        case 7: return .padding(child())
        case 8:
            return .frame(
                width: Bool.random(using: &random) ? Int.random(in: 0...12, using: &random) : nil,
                height: Bool.random(using: &random) ? Int.random(in: 0...4, using: &random) : nil, child())
        case 9: return .fill(child())
        case 10: return .conditional(Int.random(in: 0..<ShapeModels.flagCount, using: &random), child(), child())
        case 11: return .rows(Int.random(in: 0..<ShapeModels.rowListCount, using: &random))
        default: return .lazyRows(Int.random(in: 0..<ShapeModels.rowListCount, using: &random))
        }
    }
}

/// A row of a ForEach or list: a wrapper around a text, as the example.
struct ShapeRow: View {
    let item: TodoItem

    var body: some View {
        Text(item.isDone ? "[x] \(item.title)" : item.title)
    }
}
