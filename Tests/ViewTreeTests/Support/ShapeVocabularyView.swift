import TrackingCore
import ViewTree

/// The everyday SwiftUI of real apps in a random shape: rows that delete and move, Markdown
/// text, lazy stacks and grids, look-only modifiers with an animation
/// and buttons sized by a flag, a preference drawn over its views, a view placed by its
/// centre, a styled progress view, rows over a binding as labeled content, a modifier of one's
/// own, a view kept to an aspect ratio, a view sized from its container.
struct ShapeVocabularyView: View {
    let shape: RandomShape
    let models: ShapeModels

    var body: some View {
        switch shape {
        case .editableRows(let list):
            let rows = models.rowLists[list]
            // Edit mode follows the first flag, so a model change turns the marks on and off.
            VStack {
                ForEach(rows.items) { item in ShapeRow(item: item) }
                    .onDelete { rows.items.remove(atOffsets: $0) }
                    .onMove { rows.items.move(fromOffsets: $0, toOffset: $1) }
            }
            .environment(\.editMode, .constant(models.flags[0].value ? .active : .inactive))
        case .markdown(let name):
            Text(LocalizedStringKey("**" + models.names[name].value + "** and *it*"))
        case .lazyScroll(let list):
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(models.rowLists[list].items) { item in ShapeRow(item: item) }
                }
            }
            // Even lists start at their end and keep it (a log), odd ones at the top.
            .defaultScrollAnchor(list.isMultiple(of: 2) ? .bottom : nil)
            .frame(height: 3)
        case .lazyGrid(let list):
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], alignment: .leading) {
                ForEach(models.rowLists[list].items) { item in ShapeRow(item: item) }
            }
        case .effects(let child):
            ShapeView(shape: child, models: models)
                .cornerRadius(4)
                .shadow(radius: 2)
                .scaleEffect(1.5)
                .transition(.opacity)
                .animation(.easeInOut, value: models.flags[1].value)
                .lineSpacing(2).kerning(1).fontDesign(.rounded)
                .listRowBackground(models.flags[1].value ? Color.blue : nil)
                .buttonSizing(models.flags[1].value ? .flexible : .fitted)
        case .inPoints(let flag, let child):
            ShapeView(shape: child, models: models)
                .environment(
                    \.pointsPerCell,
                    models.flags[flag].value ? EnvironmentValues.swiftUIPointsPerCell : CGSize(width: 1, height: 1))
        case .aspect(let flag, let child):
            ZStack {
                Color.blue
                ShapeView(shape: child, models: models)
            }
            .aspectRatio(models.flags[flag].value ? 4 : 0.5, contentMode: .fit)
        case .containerRelative(let flag, let child):
            ShapeView(shape: child, models: models)
                .containerRelativeFrame(
                    models.flags[flag].value ? [.horizontal, .vertical] : .horizontal, count: 3, span: 2, spacing: 1,
                    alignment: .topLeading)
        case .lettersOverlay(let child):
            ShapeView(shape: child, models: models)
                .overlayPreferenceValue(ShapeLetters.self, alignment: .topTrailing) { Text("\($0)L") }
        case .positioned(let flag, let child):
            ShapeView(shape: child, models: models)
                .position(x: models.flags[flag].value ? 3 : 6, y: 1)
        case .progress(let number, let flag):
            if models.flags[flag].value {
                ProgressView(value: models.numbers[number].level).progressViewStyle(.circular)
            } else {
                ProgressView(value: models.numbers[number].level).progressViewStyle(.linear)
            }
        case .boundRows(let list):
            VStack {
                ForEach(Bindable(models.rowLists[list]).items) { $item in
                    LabeledContent(item.title) { Toggle("done", isOn: $item.isDone).labelsHidden() }
                }
            }
        case .modified(let flag, let child):
            ModifiedContent(
                content: ShapeView(shape: child, models: models), modifier: ShapeFrame(isOn: models.flags[flag].value))
        default:
            EmptyView()
        }
    }
}

/// A modifier of one's own: a mark from its state before the content, and a border around it
/// while `isOn`.
struct ShapeFrame: ViewModifier {
    let isOn: Bool
    @State private var mark = ">"

    func body(content: Content) -> some View {
        HStack(spacing: 0) {
            Text(mark)
            if isOn { content.border() } else { content }
        }
    }
}
