/// A lazy list's data with its types erased: how many rows, each row's id and label, how to
/// resolve row `i`, and which row to keep in view.
struct ListSource {
    let count: Int
    let id: (Int) -> AnyHashable
    let label: (Int) -> IdentityLabel
    let resolveRow: (Int, _ViewResolver) -> Void
    let scrollTarget: (() -> Int?)?
}
