// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Groceries",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../todo-tui")
    ],
    targets: [
        .executableTarget(
            name: "GroceryApp",
            dependencies: [.product(name: "ViewTree", package: "todo-tui")],
            swiftSettings: [.defaultIsolation(MainActor.self)]),
        .testTarget(
            name: "GroceryAppTests",
            dependencies: ["GroceryApp", .product(name: "ViewTreeTesting", package: "todo-tui")],
            exclude: ["__Snapshots__"],
            swiftSettings: [.defaultIsolation(MainActor.self)]),
    ])
