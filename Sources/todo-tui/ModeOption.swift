import ArgumentParser
import TodoApp

/// `--mode fine|coarse`.
enum ModeOption: String, ExpressibleByArgument, CaseIterable {
    case fine
    case coarse

    var mode: InvalidationMode {
        self == .fine ? .fine : .coarse
    }
}
