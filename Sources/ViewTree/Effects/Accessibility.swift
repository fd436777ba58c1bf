/// SwiftUI's accessibility modifiers, for screen readers. A terminal's screen reader reads
/// the characters on screen, so these compile and change nothing: what a view shows is what
/// is read.
extension View {
    /// The label a screen reader reads: the text on screen is read instead.
    public func accessibilityLabel(_ label: Text) -> Self { self }
    /// The label a screen reader reads: the text on screen is read instead.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    /// A hint a screen reader reads.
    public func accessibilityHint(_ hint: Text) -> Self { self }
    /// A hint a screen reader reads.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
    /// The value a screen reader reads.
    public func accessibilityValue(_ value: Text) -> Self { self }
    /// The value a screen reader reads.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    /// An identifier for UI tests: `ViewTester` finds views by their text.
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    /// Whether the view's children are read as one element.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    /// Traits a screen reader announces.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Traits a screen reader no longer announces.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Whether a screen reader skips the view.
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// The order a screen reader reads in.
    public func accessibilitySortPriority(_ priority: Double) -> Self { self }
    /// What a screen reader's swipe up and down do: keys act on the view instead.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> Self {
        self
    }
    /// A named action for a screen reader: keys act on the view instead.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> Self { self }
    /// The default action for a screen reader: keys act on the view instead.
    public func accessibilityAction(_ handler: @escaping () -> Void) -> Self { self }
    /// SwiftUI's older accessibility modifier.
    public func accessibility(label: Text) -> Self { self }
    /// SwiftUI's older accessibility modifier.
    public func accessibility(hint: Text) -> Self { self }
    /// SwiftUI's older accessibility modifier.
    public func accessibility(hidden: Bool) -> Self { self }
    /// SwiftUI's older accessibility modifier.
    public func accessibility(value: Text) -> Self { self }
    /// SwiftUI's older accessibility modifier.
    public func accessibility(identifier: String) -> Self { self }
    /// SwiftUI's older accessibility modifier.
    public func accessibility(addTraits traits: AccessibilityTraits) -> Self { self }
    /// SwiftUI's older accessibility modifier.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> Self { self }
    /// SwiftUI's older accessibility modifier.
    public func accessibility(sortPriority: Double) -> Self { self }
}

/// How a view's children are read, as SwiftUI's.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Read as one element, the children skipped.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Read as one element holding the children.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Read as one element combining the children.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What a screen reader announces a view as, as SwiftUI's.
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The traits' bits.
    public let rawValue: Int
    /// Traits from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 8)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 16)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 32)
}

/// The direction of a screen reader's adjustment, as SwiftUI's.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}
