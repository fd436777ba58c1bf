import SwiftSyntax
import SwiftSyntaxMacros

/// `@TrackingIgnored`: a marker that `@Trackable` reads; it generates nothing.
public struct TrackingIgnoredMacro: PeerMacro {
    /// Generates nothing: `@Trackable` sees the marker and leaves the property alone.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
