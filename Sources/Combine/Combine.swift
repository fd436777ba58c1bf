// `import Combine` on Linux, where Apple's Combine does not exist: SwiftUI code imports it
// beside SwiftUI, or alone in its model files, for `ObservableObject`, `@Published`,
// `AnyCancellable` and publishers. Here it brings ViewTree, which brings OpenCombine's
// Combine API and ViewTree's own `ObservableObject` (the one `@StateObject` and
// `@ObservedObject` take), so such a file compiles unchanged. Only on Linux: on Apple's
// platforms the system's Combine keeps the name (Package.swift adds this module on Linux only).
@_exported import ViewTree
