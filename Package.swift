// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

// `import Combine` for SwiftUI code on Linux, which has no Combine: a module of that name that
// brings ViewTree (Sources/Combine). Apple's platforms have their own.
#if os(Linux)
    let combineOnLinux = ["Combine"]
    let combineTarget: [Target] = [.target(name: "Combine", dependencies: ["ViewTree"])]
#else
    let combineOnLinux: [String] = []
    let combineTarget: [Target] = []
#endif

let package = Package(
    name: "todo-tui",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TrackingCore", targets: ["TrackingCore"]),
        .library(name: "ViewTree", targets: ["ViewTree"] + combineOnLinux),
        .library(name: "ViewTreeTesting", targets: ["ViewTreeTesting"]),
        .library(name: "Terminal", targets: ["Terminal"]),
        .library(name: "TodoApp", targets: ["TodoApp"]),
        .executable(name: "todo-tui", targets: ["todo-tui"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        // `make docs`: the DocC catalogs, built as a static site.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .macro(
            name: "TrackingMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(name: "CTrackingScope"),
        // ThreadSanitizer's lock annotations, for the locks it cannot see (`make tsan`).
        .target(name: "CThreadSanitizer"),
        // `Mutex.withSanitizedLock`: a lock ThreadSanitizer is told about, for the modules that
        // keep state across threads.
        .target(name: "SanitizedMutex", dependencies: ["CThreadSanitizer"]),
        .target(name: "TrackingCore", dependencies: ["TrackingMacros", "CTrackingScope", "SanitizedMutex"]),
        .target(name: "CEvaluationContext"),
        // Cells, styles, sizes, keys and display widths: what the view tree draws and the
        // terminal shows.
        .target(name: "CellGrid", dependencies: ["SanitizedMutex"]),
        .target(
            name: "ViewTree",
            dependencies: [
                "TrackingCore", "TrackingMacros", "CellGrid", "Terminal", "CEvaluationContext", "SanitizedMutex",
                .product(name: "OpenCombine", package: "OpenCombine"),
                // `DispatchQueue` as a scheduler: `.receive(on: DispatchQueue.main)`.
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]),
        // Linked by name (module.modulemap) rather than through pkg-config, whose
        // -D_XOPEN_SOURCE flags the package manager refuses with a warning.
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"])]),
        .target(name: "CTerminalSignals"),
        // The main dispatch queue's descriptor, so the terminal waits on it and the keyboard
        // in one poll.
        .target(name: "CMainQueue"),
        .target(name: "Terminal", dependencies: ["CellGrid", "CNcurses", "CTerminalSignals", "CMainQueue"]),
        .target(
            name: "TodoApp",
            dependencies: [
                "TrackingCore", "ViewTree", .product(name: "Logging", package: "swift-log"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]),
        .executableTarget(
            name: "todo-tui",
            dependencies: [
                "TodoApp", "Terminal", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]),
        // Examples/: SwiftUI-style apps on ViewTree; their views are a library the tests drive.
        // Written as a new Xcode project is: main-actor code unless said otherwise.
        .target(
            name: "ExampleViews", dependencies: ["ViewTree", "TrackingCore"], path: "Examples/ExampleViews",
            swiftSettings: [.defaultIsolation(MainActor.self)]),
        .executableTarget(
            name: "example-counter", dependencies: ["ExampleViews", "ViewTree"], path: "Examples/Counter"),
        .executableTarget(
            name: "example-settings", dependencies: ["ExampleViews", "ViewTree"], path: "Examples/Settings"),
        .executableTarget(name: "example-donuts", dependencies: ["ExampleViews", "ViewTree"], path: "Examples/Donuts"),
        .executableTarget(
            name: "example-dashboard", dependencies: ["ExampleViews", "ViewTree"], path: "Examples/Dashboard",
            swiftSettings: [.defaultIsolation(MainActor.self)]),
        .executableTarget(
            name: "example-search", dependencies: ["ExampleViews", "ViewTree"], path: "Examples/Search",
            swiftSettings: [.defaultIsolation(MainActor.self)]),
        .executableTarget(
            name: "example-people", dependencies: ["ExampleViews", "ViewTree"], path: "Examples/People",
            swiftSettings: [.defaultIsolation(MainActor.self)]),
        .executableTarget(
            name: "example-notes", dependencies: ["ExampleViews", "ViewTree"], path: "Examples/Notes",
            swiftSettings: [.defaultIsolation(MainActor.self)]),
        // For app authors' tests: a view driven in memory, and screen snapshots.
        .target(name: "ViewTreeTesting", dependencies: ["ViewTree"]),
        .target(name: "TmuxDriver"),
        // Seeded random numbers for the generated tests of every module.
        .target(name: "TestSupport"),
        .target(name: "CHeapStats"),
        // The least an ncurses program does to make todo-tui's screen changes for its keys:
        // the floor the key-latency benchmark measures todo-tui against.
        .executableTarget(
            name: "benchmark-floor", path: "Sources/BenchmarkFloor", linkerSettings: [.linkedLibrary("ncursesw")]),
        // Runs on the main thread, where the views it measures live: main-actor code by default.
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["TrackingCore", "ViewTree", "TodoApp", "Terminal", "CHeapStats", "TmuxDriver"],
            swiftSettings: [.defaultIsolation(MainActor.self)]),
        .testTarget(name: "TrackingCoreTests", dependencies: ["TrackingCore"]),
        // __Snapshots__/ holds the screens ViewTreeTesting's snapshot assertions compare with.
        .testTarget(
            name: "ExamplesTests", dependencies: ["ExampleViews", "ViewTree", "ViewTreeTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "ViewTreeTests",
            dependencies: ["ViewTree", "ViewTreeTesting", "CellGrid", "TestSupport"]
                + combineOnLinux.map { .target(name: $0) }),
        // Reference/ holds todo.sh, run by the tests as a peer, not built.
        .testTarget(
            name: "TodoAppTests", dependencies: ["TodoApp", "TmuxDriver", "TestSupport"], exclude: ["Reference"]),
        // Drives the built binary in tmux; depending on it makes `swift test` build it first.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "todo-tui", "example-counter", "example-settings", "example-search", "example-dashboard",
                "example-people", "example-notes", "ExampleViews", "TmuxDriver", "TestSupport",
            ]),
        .testTarget(
            name: "TrackingMacrosTests",
            dependencies: [
                "TrackingMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
    ] + combineTarget,
    swiftLanguageModes: [.v6]
)
