import TrackingCore
import ViewTree

/// The settings a form edits: an `@Trackable` model, so each control's body runs only when
/// its own value changes.
@Trackable public final class Settings {
    /// The name shown to others.
    public var displayName = ""
    /// Whether notifications are sent.
    public var notifications = true
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

/// A form: a text field, a toggle and a picker over ``Settings``, and a summary line that
/// reads them all. Return in the field moves on to the toggle.
public struct SettingsForm: View {
    @Bindable var settings: Settings
    @FocusState private var nameFocused: Bool

    /// A form editing `settings`.
    public init(settings: Settings) {
        self.settings = settings
    }

    /// The controls and the summary.
    public var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Settings").bold()
            VStack(alignment: .leading) {
                TextField("Display name", text: $settings.displayName)
                    .focused($nameFocused)
                    .onSubmit { nameFocused = false }
                Toggle("Notifications", isOn: $settings.notifications)
                Picker("Theme", selection: $settings.theme) {
                    ForEach(Theme.allCases, id: \.self) { theme in
                        Text(theme.rawValue).tag(theme)
                    }
                }
            }
            SettingsSummary(settings: settings)
        }
        .padding(1)
    }
}

/// One line that reads every setting: it runs when any changes, and only then.
struct SettingsSummary: View {
    let settings: Settings

    var body: some View {
        let name = settings.displayName.isEmpty ? "nobody" : settings.displayName
        Text("\(name), notifications \(settings.notifications ? "on" : "off"), \(settings.theme.rawValue) theme")
    }
}
