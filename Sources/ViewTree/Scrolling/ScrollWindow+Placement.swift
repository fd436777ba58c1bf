extension ScrollWindow {
    /// The offset that shows `frame` (where it is drawn at `offset`) in the window `rect`:
    /// with an anchor, its anchor point on the window's; without, the least move that shows
    /// it (its start, where it is longer than the window).
    func offset(showing frame: CellRect, in rect: CellRect, from offset: CellSize, anchor: UnitPoint?) -> CellSize {
        func axis(_ start: Int, _ length: Int, _ windowStart: Int, _ window: Int, _ current: Int, _ unit: Double?)
            -> Int
        {
            let inContent = start - windowStart + current
            if let unit {
                return inContent + Int((Double(length) * unit).rounded(.down))
                    - Int((Double(window) * unit).rounded(.down))
            }
            if start < windowStart { return inContent }
            if start + min(length, window) > windowStart + window { return inContent + min(length, window) - window }
            return current
        }
        return kept(
            CellSize(
                width: axes.contains(.horizontal)
                    ? axis(frame.x, frame.width, rect.x, rect.width, offset.width, anchor.map { Double($0.x) })
                    : offset.width,
                height: axes.contains(.vertical)
                    ? axis(frame.y, frame.height, rect.y, rect.height, offset.height, anchor.map { Double($0.y) })
                    : offset.height))
    }
}
