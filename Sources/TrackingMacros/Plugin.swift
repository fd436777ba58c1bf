import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides `@Trackable`, `@_TrackedProperty` and `@TrackingIgnored`.
@main
struct TrackingMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        TrackableMacro.self,
        TrackedPropertyMacro.self,
        TrackingIgnoredMacro.self,
    ]
}
