import TrackingCore
import ViewTree

/// The controls and containers of a random shape that forms and settings screens use: forms,
/// group boxes, labels, secure fields, steppers, sliders, badges and search fields.
struct ShapeControlView: View {
    let shape: RandomShape
    let models: ShapeModels

    var body: some View {
        switch shape {
        case .form(let a, let b):
            Form {
                Section {
                    ShapeView(shape: a, models: models)
                } header: {
                    Text("Head")
                } footer: {
                    Text("Foot")
                }
                Section { ShapeView(shape: b, models: models) }
            }
        case .groupBox(let name, let child):
            GroupBox(models.names[name].value) { ShapeView(shape: child, models: models) }
        case .label(let name):
            Label(models.names[name].value, systemImage: "star")
        case .secure(let name):
            SecureField("pw", text: Bindable(models.names[name]).value)
        case .stepper(let number):
            Stepper("n\(models.numbers[number].count)", value: Bindable(models.numbers[number]).count, in: 0...5)
        case .slider(let number):
            Slider(value: Bindable(models.numbers[number]).level, in: 0...1, step: 0.25)
        case .badge(let number, let child):
            ShapeView(shape: child, models: models).badge(models.numbers[number].count)
        case .searchable(let name, let child):
            ShapeView(shape: child, models: models).searchable(text: Bindable(models.names[name]).value)
        default:
            EmptyView()
        }
    }
}
