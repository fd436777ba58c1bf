import Testing
import TrackingCore

/// A tracking lists what it read, with the values now: what an inspector shows. The names
/// are kept for objects read by trackings that record values.
@Suite struct ReadListingTests {
    @Test func withoutValueRecordingTheObjectIsNotKept() {
        let item = Item("aaa")
        let (_, tracking) = withCancellableTracking({ item.isDone }, onChange: { _ in })
        #expect(tracking.readProperties.map(\.description) == ["?.#1"])
    }

    @TrackableState struct Point {
        var x = 0
        var y = 0
    }

    @Trackable final class Canvas {
        var point = Point()
    }

    @Test func aTrackingListsEachPropertyItReadWithItsValue() {
        let item = Item("aaa")
        let store = Store()
        let (_, tracking) = withCancellableTracking(
            { (item.isDone, item.title, store.b) }, recordsValues: true, onChange: { _ in })
        let reads = tracking.readProperties.map(\.description).sorted()
        #expect(reads == ["Item(aaa).isDone = false", "Item(aaa).title = \"aaa\"", "Store.b = 20"])
        item.isDone = true
        #expect(tracking.readProperties.isEmpty, "a fired tracking holds no reads")
    }

    @Test func aStructFieldIsListedByItsStructsName() {
        let canvas = Canvas()
        let (_, tracking) = withCancellableTracking({ canvas.point.y }, recordsValues: true, onChange: { _ in })
        #expect(Set(tracking.readProperties.map(\.property)) == ["point", "y"])
        let field = tracking.readProperties.first { $0.property == "y" }
        #expect(field?.typeName == "Point")
        #expect(field?.description == "Point.y", "a struct's field has no value at hand")
    }

    @Test func theSameObjectAndPropertyMatchAcrossTrackings() {
        let item = Item("aaa")
        let (_, first) = withCancellableTracking({ item.isDone }, recordsValues: true, onChange: { _ in })
        let (_, second) = withCancellableTracking(
            { (item.isDone, item.title) }, recordsValues: true, onChange: { _ in })
        let read = first.readProperties[0]
        #expect(second.readProperties.contains { $0.objectID == read.objectID && $0.property == read.property })
    }
}
