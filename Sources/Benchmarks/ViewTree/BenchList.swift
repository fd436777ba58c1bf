import TrackingCore

/// The benchmark's list: items and the selected index.
@Trackable
final class BenchList {
    var items: [BenchItem]
    var selection = 0

    init(count: Int) {
        items = (0..<count).map(BenchItem.init(id:))
    }
}
