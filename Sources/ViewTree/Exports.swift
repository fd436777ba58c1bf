// What `import ViewTree` brings besides the views, as `import SwiftUI` brings Combine and
// Observation:
// - CellGrid: cells, styles, colours, sizes, keys and display widths, which the terminal
//   backends share with the view tree.
// - OpenCombine: `@Published`, `ObservableObjectPublisher` and the rest of Combine's API, so
//   code written for Combine compiles with `import ViewTree` instead (`ObservableObject` is
//   ViewTree's own, with Combine's one publisher per object).
// - OpenCombineDispatch: `DispatchQueue` as a scheduler, as Combine makes it, for
//   `.receive(on: DispatchQueue.main)` and `.debounce(for:scheduler:)`. The app's loop runs
//   the main queue between frames. (`RunLoop` as a scheduler is not offered: OpenCombine's
//   Foundation part clashes with the timer and notification publishers this package has.)
// - Foundation: `CGFloat`, `CGSize`, `Date`, `URL` and the rest, which SwiftUI code uses
//   without importing Foundation.
// - Observation: `@Observable` and `withObservationTracking`, which SwiftUI code uses without
//   importing Observation.
@_exported import CellGrid
@_exported import Foundation
@_exported import Observation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
