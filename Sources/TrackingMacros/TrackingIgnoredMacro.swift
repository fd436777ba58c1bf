import SwiftSyntax
import SwiftSyntaxMacros

/// `@TrackingIgnored`: a marker that `@Trackable` reads; it generates nothing.
public struct TrackingIgnoredMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
