import Foundation

/// Any ``Layout``, as SwiftUI's `AnyLayout`: `let layout = wide ? AnyLayout(HStackLayout()) :
/// AnyLayout(VStackLayout())`, then `layout { ... }`. Switching the layout inside keeps the
/// views laid out (their state, their focus): they stay the same views in a new arrangement.
public struct AnyLayout: Layout {
    let layout: any Layout

    /// A layout that lays out as `layout` does.
    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The size the wrapped layout gives.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        return size(layout)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        func place<L: Layout>(_ layout: L) {
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        place(layout)
    }
}
