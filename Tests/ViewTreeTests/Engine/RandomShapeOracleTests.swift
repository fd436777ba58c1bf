import Foundation
import TestSupport
import Testing

@testable import ViewTree

/// Random view trees, changed in several places per frame or driven by keys (focus moves,
/// toggles, typing, Escape dismissing sheets), must always show what a fresh render of the
/// same models, with the same focus, shows: titles handed up and sheets included, so a
/// first frame shows what later frames show. `VIEWTREE_RANDOM_SHAPES=N` runs N shapes instead of the
/// few `make test` runs.
@Suite @MainActor struct RandomShapeOracleTests {
    static let shapes = Int(ProcessInfo.processInfo.environment["VIEWTREE_RANDOM_SHAPES"] ?? "") ?? 300
    static let framesPerShape = 12
    /// One seed alone, to look at a failure: `VIEWTREE_RANDOM_SHAPE_SEED=85`.
    static let onlySeed = UInt64(ProcessInfo.processInfo.environment["VIEWTREE_RANDOM_SHAPE_SEED"] ?? "")
    /// Keys that move the focus, flip toggles, type into fields (the cursor stays at the end,
    /// where a fresh field puts it), choose with the arrows and open context menus (Shift-F10).
    static let keys: [Key] = [
        .tab, .tab, .backTab, .character(" "), .enter, .character("k"), .backspace, .escape, .left, .right,
        .function(22),
    ]

