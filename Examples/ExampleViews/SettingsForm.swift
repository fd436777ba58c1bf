import TrackingCore
import ViewTree

/// The settings a form edits: an `@Trackable` model, so each control's body runs only when
/// its own value changes.
@Trackable public final class Settings {
    /// The name shown to others.
    public var displayName = ""
    /// The account's password.
    public var password = ""
    /// Whether notifications are sent.
    public var notifications = true
    /// How many reminders a day.
    public var reminders = 1
    /// The alert volume, 0 to 100.
    public var volume = 50.0
    /// The colour theme.
    public var theme = Theme.light

    /// Settings at their defaults.
    public init() {}
}

/// The themes the form offers.
public enum Theme: String, CaseIterable, Hashable, Sendable {
    /// Dark text on light.
    case light
    /// Light text on dark.
    case dark
    /// Whatever the terminal uses.
    case system
}

/// A form in sections: a text field and a secure field, a switch, a stepper and a slider,
/// a segmented picker, and a summary line that reads them all. Return in the name field moves
/// on.
public struct SettingsForm: View {
    @Bindable var settings: Settings
    @FocusState private var nameFocused: Bool

    /// A form editing `settings`.
    public init(settings: Settings) {
        self.settings = settings
    }

    /// The sections and the summary.
    public var body: some View {
        Form {
            Section("Profile") {
                TextField("Display name", text: $settings.displayName)
                    .focused($nameFocused)
                    .onSubmit { nameFocused = false }
                SecureField("Password", text: $settings.password)
            }
            Section {
                Toggle("Notifications", isOn: $settings.notifications)
                    .toggleStyle(.switch)
                RemindersStepper(settings: settings)
                Slider(value: $settings.volume, in: 0...100, step: 10) { Text("Volume") }
            } header: {
                Text("Alerts")
            } footer: {
                Text("Reminders come at even hours.")
            }
            Section("Look") {
                Picker("Theme", selection: $settings.theme) {
                    ForEach(Theme.allCases, id: \.self) { Text($0.rawValue) }
                }
                .pickerStyle(.segmented)
            }
            SettingsSummary(settings: settings)
        }
        .padding(1)
    }
}

/// The stepper, whose title shows its value: a view of its own, so a step runs it alone.
struct RemindersStepper: View {
    @Bindable var settings: Settings

    var body: some View {
        Stepper("Reminders a day: \(settings.reminders)", value: $settings.reminders, in: 0...5)
    }
}

/// One line that reads every setting: it runs when any changes, and only then.
struct SettingsSummary: View {
    let settings: Settings

    var body: some View {
        let name = settings.displayName.isEmpty ? "nobody" : settings.displayName
        let alerts = settings.notifications ? "\(settings.reminders) a day at \(Int(settings.volume))%" : "off"
        Text("\(name), alerts \(alerts), \(settings.theme.rawValue) theme")
    }
}
