import TrackingCore
import ViewTree

/// The composed view of one shape: every level is a node of its own.
struct ShapeView: View {
    let shape: RandomShape
    let models: ShapeModels

    var body: some View {
        switch shape {
        case .text(let name):
            let text = models.names[name].value
            Text(text).preference(key: ShapeLetters.self, value: text.count)
        case .letters(let child):
            LetterCount { ShapeView(shape: child, models: models) }
        case .inline(let a, let b):
            HStack(spacing: 1) {
                Text(models.names[a].value).bold()
                Text(models.names[b].value).reverse().padding(.leading, 1)
            }
        case .wrapper(let child):
            ShapeView(shape: child, models: models)
        case .vstack(let children):
            VStack {
                ForEach(children.indices, id: \.self) { ShapeView(shape: children[$0], models: models) }
            }
        case .hstack(let children):
            HStack(spacing: 1) {
                ForEach(children.indices, id: \.self) { ShapeView(shape: children[$0], models: models) }
            }
        case .border(let child):
            ShapeView(shape: child, models: models).border()
        case .padding(let child):
            ShapeView(shape: child, models: models).padding(1)
        case .frame(let width, let height, let child):
            ShapeView(shape: child, models: models).frame(width: width, height: height)
        case .fill(let child):
            ShapeView(shape: child, models: models).frame(maxWidth: .infinity)
        case .conditional(let flag, let a, let b):
            if models.flags[flag].value {
                ShapeView(shape: a, models: models)
            } else {
                ShapeView(shape: b, models: models).underline()
            }
        case .rows(let list):
            VStack {
                ForEach(models.rowLists[list].items) { item in ShapeRow(item: item) }
            }
        case .lazyRows(let list):
            List(models.rowLists[list].items) { item in ShapeRow(item: item) }.frame(height: 3)
        case .button(let name):
            Button(models.names[name].value) {}
        case .styled(let flag, let child):
            let on = models.flags[flag].value
            ShapeView(shape: child, models: models)
                .buttonStyle(ShapeButtonStyle(prominent: on))
                .toggleStyle(ShapeToggleStyle(isSwitch: on))
        case .pathStack(let flag, let root, let destination):
            NavigationStack(path: Bindable(models.flags[flag]).value.asPath) {
                ShapeView(shape: root, models: models)
                    .navigationDestination(for: Int.self) { _ in ShapeView(shape: destination, models: models) }
            }
        case .tabs(let flag, let a, let b):
            TabView(selection: Bindable(models.flags[flag]).value) {
                ShapeView(shape: a, models: models).tabItem { Text("A") }.tag(false)
                ShapeView(shape: b, models: models).tabItem { Text("B") }.tag(true)
            }
        case .disclosure(let flag, let child):
            DisclosureGroup("D", isExpanded: Bindable(models.flags[flag]).value) {
                ShapeView(shape: child, models: models)
            }
        case .segments(let flag):
            Picker("P", selection: Bindable(models.flags[flag]).value) {
                Text("n").tag(false)
                Text("y").tag(true)
            }
            .pickerStyle(.segmented)
        case .table(let list):
            let rows = models.rowLists[list]
            Table(rows.items.sorted(using: rows.order), sortOrder: Bindable(rows).order) {
                TableColumn("Title", value: \.title)
                TableColumn("N", value: \.id) { Text($0.isDone ? "x" : "-") }.width(2)
            }
            .frame(height: 4)
        case .split(let flag, let sidebar, let detail):
            NavigationSplitView(preferredCompactColumn: Bindable(models.flags[flag]).value.asCompactColumn) {
                ShapeView(shape: sidebar, models: models)
            } detail: {
                ShapeView(shape: detail, models: models)
            }
        case .outline(let list):
            OutlineGroup(ShapeOutlineNode.tree(of: models.rowLists[list].items), children: \.children) { node in
                ShapeRow(item: node.item)
            }
        case .form, .groupBox, .label, .secure, .stepper, .slider, .badge, .searchable:
            ShapeControlView(shape: shape, models: models)
        case .menu, .picker, .contextMenu, .dialog, .help, .link, .unavailable, .gauge:
            ShapeMenuView(shape: shape, models: models)
        case .editableRows, .markdown, .lazyScroll, .lazyGrid, .effects, .lettersOverlay, .positioned, .progress,
            .boundRows, .modified, .inPoints, .aspect, .containerRelative:
            ShapeVocabularyView(shape: shape, models: models)
        case .toggle(let flag):
            Toggle("f\(flag)", isOn: Bindable(models.flags[flag]).value)
        case .field(let name):
            TextField("name", text: Bindable(models.names[name]).value)
        case .editor(let name):
            TextEditor(text: Bindable(models.names[name]).value).frame(height: 3)
        case .navigation(let title, let child):
            NavigationStack {
                ShapeView(shape: child, models: models).navigationTitle(models.names[title].value)
            }
        case .sheet(let flag, let base, let top):
            ShapeView(shape: base, models: models)
                .sheet(isPresented: Bindable(models.flags[flag]).value) { ShapeView(shape: top, models: models) }
        case .zstack(let children):
            ZStack {
                Color.blue
                ForEach(children.indices, id: \.self) { ShapeView(shape: children[$0], models: models) }
            }
        case .decorated(let base, let top, let below):
            if below {
                ShapeView(shape: base, models: models).background { ShapeView(shape: top, models: models) }
            } else {
                ShapeView(shape: base, models: models).overlay(alignment: .topLeading) {
                    ShapeView(shape: top, models: models)
                }
            }
        case .prioritized(let flag, let child):
            ShapeView(shape: child, models: models).layoutPriority(models.flags[flag].value ? 1 : 0)
        case .fixedWidth(let child):
            ShapeView(shape: child, models: models).fixedSize(horizontal: true, vertical: false)
        case .flow(let children):
            FlowLayout {
                ForEach(children.indices, id: \.self) { ShapeView(shape: children[$0], models: models) }
            }
        case .fitting(let children):
            ViewThatFits(in: .horizontal) {
                ForEach(children.indices, id: \.self) { ShapeView(shape: children[$0], models: models) }
            }
        case .adaptive(let flag, let children):
            let layout =
                models.flags[flag].value ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
            layout {
                ForEach(children.indices, id: \.self) { ShapeView(shape: children[$0], models: models) }
            }
        case .grid(let a, let b, let c, let name):
            Grid {
                GridRow {
                    ShapeView(shape: a, models: models); ShapeView(shape: b, models: models)
                }
                Divider()
                GridRow {
                    ShapeView(shape: c, models: models)
                    Text(models.names[name].value).gridColumnAlignment(.trailing)
                }
                // A name across both columns: a span wider than they are widens the last.
                GridRow { Text(models.names[name].value + "|").gridCellColumns(2) }
            }
        case .offset(let flag, let after, let child):
            // After the offset: nothing, a clip, or a modifier with a node of its own (a tap, a
            // drag), which draws the moved view within the body that moved it.
            let on = models.flags[flag].value
            let moved = ShapeView(shape: child, models: models).offset(x: on ? 2 : -1, y: on ? 1 : 0)
            switch after {
            case 1: moved.clipped()
            case 2: moved.onTapGesture {}
            case 3: moved.gesture(DragGesture())
            default: moved
            }
        case .guided(let flag, let child):
            let on = models.flags[flag].value
            ShapeView(shape: child, models: models).alignmentGuide(HorizontalAlignment.center) { on ? $0.width : 0 }
        case .geometry(let child):
            GeometryReader { proxy in
                VStack {
                    Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
                    ShapeView(shape: child, models: models)
                }
            }
        }
    }
}

