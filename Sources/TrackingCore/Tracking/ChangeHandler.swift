/// The `onChange` of a tracking, in either of its two shapes, stored without a wrapper
/// closure (one allocation less per tracking).
enum ChangeHandler: Sendable {
    case plain(@Sendable () -> Void)
    case explained(@Sendable (TrackedChange) -> Void)

    func callAsFunction(_ change: TrackedChange) {
        switch self {
        case .plain(let onChange): onChange()
        case .explained(let onChange): onChange(change)
        }
    }
}
