// What `import ViewTree` brings besides the views, as `import SwiftUI` brings Combine:
// - CellGrid: cells, styles, colours, sizes, keys and display widths, which the terminal
//   backends share with the view tree.
// - OpenCombine: `ObservableObject`, `@Published`, `objectWillChange` and the rest of
//   Combine's API, so code written for Combine compiles with `import ViewTree` instead.
@_exported import CellGrid
@_exported import OpenCombine
