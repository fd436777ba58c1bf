import Testing
import TrackingCore

@testable import ViewTree

/// Toggle styles, as SwiftUI's `ToggleStyle` and `.toggleStyle(_:)`: the built-in looks in
/// cells, a style whose body is a button, `Toggle(configuration)`, and a flip running only
/// the toggle.
@Suite @MainActor struct ToggleStyleTests {
    @Trackable final class Settings {
        var wifi = true
        var bluetooth = false
    }

    /// A favourites row: the label, then a star that is filled while on. Its body is one
    /// borderless button that flips the value, tinted yellow.
    struct StarredToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            let star = configuration.isOn ? "star.fill" : "star"
            return Button(action: { configuration.isOn.toggle() }) {
                HStack {
                    configuration.label
                    Image(systemName: star)
                }
            }
            .buttonStyle(.borderless)
            .tint(.yellow)
        }
    }

    /// A style that keeps the current one and frames it.
    struct FramedToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).border()
        }
    }

    struct SettingsForm: View {
        let settings: Settings
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Wi-Fi", isOn: Bindable(settings).wifi)
                Toggle("Bluetooth", isOn: Bindable(settings).bluetooth)
            }
        }
    }

    @Test func theBuiltInStylesDrawTheValueAsDocumented() {
        let settings = Settings()
        func screen(_ style: some ToggleStyle) -> [String] {
            Sample.host(24, 2) { SettingsForm(settings: settings).toggleStyle(style) }.buffer.lines
        }
        #expect(Sample.host(24, 2) { SettingsForm(settings: settings) }.buffer.lines == ["[x] Wi-Fi", "[ ] Bluetooth"])
        #expect(screen(.automatic) == ["[x] Wi-Fi", "[ ] Bluetooth"])
        #expect(screen(.checkbox) == ["[x] Wi-Fi", "[ ] Bluetooth"])
        #expect(screen(.switch) == ["Wi-Fi (━●)", "Bluetooth (○━)"])
        #expect(screen(.button) == ["[ Wi-Fi ]", "[ Bluetooth ]"])
        let button = Sample.host(24, 2) { SettingsForm(settings: settings).toggleStyle(.button).tint(.cyan) }.buffer
        #expect(button[2, 0].style.bold && button[2, 0].style.foreground == .cyan)
        #expect(!button[2, 1].style.bold && button[2, 1].style.foreground == .default)
        let switches = Sample.host(24, 2) { SettingsForm(settings: settings).toggleStyle(.switch).tint(.green) }.buffer
        #expect(switches[7, 0].style.foreground == .green && switches[11, 1].style.foreground == .default)
    }

    @Test func aFlipRunsOnlyTheToggleWhateverTheStyle() {
        let settings = Settings()
        let host = ViewHost(SettingsForm(settings: settings).toggleStyle(.switch), width: 24, height: 2)
        host.renderFrame()
        host.send(.tab)
        host.renderFrame()
        let focused = host.focusedIdentity
        #expect(host.send(.character(" ")) == .handled)
        #expect(!settings.wifi)
        #expect(host.renderFrame().evaluatedNodes == [focused])
        #expect(host.buffer.lines == ["Wi-Fi (○━)", "Bluetooth (○━)"])
        #expect(host.buffer[0, 0].style.reverse, "focused: reversed, whatever the style")
    }

    @Test func aStyleWhoseBodyIsAButtonIsOneControlThatTheKeysAndClicksFlip() {
        let settings = Settings()
        let host = ViewHost(SettingsForm(settings: settings).toggleStyle(StarredToggleStyle()), width: 24, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines == ["Wi-Fi ★", "Bluetooth ☆"])
        #expect(host.buffer[0, 0].style.foreground == .yellow, "borderless takes the tint")
        host.send(.tab)
        host.renderFrame()
        let first = host.focusedIdentity
        host.send(.tab)
        host.renderFrame()
        #expect(host.focusedIdentity != first, "Tab goes from toggle to toggle: the buttons inside take no focus")
        host.send(.tab)
        #expect(host.focusedIdentity == first)
        host.send(.enter)
        #expect(!settings.wifi)
        host.send(.mouse(MouseEvent(.click, x: 3, y: 1)))
        #expect(settings.bluetooth, "a click on the row flips it once")
        host.renderFrame()
        #expect(host.buffer.lines == ["Wi-Fi ☆", "Bluetooth ★"])
    }

    @Test func toggleConfigurationKeepsTheStyleOutside() {
        let settings = Settings()
        let host = ViewHost(
            Toggle("Wi-Fi", isOn: Bindable(settings).wifi).toggleStyle(FramedToggleStyle()).toggleStyle(.switch),
            width: 24, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines == ["┌──────────┐", "│Wi-Fi (━●)│", "└──────────┘"])
        host.send(.tab)
        host.send(.enter)
        #expect(!settings.wifi, "the styled toggle, not the one in its body, acts")
    }
}
