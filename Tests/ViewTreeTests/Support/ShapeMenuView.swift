import Foundation
import TrackingCore
import ViewTree

/// The pop-ups, hints and placeholders of a random shape: menus, menu and inline pickers,
/// context menus, confirmation dialogs, gauges, help, links and unavailable content. A menu's items
/// change the models the rest of the shape reads; what is open is the menu's own state, which
/// the oracle opens again in a fresh render with the key that opened it.
struct ShapeMenuView: View {
    let shape: RandomShape
    let models: ShapeModels

    var body: some View {
        switch shape {
        case .menu(let name, let flag):
            Menu(models.names[name].value) {
                Button("flip") { models.flags[flag].value.toggle() }
                Divider()
                Button("rename") { models.names[name].value = "Typed" }
            }
        case .picker(let flag, let asMenu):
            let picker = Picker("P", selection: Bindable(models.flags[flag]).value) {
                Text("no").tag(false)
                Text("yes").tag(true)
            }
            if asMenu { picker.pickerStyle(.menu) } else { picker.pickerStyle(.inline) }
        case .contextMenu(let flag, let child):
            ShapeView(shape: child, models: models)
                .contextMenu {
                    Button("flip") { models.flags[flag].value.toggle() }
                }
        case .dialog(let flag, let child):
            ShapeView(shape: child, models: models)
                .confirmationDialog("Sure?", isPresented: Bindable(models.flags[flag]).value) {
                    Button("other") { models.flags[(flag + 1) % ShapeModels.flagCount].value.toggle() }
                }
        case .gauge(let number):
            Gauge(value: models.numbers[number].level) { Text("g") }
        case .help(let name, let child):
            ShapeView(shape: child, models: models).help(models.names[name].value)
        case .link(let name):
            // Opened by the test's action, never the system's opener.
            Link(models.names[name].value, destination: URL(string: "https://example.com")!)
                .environment(\.openURL, OpenURLAction { _ in .handled })
        case .unavailable(let name):
            ContentUnavailableView(models.names[name].value, systemImage: "tray", description: Text("none"))
        default:
            EmptyView()
        }
    }
}
