/// SwiftUI's symbol effects (a symbol that pulses, bounces, wiggles): a symbol here is one
/// character, which a terminal cannot animate, so an effect compiles and the symbol stays as
/// it is.
public protocol SymbolEffect: Sendable {}

/// One of SwiftUI's symbol effects, by name.
public struct NamedSymbolEffect: SymbolEffect, Hashable {
    let name: String
}

extension SymbolEffect where Self == NamedSymbolEffect {
    /// Pulses.
    public static var pulse: NamedSymbolEffect { NamedSymbolEffect(name: "pulse") }
    /// Bounces.
    public static var bounce: NamedSymbolEffect { NamedSymbolEffect(name: "bounce") }
    /// Cycles its layers' colours.
    public static var variableColor: NamedSymbolEffect { NamedSymbolEffect(name: "variableColor") }
    /// Scales.
    public static var scale: NamedSymbolEffect { NamedSymbolEffect(name: "scale") }
    /// Appears.
    public static var appear: NamedSymbolEffect { NamedSymbolEffect(name: "appear") }
    /// Disappears.
    public static var disappear: NamedSymbolEffect { NamedSymbolEffect(name: "disappear") }
    /// Wiggles.
    public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(name: "wiggle") }
    /// Rotates.
    public static var rotate: NamedSymbolEffect { NamedSymbolEffect(name: "rotate") }
    /// Breathes.
    public static var breathe: NamedSymbolEffect { NamedSymbolEffect(name: "breathe") }
}

/// How a symbol effect runs, as SwiftUI's.
public struct SymbolEffectOptions: Hashable, Sendable {
    let name: String
    /// The effect's own way.
    public static let `default` = SymbolEffectOptions(name: "default")
    /// Again and again.
    public static let `repeating` = SymbolEffectOptions(name: "repeating")
    /// Once.
    public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")
}

extension View {
    /// Runs `effect` on the symbols inside when `value` changes: a character stays as it is.
    public func symbolEffect<E: SymbolEffect, V: Equatable>(
        _ effect: E, options: SymbolEffectOptions = .default, value: V
    ) -> Self { self }

    /// Runs `effect` on the symbols inside while `isActive`: a character stays as it is.
    public func symbolEffect<E: SymbolEffect>(
        _ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> Self { self }
}
