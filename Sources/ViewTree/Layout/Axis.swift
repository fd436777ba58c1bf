/// The direction a stack lays out its children in.
enum Axis {
    case horizontal
    case vertical
}
