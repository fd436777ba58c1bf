/// Where a shorter child sits in a taller row.
public enum VerticalAlignment: Sendable {
    case top, center, bottom

    func offset(of height: Int, in available: Int) -> Int {
        switch self {
        case .top: 0
        case .center: max(0, (available - height) / 2)
        case .bottom: max(0, available - height)
        }
    }
}
