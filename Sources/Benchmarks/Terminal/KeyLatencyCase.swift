import Foundation
import TmuxDriver

/// Key to screen through a real pseudo-terminal: each program runs on a pty of its own, a key
/// is written, and the time until the last byte of the frame it caused is read back; with it
/// the time to the first screen and the CPU each key costs the program (all its threads).
///
/// The floor is `benchmark-floor`, a C program on ncurses that makes the screen changes
/// todo-tui makes for the same keys (the row, the count, the two status lines) from the same
/// items: each todo-tui case runs right after its floor, and its ratios are to that floor.
/// With `BENCH_BEFORE` set to the folder of another build's programs, each app of that build
/// runs beside its own, in the same run. Also: the CPU an idle app uses.
enum KeyLatencyCase {
    struct Program {
        let name: String
        let arguments: [String]
        /// Text the first screen shows once it is ready.
        var ready = "item 10"
        /// Keys typed once before the timed ones (to focus a button).
        var setup: [UInt8] = []
        /// The timed key.
        var key = UInt8(ascii: " ")
        /// Whether this is a floor, the program the ones after it are compared to.
        var isFloor = false
    }

    /// A floor and todo-tui for the same items (`--items N`, or a file), Space toggling.
    private static func pair(_ label: String, _ items: [String]) -> [Program] {
        [
            Program(
                name: "floor: C on ncurses, " + label, arguments: [TmuxSession.builtProgram("benchmark-floor")] + items,
                isFloor: true),
            Program(name: "todo-tui, " + label, arguments: [TmuxSession.binary, "--no-highlight"] + items),
        ]
    }

    static func programs(millionLineFile: String) -> [Program] {
        pair("10 items", ["--items", "10"]) + pair("a 1,000,000-line file", [millionLineFile])
            + pair("1,000,000 generated items", ["--items", "1000000"]) + [
                Program(
                    name: "example-counter, Return on +", arguments: [TmuxSession.builtProgram("example-counter")],
                    ready: "Count", setup: [9, 9], key: 13)
            ]
    }

    /// What `keys` presses cost: p50 and p99 of key to last byte, and the CPU time per key,
    /// in microseconds; and the time from start to the first screen, in milliseconds.
    struct Measure {
        let p50: Double
        let p99: Double
        let cpuPerKey: Double
        let firstScreen: Double
    }

    static func latency(of program: Program, keys: Int) throws -> Measure {
        let clock = ContinuousClock()
        let started = clock.now
        let process = try PseudoTerminalProcess(program.arguments, width: 80, height: 24)
        defer { process.stop() }
        guard let shown = process.timeShown(program.ready) else { throw TmuxError.failed(program.name, "never ready") }
        let firstScreen = milliseconds(shown - started)
        process.readUntilQuiet(quiet: .milliseconds(100))
        if !program.setup.isEmpty {
            process.type(program.setup)
            process.readUntilQuiet(quiet: .milliseconds(100))
        }
        var samples: [Double] = []
        let cpuBefore = process.cpuNanoseconds
        for _ in 0..<keys {
            let start = clock.now
            process.type([program.key])
            // A frame's bytes come in one burst: 20 ms of silence ends it.
            guard let last = process.readUntilQuiet(quiet: .milliseconds(20)) else { continue }
            samples.append(milliseconds(last - start) * 1000)
        }
        let cpuPerKey = Double(process.cpuNanoseconds - cpuBefore) / 1e3 / Double(keys)
        samples.sort()
        guard !samples.isEmpty else { throw TmuxError.failed(program.name, "drew nothing") }
        return Measure(
            p50: samples[samples.count / 2], p99: samples[min(samples.count - 1, samples.count * 99 / 100)],
            cpuPerKey: cpuPerKey, firstScreen: firstScreen)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    }

    /// `programs`, each app of the build in `BENCH_BEFORE` (when set) just before its own.
    static func withBuildBefore(_ programs: [Program]) -> [Program] {
        guard let folder = ProcessInfo.processInfo.environment["BENCH_BEFORE"], !folder.isEmpty else { return programs }
        return programs.flatMap { program -> [Program] in
            let name = URL(fileURLWithPath: program.arguments[0]).lastPathComponent
            let before = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            guard !program.isFloor, FileManager.default.isExecutableFile(atPath: before) else { return [program] }
            let old = Program(
                name: program.name + " (before)", arguments: [before] + program.arguments.dropFirst(),
                ready: program.ready, setup: program.setup, key: program.key)
            return [old, program]
        }
    }

    /// The CPU time an app that is shown and waiting uses over `seconds`, in milliseconds.
    static func idleCPU(seconds: Int) throws -> Double {
        let process = try PseudoTerminalProcess([TmuxSession.builtProgram("example-counter")], width: 80, height: 24)
        defer { process.stop() }
        guard process.waitFor("Count") else { throw TmuxError.failed("example-counter", "never ready") }
        process.readUntilQuiet(quiet: .milliseconds(200))
        let before = process.cpuNanoseconds
        sleep(UInt32(seconds))
        return Double(process.cpuNanoseconds - before) / 1e6
    }

    static func printAll(keys: Int = 300) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-latency-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("todo.txt")
        let lines = (1...1_000_000).map { "item \($0)\n" }.joined()
        _ = FileManager.default.createFile(atPath: file.path, contents: Data(lines.utf8))
        print("\nKey to screen on a pseudo-terminal (80x24, \(keys) keys each, until the frame's last byte)")
        print("ratios: p50, p99, CPU per key and first screen, to the floor above each")
        var floor: Measure?
        for program in withBuildBefore(programs(millionLineFile: file.path)) {
            do {
                let result = try latency(of: program, keys: keys)
                if program.isFloor { floor = result }
                print(ReportTable.pad(program.name, 44) + describe(result, against: program.isFloor ? nil : floor))
            } catch {
                print(ReportTable.pad(program.name, 44) + "not measured: \(error)")
            }
        }
        do {
            print("idle example-counter, 5 s: \(ReportTable.format1(try idleCPU(seconds: 5))) ms of CPU")
        } catch {
            print("idle: not measured: \(error)")
        }
    }

    private static func describe(_ result: Measure, against floor: Measure?) -> String {
        let figures =
            "p50 " + ReportTable.format(result.p50 * 1000, "ns") + ", p99 "
            + ReportTable.format(result.p99 * 1000, "ns")
            + ", CPU/key " + ReportTable.format(result.cpuPerKey * 1000, "ns") + ", first screen "
            + ReportTable.format1(result.firstScreen) + " ms"
        guard let floor else { return figures }
        let ratios = [
            result.p50 / floor.p50, result.p99 / floor.p99, result.cpuPerKey / floor.cpuPerKey,
            result.firstScreen / floor.firstScreen,
        ]
        return figures + " (" + ratios.map { ReportTable.format1($0) + "x" }.joined(separator: ", ") + ")"
    }
}
