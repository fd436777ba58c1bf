import Foundation
import TestSupport
import Testing

@testable import TodoApp

/// The digest that tells whether a todo.txt still holds what this todo-tui read or wrote: the
/// same bytes give the same digest however they are cut into parts (a save hashes what it
/// writes 64 KB at a time, a later check what it reads), and a change of any one byte, or of
/// the length, gives another. Random texts and random cuts, seeded.
@Suite struct ContentDigestTests {
    private static func digest(_ bytes: [UInt8], cutAt cuts: [Int]) -> ContentDigest {
        var builder = ContentDigest.Builder()
        var start = 0
        for end in cuts.sorted() + [bytes.count] where end >= start {
            bytes[start..<end].withUnsafeBytes { builder.add($0) }
            start = end
        }
        return builder.digest
    }

    private static func randomText(_ random: inout SeededRandom) -> [UInt8] {
        let pieces = [
            "call mom", " +family", " @home", "\n", "x 2026-11-27 ", "(A) ", "買い物", "👍🏽", "\0", "due:2026-12-01",
        ]
        return Array(
            (0..<Int.random(in: 0...60, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined().utf8)
    }

    @Test func theSameBytesCutAnywhereGiveTheSameDigest() {
        for seed in 0..<UInt64(500) {
            var random = SeededRandom(seed: seed)
            let bytes = Self.randomText(&random)
            let whole = ContentDigest(of: String(decoding: bytes, as: UTF8.self))
            let cuts = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                Int.random(in: 0...bytes.count, using: &random)
            }
            #expect(Self.digest(bytes, cutAt: cuts) == whole, "seed \(seed)")
        }
    }

    @Test func anyOneByteChangedOrAddedGivesAnotherDigest() {
        for seed in 0..<UInt64(500) {
            var random = SeededRandom(seed: seed)
            var bytes = Self.randomText(&random)
            let before = Self.digest(bytes, cutAt: [])
            if bytes.isEmpty || Bool.random(using: &random) {
                bytes.append(0)
            } else {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] ^= UInt8.random(in: 1...255, using: &random)
            }
            #expect(Self.digest(bytes, cutAt: []) != before, "seed \(seed)")
        }
    }
}
