/// Where a narrower child sits in a wider column.
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing

    func offset(of width: Int, in available: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: max(0, (available - width) / 2)
        case .trailing: max(0, available - width)
        }
    }
}
