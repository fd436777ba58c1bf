/// Modifiers of how pictures and symbol images scale and are coloured: a terminal draws a
/// symbol as one character in the text's colour, and a picture as its placeholder, so these
/// compile and change nothing (see <doc:ComingFromSwiftUI>).
extension View {
    /// The size of symbol images: a symbol is one character.
    public func imageScale(_ scale: Image.Scale) -> Self { self }

    /// Symbol images' colouring: a symbol is one character in the text colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }

    /// Symbol images' variant (fill, slash): a symbol is one character.
    public func symbolVariant(_ variant: SymbolVariants) -> Self { self }

    /// Scales `content` to fit the space: characters have one size; the content is laid out
    /// as it is.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> Self { self }

    /// Scales to fit `aspectRatio`: characters have one size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> Self { self }

    /// Scales to fit the space: characters have one size.
    public func scaledToFit() -> Self { self }

    /// Scales to fill the space: characters have one size.
    public func scaledToFill() -> Self { self }
}

/// How symbol images are coloured, as SwiftUI's.
public enum SymbolRenderingMode: Hashable, Sendable {
    case monochrome, multicolor, hierarchical, palette
}

/// Symbol variants, as SwiftUI's.
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    /// None.
    public static let none = SymbolVariants(name: "none")
    /// Filled.
    public static let fill = SymbolVariants(name: "fill")
    /// Circled.
    public static let circle = SymbolVariants(name: "circle")
    /// Slashed.
    public static let slash = SymbolVariants(name: "slash")
}

/// How content scales to its space, as SwiftUI's.
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}
