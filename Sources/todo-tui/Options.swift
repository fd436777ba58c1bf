import ArgumentParser
import TodoApp
import ViewTree

/// `--mode fine|coarse`.
enum ModeOption: String, ExpressibleByArgument, CaseIterable {
    case fine
    case coarse

    var mode: InvalidationMode {
        self == .fine ? .fine : .coarse
    }
}

/// `--size 80x24`.
struct SizeOption: ExpressibleByArgument {
    let size: CellSize

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...1_000).contains(width), (1...1_000).contains(height)
        else { return nil }
        size = CellSize(width: width, height: height)
    }

    var defaultValueDescription: String { "\(size.width)x\(size.height)" }
}

/// `--log-format text|json`.
extension LogFormat: ExpressibleByArgument {}
