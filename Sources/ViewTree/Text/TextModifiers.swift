/// How the lines of multiline text line up: SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Against the leading edge (the default).
    case leading
    /// Centred.
    case center
    /// Against the trailing edge.
    case trailing
}

extension Text {
    /// Where text that does not fit is cut, "…" standing for what is left out.
    public enum TruncationMode: Hashable, Sendable {
        /// The start is left out: `…end of the text`.
        case head
        /// The middle is left out: `the st…e text`.
        case middle
        /// The end is left out: `the start of…` (the default).
        case tail
    }
}

extension TextAlignment {
    /// Where a line goes in the width: at the start, the middle or the end.
    var guide: BuiltInGuide {
        switch self {
        case .leading: .start
        case .center: .middle
        case .trailing: .end
        }
    }
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

extension EnvironmentValues {
    /// The most lines a text inside may take; nil: as many as it needs.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where text inside that needs more room than it has is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How the lines of multiline text inside line up.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
}

extension View {
    /// Text inside takes at most `number` lines (nil: as many as it needs); the last line
    /// shown ends with "…" when more were needed.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// At most `limit` lines; `reservesSpace` (keeping room for all of them) is not kept: a
    /// text takes the lines it needs.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit)
    }

    /// Between `limit`'s bounds of lines: at most its upper bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound)
    }

    /// At least `limit`'s lower bound of lines: as many as the text needs.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil)
    }

    /// Where text inside that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// How the lines of multiline text inside line up, within the text's own width.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
