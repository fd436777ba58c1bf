extension ViewNode {
    /// Where the node comes in reading order: the places of the scroll views it is in,
    /// outermost first, then its own (row, then column, each as `row * 65_536 + column`). A
    /// view scrolled out of sight keeps its place inside its scroll view.
    var readingPlace: [Int] {
        var places = [frame.y * 65_536 + frame.x]
        for current in ancestors where current.clipsContent {
            places.insert(current.frame.y * 65_536 + current.frame.x, at: 0)
        }
        return places
    }
}
