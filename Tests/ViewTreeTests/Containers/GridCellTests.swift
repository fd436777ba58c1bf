import Testing

@testable import ViewTree

/// A grid cell's own layout, as SwiftUI's: spanning columns, a column's alignment, a cell's
/// anchor, and cells that set no width or height.
@Suite @MainActor struct GridCellTests {
    @Test func aCellSpansColumnsAndWidensTheLastWhenItNeedsMore() {
        let keypad = Sample.lines(20, 3) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("7"); Text("8"); Text("9")
                }
                GridRow {
                    Text("0").gridCellColumns(2); Text(".")
                }
            }
        }
        #expect(keypad == ["7 8 9", "0   .", ""])
        let wide = Sample.lines(20, 3) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("a"); Text("b")
                }
                GridRow { Text("abcdef").gridCellColumns(2) }
                GridRow {
                    Text("c"); Text("d")
                }
            }
        }
        #expect(wide == ["a b", "abcdef", "c d"], "the second column widened to 4")
    }

    @Test func aColumnsAlignmentAndACellsAnchorPlaceItsCells() {
        let lines = Sample.lines(20, 3) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("longer"); Text("1").gridColumnAlignment(.trailing)
                }
                GridRow {
                    Text("z").gridCellAnchor(.trailing); Text("100")
                }
                GridRow {
                    Text("m").gridCellAnchor(UnitPoint(x: 0.5, y: 0.5)); Text("10")
                }
            }
        }
        #expect(lines == ["longer   1", "     z 100", "  m     10"])
    }

    @Test func unsizedCellsTakeTheWidthAndHeightTheOthersGive() {
        let lines = Sample.lines(20, 5) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("abc"); Text("d")
                }
                GridRow {
                    Text("=").frame(maxWidth: .infinity, alignment: .trailing).gridCellUnsizedAxes(.horizontal)
                    Text("e")
                }
                GridRow {
                    Text("1\n2")
                    Text("x").frame(maxHeight: .infinity, alignment: .bottom).gridCellUnsizedAxes(.vertical)
                }
                GridRow { Text("end") }
            }
        }
        #expect(lines == ["abc d", "  = e", "1", "2   x", "end"])
    }

    /// A cell of one's own whose body sets its span.
    struct WideCell: View {
        var body: some View {
            Text("wide").gridCellColumns(2)
        }
    }

    @Test func aViewOfOnesOwnSpansAsItsBodySays() {
        let lines = Sample.lines(20, 2) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("ab"); Text("cd"); Text("e")
                }
                GridRow {
                    WideCell(); Text("f")
                }
            }
        }
        #expect(lines == ["ab cd e", "wide  f"])
    }
}