/// A flag's style for the buttons inside: prominent while set, plain otherwise.
struct ShapeButtonStyle: PrimitiveButtonStyle {
    let prominent: Bool

    func makeBody(configuration: Configuration) -> some View {
        if prominent {
            BorderedProminentButtonStyle().makeBody(configuration: configuration)
        } else {
            PlainButtonStyle().makeBody(configuration: configuration)
        }
    }
}

/// A flag's style for the toggles inside: switches while set, check boxes otherwise.
struct ShapeToggleStyle: ToggleStyle {
    let isSwitch: Bool

    func makeBody(configuration: Configuration) -> some View {
        if isSwitch {
            SwitchToggleStyle().makeBody(configuration: configuration)
        } else {
            CheckboxToggleStyle().makeBody(configuration: configuration)
        }
    }
}

/// A row of an outline shape: the first row of a list holds the others.
struct ShapeOutlineNode: Identifiable {
    let item: TodoItem
    let children: [ShapeOutlineNode]?

    var id: Int { item.id }

    static func tree(of items: [TodoItem]) -> [ShapeOutlineNode] {
        guard let first = items.first else { return [] }
        return [
            ShapeOutlineNode(item: first, children: items.dropFirst().map { ShapeOutlineNode(item: $0, children: nil) })
        ]
    }
}

extension Binding<Bool> {
    /// The detail column while the flag is set, the sidebar otherwise.
    var asCompactColumn: Binding<NavigationSplitViewColumn> {
        Binding<NavigationSplitViewColumn>(
            get: { wrappedValue ? .detail : .sidebar }, set: { wrappedValue = $0 == .detail })
    }

    /// A path of one value while the flag is set: popping it clears the flag.
    var asPath: Binding<[Int]> {
        Binding<[Int]>(get: { wrappedValue ? [1] : [] }, set: { wrappedValue = !$0.isEmpty })
    }
}
