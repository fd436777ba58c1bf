import Foundation
import Testing

@testable import ViewTree

/// `@AppStorage`, as SwiftUI's: values kept in a settings file under keys, shared by the views
/// that read a key, kept across runs.
@Suite @MainActor struct AppStorageTests {
    enum Theme: String { case light, dark }

    struct ShowsDoneToggle: View {
        @AppStorage("showsDone") private var showsDone = true
        var body: some View { Toggle("Show done", isOn: $showsDone) }
    }

    struct ShowsDoneLabel: View {
        @AppStorage("showsDone") private var showsDone = true
        var body: some View { Text(showsDone ? "showing done" : "hiding done") }
    }

    struct ThemeLabel: View {
        @AppStorage("theme") private var theme = Theme.light
        @AppStorage("fontSize") private var fontSize = 12.0
        var body: some View { Text("\(theme.rawValue) \(Int(fontSize))") }
    }

    struct Settings: View {
        var body: some View {
            VStack(alignment: .leading) {
                ShowsDoneToggle()
                ShowsDoneLabel()
                ThemeLabel()
            }
        }
    }

    static func scratchFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("app-storage-\(UUID().uuidString)")
            .appendingPathComponent("settings.json")
    }

    @Test func aKeySetInOneViewRunsTheViewsThatReadItAndIsWrittenToTheFile() throws {
        let url = Self.scratchFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let host = ViewHost(Settings().defaultAppStorage(AppStorageFile(url: url)), width: 30, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines == ["[x] Show done", "showing done", "light 12"], "the defaults")
        #expect(!FileManager.default.fileExists(atPath: url.path), "nothing written before a change")
        host.send(.tab)
        host.send(.character(" "))
        let frame = host.renderFrame()
        #expect(host.buffer.lines == ["[ ] Show done", "hiding done", "light 12"])
        #expect(Set(frame.evaluatedNodes) == ["Toggle", "ShowsDoneLabel"], "the readers of the key, no other")
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        #expect(written?["showsDone"] as? Bool == false)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(leftovers == ["settings.json"], "written atomically: no temporary file left")
    }

    @Test func valuesOutliveTheRunAndABadFileReadsAsDefaults() throws {
        let url = Self.scratchFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let first = AppStorageFile(url: url)
        AppStorage(wrappedValue: Theme.light, "theme", store: first).wrappedValue = .dark
        AppStorage(wrappedValue: 12.0, "fontSize", store: first).wrappedValue = 14.5
        let host = ViewHost(ThemeLabel().defaultAppStorage(AppStorageFile(url: url)), width: 20, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["dark 14"], "a new run reads what the last one kept")
        try Data("not json".utf8).write(to: url)
        let damaged = ViewHost(ThemeLabel().defaultAppStorage(AppStorageFile(url: url)), width: 20, height: 1)
        damaged.renderFrame()
        #expect(damaged.buffer.lines == ["light 12"])
    }

    @Test func anOptionalValueIsNilUntilSetAndNilRemovesIt() {
        let url = Self.scratchFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let file = AppStorageFile(url: url)
        let name = AppStorage<String?>("name", store: file)
        #expect(name.wrappedValue == nil)
        name.wrappedValue = "Ann"
        #expect(AppStorage<String?>("name", store: AppStorageFile(url: url)).wrappedValue == "Ann")
        name.wrappedValue = nil
        #expect(AppStorage<String?>("name", store: AppStorageFile(url: url)).wrappedValue == nil)
    }
}
