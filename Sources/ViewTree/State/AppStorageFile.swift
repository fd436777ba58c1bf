import Foundation
import TrackingCore

/// The file `@AppStorage` keeps its values in, as SwiftUI's user defaults: one JSON object,
/// a key per value, written atomically after each change. A view that reads a key runs again
/// when that key changes, wherever it is set from; other keys do not run it.
@MainActor
public final class AppStorageFile {
    /// Where the values are kept.
    public let url: URL
    private var values: [String: StoredValue]?

    /// One key's value as JSON, tracked on its own.
    @Trackable final class StoredValue {
        var json: Data?
        init(json: Data?) { self.json = json }
    }

    /// The values kept in `url` (read when first asked for; a missing or unreadable file is
    /// empty and is written anew on the first change).
    public init(url: URL) {
        self.url = url
    }

    /// The app's file: `app-storage.json` in a folder named after the program, in
    /// `$XDG_CONFIG_HOME` (`~/.config` when it is not set).
    public static let standard = AppStorageFile(url: standardURL())

    /// The value for `key`, decoded; nil when there is none or it does not decode.
    func value<Value>(_ key: String, decode: (Data) -> Value?) -> Value? {
        (stored(key).json).flatMap(decode)
    }

    /// Sets `key` to `json` and writes the file.
    func set(_ key: String, json: Data?) {
        let box = stored(key)
        guard box.json != json else { return }
        box.json = json
        write()
    }

    private func stored(_ key: String) -> StoredValue {
        if values == nil { values = Self.read(url) }
        if let box = values?[key] { return box }
        let box = StoredValue(json: nil)
        values?[key] = box
        return box
    }

    private static func read(_ url: URL) -> [String: StoredValue] {
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object.compactMapValues { value in
            (try? JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed)).map(StoredValue.init)
        }
    }

    private func write() {
        var object: [String: Any] = [:]
        for (key, box) in values ?? [:] {
            if let json = box.json,
                let value = try? JSONSerialization.jsonObject(with: json, options: .fragmentsAllowed)
            {
                object[key] = value
            }
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        else { return }
        // A value that cannot be kept stays in memory for this run: settings are not worth
        // stopping the app for.
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    private nonisolated static func standardURL() -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return base.appendingPathComponent(ProcessInfo.processInfo.processName)
            .appendingPathComponent("app-storage.json")
    }
}

extension View {
    /// The file `@AppStorage` properties inside use when they name none.
    public func defaultAppStorage(_ file: AppStorageFile) -> EnvironmentWriter<Self> {
        environment(\.appStorageFile, file)
    }
}

private struct AppStorageFileKey: EnvironmentKey {
    static var defaultValue: AppStorageFile? { nil }
}

extension EnvironmentValues {
    /// The file `@AppStorage` uses here; nil: ``AppStorageFile/standard``.
    var appStorageFile: AppStorageFile? {
        get { self[AppStorageFileKey.self] }
        set { self[AppStorageFileKey.self] = newValue }
    }
}
