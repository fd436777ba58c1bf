import Foundation

/// A value kept in the app's settings file under a key, as SwiftUI's `@AppStorage`:
/// `@AppStorage("showsDone") var showsDone = true`. Reading it in a body runs the view again
/// when the key changes (from any view); setting it writes the file (see ``AppStorageFile``).
/// Values are any `Codable` (`Bool`, `Int`, `Double`, `String`, `URL`, `Data`, ...) or an enum
/// with `String` or `Int` raw values.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let file: AppStorageFile?
    private let encode: (Value) -> Data?
    private let decode: (Data) -> Value?
    @Environment(\.appStorageFile) private var environmentFile

    /// The value under `key` in `store` (the environment's file, or the app's, when nil);
    /// `wrappedValue` until one is set.
    public init(wrappedValue: Value, _ key: String, store: AppStorageFile? = nil) where Value: Codable {
        self.init(key, wrappedValue, store, encode: { try? JSONEncoder().encode($0) }) {
            try? JSONDecoder().decode(Value.self, from: $0)
        }
    }

    /// An enum kept as its `String` raw value.
    public init(wrappedValue: Value, _ key: String, store: AppStorageFile? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, wrappedValue, store, encode: { try? JSONEncoder().encode($0.rawValue) }) {
            (try? JSONDecoder().decode(String.self, from: $0)).flatMap { Value(rawValue: $0) }
        }
    }

    /// An enum kept as its `Int` raw value.
    public init(wrappedValue: Value, _ key: String, store: AppStorageFile? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, wrappedValue, store, encode: { try? JSONEncoder().encode($0.rawValue) }) {
            (try? JSONDecoder().decode(Int.self, from: $0)).flatMap { Value(rawValue: $0) }
        }
    }

    /// An optional value under `key`, nil until one is set (SwiftUI's optional
    /// `@AppStorage("key") var name: String?`); setting nil removes it.
    public init<Wrapped: Codable>(_ key: String, store: AppStorageFile? = nil) where Value == Wrapped? {
        self.init(key, nil, store, encode: { $0.flatMap { try? JSONEncoder().encode($0) } }) {
            try? JSONDecoder().decode(Wrapped.self, from: $0)
        }
    }

    private init(
        _ key: String, _ defaultValue: Value, _ file: AppStorageFile?, encode: @escaping (Value) -> Data?,
        decode: @escaping (Data) -> Value?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.file = file
        self.encode = encode
        self.decode = decode
    }

    private var store: AppStorageFile { file ?? environmentFile ?? .standard }

    /// The value kept, or the default.
    public var wrappedValue: Value {
        get { store.value(key, decode: decode) ?? defaultValue }
        nonmutating set { store.set(key, json: encode(newValue)) }
    }

    /// A binding to the value kept.
    public var projectedValue: Binding<Value> {
        let (store, key, encode, decode, defaultValue) = (self.store, key, encode, decode, defaultValue)
        return Binding(
            get: { store.value(key, decode: decode) ?? defaultValue }, set: { store.set(key, json: encode($0)) })
    }

    /// Framework internal: connects the environment it reads to the view's node.
    public func _link(to node: _NodeHandle, slot: Int, name: String) {
        _environmentFile._link(to: node, slot: slot, name: name)
    }
}
