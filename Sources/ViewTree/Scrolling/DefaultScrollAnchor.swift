/// What a scroll view anchors to, as SwiftUI's `ScrollAnchorRole` names the uses of
/// ``View/defaultScrollAnchor(_:)``: where it starts, what it keeps in view as its content
/// grows or shrinks, and where content shorter than the window sits.
public struct ScrollAnchorRole: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
    private let kind: Kind

    /// Where the scroll view is scrolled when it first shows.
    public static let initialOffset = ScrollAnchorRole(kind: .initialOffset)
    /// What stays in view when the content's size changes: with `.bottom`, the end while the
    /// end shows (a chat's newest line), as SwiftUI's.
    public static let sizeChanges = ScrollAnchorRole(kind: .sizeChanges)
    /// Where content shorter (narrower) than the window sits in it.
    public static let alignment = ScrollAnchorRole(kind: .alignment)

    fileprivate var keyPath: WritableKeyPath<ScrollAnchors, UnitPoint?> {
        switch kind {
        case .initialOffset: \.initialOffset
        case .sizeChanges: \.sizeChanges
        case .alignment: \.alignment
        }
    }
}

/// The anchors of the scroll views inside, one a role; nil: the top leading corner.
struct ScrollAnchors: Equatable {
    var initialOffset: UnitPoint?
    var sizeChanges: UnitPoint?
    var alignment: UnitPoint?

    /// The offset along an axis that puts `unit` of the content on `unit` of the window.
    static func offset(_ unit: Double?, maximum: Int) -> Int {
        Int((Double(maximum) * (unit ?? 0)).rounded(.down))
    }
}

extension View {
    /// Scrolls the scroll views inside to `anchor` of their content when they first show,
    /// keeps it in view while the content grows and shrinks, and puts content shorter than
    /// the window there: `.bottom` opens a log or a chat at its newest line and keeps it
    /// there while it shows. Nil: the top leading corner, the default.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.scrollAnchors, ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor))
    }

    /// The anchor of the scroll views inside for one `role` (see ``ScrollAnchorRole``).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.scrollAnchors) { $0[keyPath: role.keyPath] = anchor }
    }
}

private struct ScrollAnchorsKey: EnvironmentKey {
    static var defaultValue: ScrollAnchors { ScrollAnchors() }
}

extension EnvironmentValues {
    /// The anchors ``View/defaultScrollAnchor(_:)`` set for the scroll views here.
    var scrollAnchors: ScrollAnchors {
        get { self[ScrollAnchorsKey.self] }
        set { self[ScrollAnchorsKey.self] = newValue }
    }
}

extension ScrollWindow {
    /// Where the window goes now that the content's largest offset is `maxOffset` (it was
    /// `before`): at the initial anchor the first time; at the size-change anchor again when
    /// the window was there; else where it was.
    func anchoredOffset(before: CellSize) -> CellSize {
        func along(_ initial: Double?, _ change: Double?, _ shown: Int, _ old: Int, _ new: Int) -> Int {
            if !hasShown { return ScrollAnchors.offset(initial, maximum: new) }
            guard let change, old != new, shown == ScrollAnchors.offset(change, maximum: old) else { return shown }
            return ScrollAnchors.offset(change, maximum: new)
        }
        defer { hasShown = true }
        let (initial, change) = (anchors.initialOffset, anchors.sizeChanges)
        return CellSize(
            width: along(initial?.x, change?.x, shown.width, before.width, maxOffset.width),
            height: along(initial?.y, change?.y, shown.height, before.height, maxOffset.height))
    }
}
