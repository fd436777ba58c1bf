import ViewTree

extension CellBuffer {
    /// The first cell where the two buffers differ, described, or nil when they are equal.
    func firstDifference(from other: CellBuffer) -> String? {
        guard width == other.width, height == other.height else {
            return "size \(width)x\(height) vs \(other.width)x\(other.height)"
        }
        for y in 0..<height {
            for x in 0..<width where self[x, y] != other[x, y] {
                return "cell (\(x), \(y)): \(self[x, y]) vs \(other[x, y]); lines \(lines) vs \(other.lines)"
            }
        }
        return nil
    }
}
