// `ObservableObject`, `@Published`, `objectWillChange` and the rest of Combine's API come with
// `import ViewTree`, as Combine's do with `import SwiftUI`. They are OpenCombine's, so code
// written for Combine compiles with `import OpenCombine` (or `import ViewTree`) instead.
@_exported import OpenCombine
