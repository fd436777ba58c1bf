import Foundation

extension View {
    /// Positions the view in an invisible frame as long as the nearest container along each of
    /// `axes`, as SwiftUI's: the container is the window (the screen), a navigation stack's
    /// page, a tab, a split view's column, a scroll view's or a list's window, or a sheet.
    /// Along an axis not in `axes` the view is offered and takes what it would without the
    /// frame; the view sits at `alignment` inside the frame.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// The frame as `span` of `count` equal parts of the nearest container along `axes`, with
    /// `spacing` points between parts, as SwiftUI's: a part is the container's length less the
    /// spaces between `count` parts, divided by `count`; the frame is `span` parts and the
    /// spaces between them (a count below one counts as one).
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let count = CGFloat(max(count, 1))
            let span = CGFloat(max(span, 0))
            let part = (length - spacing * (count - 1)) / count
            return part * span + spacing * max(span - 1, 0)
        }
    }

    /// The frame as long as `length` makes it from the nearest container's length along each
    /// of `axes` (in points, at ``EnvironmentValues/pointsPerCell``), as SwiftUI's. The closure
    /// runs while the view is laid out, each time the container's size is needed.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        _ContainerRelativeFrame(content: self, axes: axes, alignment: alignment, length: length)
    }
}

/// The view `.containerRelativeFrame` makes: its content in a frame sized at layout.
public struct _ContainerRelativeFrame<Content: View>: PrimitiveView {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let elements = resolver.collect { resolver.resolve(view.content) }
        resolver.owner.readContainerSize()
        let layout = ContainerRelativeLayout(
            axes: view.axes, alignment: view.alignment, length: view.length,
            scale: resolver.environment.cellScale, host: resolver.owner.host)
        resolver.append(.containerRelative(layout, .combining(elements)))
    }
}

/// What a container-relative frame needs at layout: the axes it sets, the app's length, the
/// points of a cell, and the host that knows the nearest container's size.
struct ContainerRelativeLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    let scale: CellScale
    unowned let host: ViewHost

    /// The fixed frame it is now: along each of its axes the app's length for the container's,
    /// in whole cells (rounded down, so parts never add up to more than the container).
    @MainActor var frame: FrameLayout {
        let container = host.containerSize
        func cells(_ containerCells: Int, _ axis: Axis) -> Int {
            let points = length(scale.points(CGFloat(containerCells), along: axis), axis)
            guard points.isFinite else { return points > 0 ? containerCells : 0 }
            return max(0, Int(scale.cells(points, along: axis).rounded(.down)))
        }
        return FrameLayout(
            width: axes.contains(.horizontal) ? cells(container.width, .horizontal) : nil,
            height: axes.contains(.vertical) ? cells(container.height, .vertical) : nil,
            alignment: alignment)
    }
}
