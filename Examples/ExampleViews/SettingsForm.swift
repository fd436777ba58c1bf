import TrackingCore
import ViewTree

/// The settings a form edits: an `@Trackable` model, so each control's body runs only when
/// its own value changes.
@Trackable public final class Settings {
    /// Whether notifications are sent.
    public var notifications = true
    /// Whether the dark theme is used.
    public var darkMode = false

    /// Settings at their defaults.
    public init() {}
}

/// A form of toggles over ``Settings``, and a summary line that reads both.
public struct SettingsForm: View {
    @Bindable var settings: Settings

    /// A form editing `settings`.
    public init(settings: Settings) {
        self.settings = settings
    }

    /// The toggles and the summary.
    public var body: some View {
        VStack(spacing: 1) {
            Text("Settings").bold()
            VStack {
                Toggle("Notifications", isOn: $settings.notifications)
                Toggle("Dark mode", isOn: $settings.darkMode)
            }
            SettingsSummary(settings: settings)
        }
        .padding(1)
    }
}

/// One line that reads both settings: it runs when either changes, and only then.
struct SettingsSummary: View {
    let settings: Settings

    var body: some View {
        Text("notifications \(settings.notifications ? "on" : "off"), \(settings.darkMode ? "dark" : "light") theme")
    }
}
