import ArgumentParser
import TodoApp

/// `--log-format text|json`.
extension LogFormat: ExpressibleByArgument {}
