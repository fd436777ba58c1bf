import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides `@Trackable`, `@TrackableState`, their property macros and `@TrackingIgnored`.
@main
struct TrackingMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        TrackableMacro.self,
        TrackedPropertyMacro.self,
        TrackableStateMacro.self,
        TrackedStatePropertyMacro.self,
        TrackingIgnoredMacro.self,
    ]
}
