/// Modifiers of how symbol images scale and are coloured: a terminal draws a symbol as one
/// character in the text's colour, so these compile and change nothing (see
/// <doc:ComingFromSwiftUI>). `aspectRatio`, `scaledToFit` and `scaledToFill` lay out any view:
/// see ``View/aspectRatio(_:contentMode:)-(CGFloat?,_)``.
extension View {
    /// The size of symbol images: a symbol is one character.
    public func imageScale(_ scale: Image.Scale) -> Self { self }

    /// Symbol images' colouring: a symbol is one character in the text colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }

    /// Symbol images' variant (fill, slash): a symbol is one character.
    public func symbolVariant(_ variant: SymbolVariants) -> Self { self }
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