    @Test func incrementalFramesOfRandomShapesMatchAFreshRender() {
        var frames = 0
        var focusedFrames = 0
        var menuFrames = 0
        for seed in Self.onlySeed.map({ [$0] }) ?? Array(0..<UInt64(Self.shapes)) {
            var random = SeededRandom(seed: seed)
            let shape = RandomShape.random(depth: Int.random(in: 1...4, using: &random), using: &random)
            let models = ShapeModels()
            // Wide enough, at times, for a split view's columns side by side.
            let widest = shape.description.contains("Split") ? 72 : 40
            var size = (
                width: Int.random(in: 8...widest, using: &random), height: Int.random(in: 3...16, using: &random)
            )
            let host = ViewHost(ShapeView(shape: shape, models: models), width: size.width, height: size.height)
            host.renderFrame()
            var changes: [String] = []
            // Where the focus was and the key that opened the menu now open: a fresh render
            // opens it the same way (what is open is the menu's own state).
            var opener: (path: [ViewPath]?, key: Key)?
            for _ in 0..<Self.framesPerShape {
                switch Int.random(in: 0..<8, using: &random) {
                case 0:
                    // An open menu is closed first: a fresh render opens it from where the
                    // focus was, which a new size may have laid out differently (a split
                    // view's columns side by side).
                    if host.hasOpenMenu {
                        host.send(.escape)
                        host.renderFrame()
                    }
                    size = (Int.random(in: 8...widest, using: &random), Int.random(in: 3...16, using: &random))
                    host.resize(width: size.width, height: size.height)
                    changes.append("resize \(size.width)x\(size.height)")
                case 1, 2:
                    let keys = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                        Self.keys.randomElement(using: &random)!
                    }
                    for key in keys {
                        // Left and Right move a field's cursor, which a fresh field puts at
                        // the end: they go to the other controls (pickers, tab bars, groups).
                        let movesCursor =
                            (key == .left || key == .right)
                            && ["TextField", "TextEditor"].contains { host.focusedIdentity?.hasPrefix($0) == true }
                        // An outline's expansion is its own state, which a fresh one does
                        // not have.
                        let expands =
                            [.left, .right, .enter, .character(" ")].contains(key)
                            && host.focusedIdentity?.hasPrefix("OutlineDisclosure") == true
                        // Rows that delete and move pick a row with their own state, which a
                        // fresh one does not have: the keys that pick go elsewhere.
                        let picksRow =
                            [.backspace, .delete].contains(key)
                            && host.focusedIdentity?.hasPrefix("EditableForEach") == true
                        guard !movesCursor && !expands && !picksRow else { continue }
                        let path = host.focusPath
                        host.send(key)
                        host.renderFrame()
                        if !host.hasOpenMenu {
                            opener = nil
                        } else if opener == nil {
                            opener = (path, key)
                        }
                    }
                    changes.append("keys \(keys.map(\.description).joined(separator: " "))")
                default:
                    changes.append(models.changeSeveral(using: &random).joined(separator: ", "))
                }
                // As the run loop does: frames until nothing changed (a focus state set by a
                // key's action moves the focus after the frame).
                host.renderFrame()
                for _ in 0..<5 where host.needsFrame { host.renderFrame() }
                frames += 1
                if !host.hasOpenMenu { opener = nil }
                func freshRender() -> ViewHost {
                    let fresh = ViewHost(
                        ShapeView(shape: shape, models: models), width: size.width, height: size.height)
                    fresh.renderFrame()
                    return fresh
                }
                var fresh = freshRender()
                if let menuOpener = opener {
                    // Opened from a focused view, the menu must open again from it; opened
                    // with nothing focused, the key may have reached it through a presented
                    // view that went since (as a split view's column).
                    var replayable = false
                    if menuOpener.path.map({ fresh.focus(path: $0) }) ?? true {
                        fresh.renderFrame()
                        // A view that no longer takes the focus (rows that can be deleted,
                        // all of them gone) gives it up as the focus settles.
                        let keepsFocus =
                            menuOpener.path == nil
                            || (fresh.focusedIdentity != nil && fresh.focusPath == menuOpener.path)
                        fresh.send(menuOpener.key)
                        fresh.renderFrame()
                        replayable = keepsFocus && (menuOpener.path != nil || fresh.hasOpenMenu)
                    }
                    if replayable {
                        menuFrames += 1
                    } else {
                        // The view the open menu was opened from went with the change (or
                        // takes the focus no more), or the way the key took to it did (the menu stays, as its view is
                        // still there): a fresh render cannot open it that way, so it is
                        // closed here first.
                        host.send(.escape)
                        host.renderFrame()
                        opener = nil
                        fresh = freshRender()
                    }
                }
                // The same focus, so that the same control shows it.
                if let path = host.focusPath, fresh.focus(path: path) {
                    fresh.renderFrame()
                    focusedFrames += 1
                }
                if let difference = host.buffer.firstDifference(from: fresh.buffer) {
                    Issue.record("seed \(seed), shape \(shape), after \(changes): \(difference)")
                    break
                }
            }
        }
        #expect(frames > (Self.onlySeed == nil ? Self.shapes : 1) * Self.framesPerShape / 2)
        #expect(focusedFrames > frames / 20, "keys reach focused controls in some frames")
        #expect(Self.onlySeed != nil || menuFrames > 0, "menus are open in some frames")
    }

    /// Seed 1503's crash: a toggle styled by the flag it flips, in a group the flag expands,
    /// beside a preference watch. The toggle ran and then went with the group in one frame,
    /// and the watch asked whether it was inside it, walking up to parents already freed.
    @Test func aPreferenceWatchOutlivesANodeThatRanAndWentInTheSameFrame() {
        let models = ShapeModels()
        let shape = RandomShape.vstack([
            .styled(flag: 1, .frame(width: nil, height: nil, .disclosure(flag: 1, .toggle(1)))),
            .letters(.text(5)),
        ])
        let host = ViewHost(ShapeView(shape: shape, models: models), width: 20, height: 6)
        host.renderFrame()
        host.send(.tab)
        host.send(.character(" "))
        host.renderFrame()
        host.send(.tab)
        host.renderFrame()
        #expect(host.focusedIdentity == "Toggle#0")
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.prefix(2) == ["   ▸ D", "1 letters"])
    }

    /// Two wrappers (Wrapper -> Row -> Text) reading one name that grows: both show it whole.
    @Test func twoComposedViewsThatGrowTogetherBothShowTheNewText() {
        let models = ShapeModels()
        models.names[0].value = "T"
        let twoWrappers = RandomShape.vstack([.wrapper(.wrapper(.text(0))), .wrapper(.wrapper(.text(0)))])
        let host = ViewHost(ShapeView(shape: twoWrappers, models: models), width: 20, height: 4)
        host.renderFrame()
        models.names[0].value = "Typed"
        host.renderFrame()
        #expect(host.buffer.lines == ["Typed", "Typed", "", ""])
    }

    /// Seed 194's shape, made small: a sheet under a geometry reader in a path's destination,
    /// pushed and presented by one flag in one frame, over a root with layers. The reader's
    /// content presented the sheet while it was laid out, after the frame had decided to draw
    /// only the regions that ran, which leave sheets out.
    @Test func aSheetPresentedWhileLaidOutShowsInTheSameFrame() {
        let models = ShapeModels()
        let shape = RandomShape.pathStack(
            flag: 1, root: .zstack([]), destination: .geometry(.sheet(flag: 1, .text(1), .toggle(1))))
        let host = ViewHost(ShapeView(shape: shape, models: models), width: 34, height: 9)
        host.renderFrame()
        models.flags[1].value = true
        host.renderFrame()
        let fresh = ViewHost(ShapeView(shape: shape, models: models), width: 34, height: 9)
        fresh.renderFrame()
        #expect(host.buffer.lines[4] == "│             [x] f1             │")
        #expect(host.buffer.lines == fresh.buffer.lines)
    }

    /// Seed 981's shape: a text field at its ideal width inside a view with help. Focused, the
    /// field is a cell wider (its cursor after the text); the help made the frame draw
    /// everything, which laid out with the field's old width remembered, and the cursor was cut.
    @Test func aFocusedFieldAtItsIdealWidthShowsItsCursorBesideHelp() {
        let models = ShapeModels()
        let host = ViewHost(
            ShapeView(shape: .help(name: 4, .fixedWidth(.field(0))), models: models), width: 21, height: 3)
        host.renderFrame()
        host.send(.tab)
        host.renderFrame()
        #expect(host.buffer.lines == ["a", "", " Typed"])
        #expect(host.buffer[1, 0].style.reverse, "the cursor after the text")
    }
}
