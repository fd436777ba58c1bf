import CellGrid
import Testing

@testable import ViewTree

/// `Grid`, the lazy stacks and shapes, as SwiftUI documents them, in cells: a grid's columns
/// are as wide as their widest cell and its cells centred; a view that is not a row spans the
/// grid; lazy stacks fill the space across their axis; shapes fill their frame or outline it.
@Suite @MainActor struct GridAndShapeTests {
    private func host<Content: View>(_ width: Int, _ height: Int, @ViewBuilder _ content: () -> Content) -> ViewHost {
        Sample.host(width, height, content)
    }

    @Test func aGridSizesColumnsByTheirWidestCellAndCentresTheCells() {
        // A lap board: the first column is as wide as "Lap" (3), the second as "1:02.5" (6),
        // a cell between them; "7" and "Time" are centred in theirs (one cell in each), and
        // the divider, not a row, spans all 10 cells.
        let lines = host(20, 4) {
            Grid {
                GridRow {
                    Text("Lap")
                    Text("Time")
                }
                Divider()
                GridRow {
                    Text("7")
                    Text("1:02.5")
                }
            }
        }.buffer.lines
        #expect(lines == ["Lap  Time", "──────────", " 7  1:02.5", ""])
    }

    @Test func aGridAlignsAndSpacesAsToldAndShrinksColumnsThatDoNotFit() {
        let aligned = host(20, 3) {
            Grid(alignment: .leading, horizontalSpacing: 2, verticalSpacing: 1) {
                GridRow {
                    Text("name"); Text("1")
                }
                GridRow {
                    Text("b"); Text("22")
                }
            }
        }.buffer.lines
        #expect(aligned == ["name  1", "", "b     22"])
        // Ten cells (and one between) for columns wanting 6 and 9: the narrower is offered
        // half first.
        let shrunk = host(11, 2) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("abcdef").lineLimit(1); Text("ghijklmno").lineLimit(1)
                }
            }
        }.buffer.lines
        #expect(shrunk == ["abcd… ghij…", ""])
    }

    @Test func rowsMadeByAForEachAreRowsOfTheGrid() {
        let lines = host(12, 2) {
            Grid(alignment: .trailing) {
                ForEach([("a", 1), ("bbb", 22)], id: \.0) { name, count in
                    GridRow {
                        Text(name)
                        Text("\(count)")
                    }
                }
            }
        }.buffer.lines
        #expect(lines == ["  a  1", "bbb 22"])
    }

    @Test func aGridRowOutsideAGridIsAnHStack() {
        #expect(
            host(10, 1) {
                GridRow {
                    Text("a"); Text("b")
                }
            }.buffer.lines == ["a b"])
    }

    @Test func lazyStacksLayOutAsStacksAndFillAcross() {
        // A LazyVStack is as wide as its offer: a border around it spans the row.
        #expect(
            host(10, 4) {
                LazyVStack {
                    Text("a"); Text("bcd")
                }.border()
            }.buffer.lines == [
                "┌────────┐", "│   a    │", "│  bcd   │", "└────────┘",
            ])
        #expect(
            host(10, 3) {
                LazyHStack(alignment: .top) {
                    Text("a"); Text("b")
                }.border()
            }.buffer.lines == ["┌───┐", "│a b│", "└───┘"])
    }

    @Test func shapesFillTheirFrameOrOutlineIt() {
        let filled = host(4, 2) { Rectangle().fill(Color.blue).frame(width: 3, height: 1) }
        #expect(filled.buffer[0, 0].style.background == .blue)
        #expect(filled.buffer[2, 0].style.background == .blue)
        #expect(filled.buffer[3, 0].style.background == .default)
        // On its own a shape is the foreground colour: spaces in reverse.
        #expect(host(2, 1) { Rectangle() }.buffer[0, 0].style.reverse)
        #expect(
            host(6, 3) { RoundedRectangle(cornerRadius: 4).stroke(Color.green).frame(width: 5, height: 3) }.buffer.lines
                == ["╭───╮", "│   │", "╰───╯"])
        #expect(host(4, 2) { Rectangle().strokeBorder(Color.red, lineWidth: 2) }.buffer.lines == ["┌──┐", "└──┘"])
        let dashed = host(4, 2) { Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 4, dash: [10])) }
        #expect(dashed.buffer.lines == ["┌──┐", "└──┘"], "a dashed border is the cells' line")
        #expect(
            host(4, 2) { Rectangle().strokeBorder(Color.red, style: StrokeStyle(lineWidth: 2)) }.buffer[0, 0].style
                .foreground == .red)
        let outlined = host(4, 2) { Rectangle().stroke(Color.red) }
        #expect(outlined.buffer.lines == ["┌──┐", "└──┘"])
        #expect(outlined.buffer[0, 0].style.foreground == .red)
    }

    @Test func aShapeBehindTextIsABackgroundOfThatColour() {
        let tile = host(9, 3) {
            Text("42").padding(1).background { RoundedRectangle(cornerRadius: 2).stroke(Color.cyan) }
        }
        #expect(tile.buffer.lines == ["╭──╮", "│42│", "╰──╯"])
    }
}
