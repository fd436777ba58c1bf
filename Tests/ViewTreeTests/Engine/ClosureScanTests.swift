import Testing

@testable import ViewTree

/// `ClosureScan`, which decides from a function type's name whether a closure makes
/// something (and so never compares equal): each form of function type SwiftUI code writes,
/// and the cost of a view holding a million items.
@Suite struct ClosureScanTests {
    struct Holding<T> {
        let value: T
    }

    @Test func closuresThatReturnAValueAreMakers() {
        #expect(ClosureScan.containsMaker(Holding(value: { (x: Int) -> Int in x })))
        #expect(ClosureScan.containsMaker(Holding(value: { () throws -> String in "" })))
        #expect(ClosureScan.containsMaker(Holding(value: { () -> (Int, Int) in (1, 2) })))
        #expect(ClosureScan.containsMaker(Holding(value: { @MainActor () -> Int in 1 })))
        #expect(ClosureScan.containsMaker(Holding(value: { @Sendable (x: (Int, Int)) -> [Int] in [x.0] })))
        #expect(ClosureScan.containsMaker(Holding(value: { () async -> Int in 1 })))
    }

    @Test func actionsAreNot() {
        #expect(!ClosureScan.containsMaker(Holding(value: { () -> Void in })))
        #expect(!ClosureScan.containsMaker(Holding(value: { @MainActor (x: Int) -> () in _ = x })))
        #expect(
            !ClosureScan.containsMaker(Holding(value: { (x: (Int) -> Int) in _ = x(1) })),
            "takes a maker, returns nothing")
        #expect(!ClosureScan.containsMaker(Holding(value: { () throws -> Void in })))
        #expect(!ClosureScan.containsMaker(Holding(value: Binding.constant(3))), "a binding reads when used")
    }

    @Test func makersAreFoundInsideOptionalsTuplesAndCollections() {
        let maker: (() -> Int)? = { 1 }
        #expect(ClosureScan.containsMaker(Holding(value: maker)))
        #expect(!ClosureScan.containsMaker(Holding(value: (() -> Int)?.none)), "an optional is seen by its case")
        #expect(ClosureScan.containsMaker(Holding(value: (1, { 2 }))))
        #expect(ClosureScan.containsMaker(Holding(value: [{ 3 }])))
        #expect(!ClosureScan.containsMaker(Holding(value: ["a": 1])))
    }

    @Test func aMillionItemsCostAFewLooks() {
        var visited = 0
        let rows = Holding(value: Array(0..<1_000_000))
        #expect(!ClosureScan.containsMaker(rows, visited: &visited))
        #expect(visited <= 4, "\(visited) values looked at")
        var nested = 0
        _ = ClosureScan.containsMaker(
            Holding(value: [[1, 2], [3]] + Array(repeating: [4], count: 100_000)), visited: &nested)
        #expect(nested <= 5)
    }
}
