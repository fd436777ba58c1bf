/// A frame or a point of a view, taken where the view is laid out, to be read in another
/// view's coordinates through a ``GeometryProxy`` (`proxy[anchor]`), as SwiftUI's `Anchor`:
/// how an overlay finds the view it points at (a tab's underline, a highlight).
public struct Anchor<Value>: Sendable {
    /// The value in a view whose top-leading corner is at `origin` on the screen.
    let value: @Sendable (_ origin: CGPoint) -> Value

    /// What to take of a view's frame: its bounds, a rectangle in it, or a point of it.
    public struct Source: Sendable {
        /// The anchor of a view whose frame on the screen is the argument.
        let anchor: @Sendable (_ frame: CGRect) -> Anchor<Value>
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's own frame.
    public static var bounds: Self {
        Self { frame in Anchor { origin in frame.offsetBy(dx: -origin.x, dy: -origin.y) } }
    }

    /// `rect`, in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Self {
        Self { frame in
            let global = rect.offsetBy(dx: frame.minX, dy: frame.minY)
            return Anchor { origin in global.offsetBy(dx: -origin.x, dy: -origin.y) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `point`, in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Self {
        Self { frame in
            let global = CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)
            return Anchor { origin in CGPoint(x: global.x - origin.x, y: global.y - origin.y) }
        }
    }

    /// The point at `unitPoint` of the view's frame (`.bottom`: the middle of its bottom edge).
    public static func unitPoint(_ unitPoint: UnitPoint) -> Self {
        Self { frame in
            let global = CGPoint(
                x: frame.minX + frame.width * CGFloat(unitPoint.x), y: frame.minY + frame.height * CGFloat(unitPoint.y))
            return Anchor { origin in CGPoint(x: global.x - origin.x, y: global.y - origin.y) }
        }
    }

    /// The view's top-leading corner.
    public static var topLeading: Self { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Self { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Self { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Self { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Self { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Self { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's frame or point in the reader's own coordinates, in points.
    public subscript<Value>(anchor: Anchor<Value>) -> Value {
        anchor.value(scale.points(CGPoint(x: globalFrame.x, y: globalFrame.y)))
    }
}
