import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides `@Trackable`, `@TrackableState`, their property macros,
/// `@TrackingIgnored`, and ViewTree's `@Entry`.
@main
struct TrackingMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        TrackableMacro.self,
        TrackedPropertyMacro.self,
        TrackableStateMacro.self,
        TrackedStatePropertyMacro.self,
        TrackingIgnoredMacro.self,
        EntryMacro.self,
    ]
}
