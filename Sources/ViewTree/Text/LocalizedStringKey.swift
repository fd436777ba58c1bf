/// A `Text` literal, as SwiftUI's `LocalizedStringKey`: `Text("Hello")` and
/// `Text("Total: \(total, format: .currency(code: "EUR"))")`. A terminal app has no string
/// catalog, so the key is the text; its literal parts may hold inline Markdown (see
/// `Text`), its interpolated values show as they are. Interpolations take what SwiftUI's do:
/// any value, a `specifier:` (`"%.1f"`), a `format:` (Foundation's format styles), a
/// `formatter:`, a date `style:`, a `Text` and an `Image`.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key's source: literal parts as written, values escaped from Markdown.
    let source: String

    /// The key `value`.
    public init(_ value: String) {
        source = value
    }

    /// A key written as a literal.
    public init(stringLiteral value: String) {
        source = value
    }

    /// A key written with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        source = stringInterpolation.source
    }

    /// The parts of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var source = ""

        /// Room for `literalCapacity` characters.
        public init(literalCapacity: Int, interpolationCount: Int) {
            source.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// A literal part, Markdown included.
        public mutating func appendLiteral(_ literal: String) {
            source += literal
        }

        /// A value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value))
        }

        /// A whole number: its digits, which hold no Markdown (the common case, kept cheap).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            source += String(value)
        }

        /// A string, as it is.
        public mutating func appendInterpolation(_ string: String) {
            append(string)
        }

        /// A number written with a `printf` specifier: `"\(price, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(String(format: specifier, value))
        }

        /// A value in a format style: `"\(amount, format: .currency(code: "EUR"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            append(format.format(input))
        }

        /// A value written by `formatter`.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
            append(formatter?.string(for: subject) ?? "\(subject)")
        }

        /// A value written by `formatter`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter?
        ) {
            append(formatter?.string(for: subject) ?? "\(subject)")
        }

        /// A date in a `Text` date style.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(style.string(for: date))
        }

        /// A text's characters, bold, italic and struck through as its styles over all of it
        /// say (written as Markdown, which the literal reads); its colours and the styles of
        /// its parts are not kept: join styled texts with `+` to keep them.
        public mutating func appendInterpolation(_ text: Text) {
            var (before, after) = ("", "")
            let all = text.runs.isEmpty ? 0..<0 : 0..<text.content.count
            for run in text.runs where run.range == all && !all.isEmpty {
                for (isOn, marker) in [
                    (run.change.bold, "**"), (run.change.italic, "*"), (run.change.strikethrough, "~~"),
                ]
                where isOn == true {
                    before += marker
                    after = marker + after
                }
            }
            source += before
            append(text.content)
            source += after
        }

        /// An image's character.
        public mutating func appendInterpolation(_ image: Image) {
            append(image.symbol)
        }

        private mutating func append(_ value: String) {
            source += TextMarkdown.escaped(value)
        }
    }
}
