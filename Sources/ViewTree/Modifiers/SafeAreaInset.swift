/// Content set beside a view, as SwiftUI's `safeAreaInset`: a bar along an edge that the view
/// gives room to. A terminal has no safe area to inset, so the content is stacked at the edge:
/// under the view for `.bottom`, over it for `.top`, `spacing` cells between.
extension View {
    /// `content` along the top or bottom edge of the view.
    public func safeAreaInset<Content: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: Int(spacing ?? 0)) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// `content` along the leading or trailing edge of the view.
    public func safeAreaInset<Content: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: Int(spacing ?? 0)) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }
}

/// The leading and trailing edges, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable {
    case leading, trailing
}
