import Foundation

extension NavigationPath {
    /// A path in a form that can be saved and read back (with `JSONEncoder`, `@AppStorage`,
    /// a file), as SwiftUI's: each value with the name of its type, so that reading it back
    /// makes values of the same types. Read back by `NavigationPath(_:)`.
    ///
    /// Its encoding is this package's own (a list of type names and JSON values), not the one
    /// SwiftUI writes on Apple platforms.
    public struct CodableRepresentation: Codable, Equatable {
        fileprivate let elements: [AnyHashable]

        fileprivate init(elements: [AnyHashable]) {
            self.elements = elements
        }

        /// One value: the mangled name of its type, and the value as JSON.
        private struct Entry: Codable {
            let type: String
            let value: String
        }

        /// Writes each value with its type's name; a value that is not `Encodable` fails.
        public func encode(to encoder: any Encoder) throws {
            var entries: [Entry] = []
            for element in elements {
                guard let value = element.base as? any Encodable, let name = _mangledTypeName(type(of: element.base))
                else {
                    throw EncodingError.invalidValue(
                        element.base, .init(codingPath: encoder.codingPath, debugDescription: "not Encodable"))
                }
                entries.append(
                    Entry(type: name, value: String(decoding: try JSONEncoder().encode(value), as: UTF8.self)))
            }
            var container = encoder.singleValueContainer()
            try container.encode(entries)
        }

        /// Reads each value back as its type; a type this program does not have, or one that
        /// is not `Decodable` and `Hashable`, fails.
        public init(from decoder: any Decoder) throws {
            let entries = try decoder.singleValueContainer().decode([Entry].self)
            elements = try entries.map { entry in
                guard let type = _typeByName(entry.type) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: decoder.codingPath, debugDescription: "no Decodable type \(entry.type)"))
                }
                return try Self.decode(type, from: Data(entry.value.utf8))
            }
        }

        private static func decode<Value: Decodable & Hashable>(_ type: Value.Type, from data: Data) throws
            -> AnyHashable
        {
            AnyHashable(try JSONDecoder().decode(type, from: data))
        }
    }

    /// The path in a form that can be saved, or nil when one of its values is not `Codable`.
    public var codable: CodableRepresentation? {
        guard elements.allSatisfy({ $0.base is any Codable }) else { return nil }
        return CodableRepresentation(elements: elements)
    }

    /// The path a saved ``CodableRepresentation`` holds.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.elements
    }
}
