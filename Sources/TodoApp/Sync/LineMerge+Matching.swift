extension LineMerge {
    /// For each line of `base`, where it stands in `side` when the side kept it. The lines
    /// alike at both ends are matched first, so a million lines with a few changes cost a
    /// pass over them, not a diff of them all.
    static func matches(from base: [Line], to side: [Line]) -> [Int?] {
        var result = [Int?](repeating: nil, count: base.count)
        var prefix = 0
        while prefix < base.count, prefix < side.count, base[prefix] == side[prefix] {
            result[prefix] = prefix
            prefix += 1
        }
        var suffix = 0
        while suffix < base.count - prefix, suffix < side.count - prefix,
            base[base.count - 1 - suffix] == side[side.count - 1 - suffix]
        {
            result[base.count - 1 - suffix] = side.count - 1 - suffix
            suffix += 1
        }
        let middleBase = base[prefix..<(base.count - suffix)]
        let middleSide = side[prefix..<(side.count - suffix)]
        let difference = middleSide.difference(from: middleBase)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var (b, s) = (0, 0)
        while b < middleBase.count, s < middleSide.count {
            if removed.contains(b) {
                b += 1
            } else if inserted.contains(s) {
                s += 1
            } else {
                result[prefix + b] = prefix + s
                (b, s) = (b + 1, s + 1)
            }
        }
        return result
    }
}
