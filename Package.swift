// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "todo-tui",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TrackingCore", targets: ["TrackingCore"]),
        .library(name: "ViewTree", targets: ["ViewTree"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")
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
        .target(name: "TrackingCore", dependencies: ["TrackingMacros", "CTrackingScope"]),
        .target(name: "CEvaluationContext"),
        .target(name: "ViewTree", dependencies: ["TrackingCore", "CEvaluationContext"]),
        .target(name: "CHeapStats"),
        .executableTarget(name: "Benchmarks", dependencies: ["TrackingCore", "ViewTree", "CHeapStats"]),
        .testTarget(name: "TrackingCoreTests", dependencies: ["TrackingCore"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree"]),
        .testTarget(
            name: "TrackingMacrosTests",
            dependencies: [
                "TrackingMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
