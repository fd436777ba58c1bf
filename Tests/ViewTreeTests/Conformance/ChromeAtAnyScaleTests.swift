import Foundation
import Testing

@testable import ViewTree

/// The framework's own views (bars, rows, sheets, pickers, tables) are drawn in cells: with
/// no length written by the app, a screen is the same at one point a cell and at SwiftUI's
/// 8 by 22. Each built-in view that spaces or pads itself is drawn here at both scales.
@Suite @MainActor struct ChromeAtAnyScaleTests {
    struct Row: Identifiable {
        let id: Int
        let name: String
        let size: String
    }

    enum Gallery: String, CaseIterable {
        case navigationAndToolbar, form, tabs, table, splitView, sheet, dialog, controls, menuAndPicker, outline,
            groupAndDisclosure, searchable
    }

    @ViewBuilder
    private static func view(_ gallery: Gallery) -> some View {
        switch gallery {
        case .navigationAndToolbar:
            NavigationStack {
                List {
                    NavigationLink("Inbox", value: 1)
                    Text("Drafts").badge(3)
                }
                .navigationTitle("Mail")
                .toolbar {
                    Button("New") {}; Button("Edit") {}
                }
            }
        case .form:
            Form {
                Section("Account") {
                    Toggle("Sync", isOn: .constant(true))
                    LabeledContent("Name", value: "Ann")
                    Stepper("Copies: 2", value: .constant(2))
                }
                Section {
                    Text("Plain")
                } footer: {
                    Text("A footer")
                }
            }
        case .tabs:
            TabView {
                Text("First").tabItem { Label("One", systemImage: "star") }
                Text("Second").tabItem { Label("Two", systemImage: "circle") }
            }
        case .table:
            Table([Row(id: 1, name: "notes.txt", size: "3 KB"), Row(id: 2, name: "a.png", size: "1 MB")]) {
                TableColumn("Name", value: \.name)
                TableColumn("Size", value: \.size)
            }
        case .splitView:
            NavigationSplitView {
                List { Text("Folders") }
            } detail: {
                Text("Detail")
            }
        case .sheet:
            Text("Behind").sheet(isPresented: .constant(true)) { Text("On top") }
        case .dialog:
            Text("Behind").confirmationDialog("Delete?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
            }
        case .controls:
            VStack {
                Slider(value: .constant(0.5))
                ProgressView(value: 0.3)
                Gauge(value: 0.7) { Text("Level") }
                Button("Go") {}.buttonStyle(.bordered)
                Toggle("Checked", isOn: .constant(false)).toggleStyle(.checkbox)
            }
        case .menuAndPicker:
            VStack {
                Menu("Actions") { Button("Copy") {} }
                Picker("Size", selection: .constant(1)) {
                    Text("S").tag(0); Text("M").tag(1)
                }
                .pickerStyle(.segmented)
                Picker("Kind", selection: .constant(0)) {
                    Text("A").tag(0); Text("B").tag(1)
                }
                .pickerStyle(.inline)
                DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
            }
        case .outline:
            OutlineGroup(OutlineItem.tree, children: \.children) { Text($0.name) }
        case .groupAndDisclosure:
            VStack {
                GroupBox("Box") { Text("boxed") }
                DisclosureGroup("More", isExpanded: .constant(true)) { Text("inside") }
                ControlGroup {
                    Button("A") {}; Button("B") {}
                }
                Label("Starred", systemImage: "star")
            }
        case .searchable:
            NavigationStack {
                List {
                    Text("apple"); Text("pear")
                }.searchable(text: .constant("ap"))
            }
        }
    }

    struct OutlineItem: Identifiable {
        let id: String
        var name: String { id }
        var children: [OutlineItem]?

        static let tree = [OutlineItem(id: "root", children: [OutlineItem(id: "leaf", children: nil)])]
    }

    private func screen(_ gallery: Gallery, scale: CGSize) -> [String] {
        let host = ViewHost(Self.view(gallery).environment(\.pointsPerCell, scale), width: 50, height: 14)
        host.renderFrame()
        return host.buffer.lines
    }

    @Test(arguments: Gallery.allCases)
    func aBuiltInViewIsDrawnTheSameInPointsAsInCells(_ gallery: Gallery) {
        let inCells = screen(gallery, scale: CGSize(width: 1, height: 1))
        #expect(inCells.contains { !$0.isEmpty })
        #expect(screen(gallery, scale: EnvironmentValues.swiftUIPointsPerCell) == inCells)
    }
}
