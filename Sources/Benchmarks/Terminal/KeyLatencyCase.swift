import Foundation
import TmuxDriver

/// Key to screen through a real pseudo-terminal: each program runs on a pty of its own, a key
/// is written, and the time until the last byte of the frame it caused is read back. The floor
/// is a C program on ncurses that writes one cell per key; the apps are measured beside it in
/// the same run. Also: the CPU an idle app uses.
enum KeyLatencyCase {
    struct Program {
        let name: String
        let arguments: [String]
        /// Text the first screen shows once it is ready.
        let ready: String
        /// Keys typed once before the timed ones (to focus a button).
        let setup: [UInt8]
        /// The timed key.
        let key: UInt8
    }

    static let programs = [
        Program(
            name: "floor: C on ncurses, one cell per key", arguments: [TmuxSession.builtProgram("benchmark-echo")],
            ready: "ready", setup: [], key: UInt8(ascii: "x")),
        Program(
            name: "todo-tui, 10 items, Space", arguments: [TmuxSession.binary, "--no-highlight", "--items", "10"],
            ready: "item 10", setup: [], key: UInt8(ascii: " ")),
        Program(
            name: "todo-tui, 1,000,000 items, Space",
            arguments: [TmuxSession.binary, "--no-highlight", "--items", "1000000"], ready: "item 10", setup: [],
            key: UInt8(ascii: " ")),
        Program(
            name: "example-counter, Return on +", arguments: [TmuxSession.builtProgram("example-counter")],
            ready: "Count", setup: [9, 9], key: 13),
    ]

    /// p50 and p99 of `keys` presses, in microseconds.
    static func latency(of program: Program, keys: Int) throws -> (p50: Double, p99: Double) {
        let process = try PseudoTerminalProcess(program.arguments, width: 80, height: 24)
        defer { process.stop() }
        guard process.waitFor(program.ready) else { throw TmuxError.failed(program.name, "never ready") }
        process.readUntilQuiet(quiet: .milliseconds(100))
        if !program.setup.isEmpty {
            process.type(program.setup)
            process.readUntilQuiet(quiet: .milliseconds(100))
        }
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<keys {
            let start = clock.now
            process.type([program.key])
            // A frame's bytes come in one burst: 20 ms of silence ends it.
            guard let last = process.readUntilQuiet(quiet: .milliseconds(20)) else { continue }
            let elapsed = (last - start).components
            samples.append(Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) / 1e12)
        }
        samples.sort()
        guard !samples.isEmpty else { throw TmuxError.failed(program.name, "drew nothing") }
        return (samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 99 / 100)])
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
        print("\nKey to screen on a pseudo-terminal (80x24, \(keys) keys each, until the frame's last byte)")
        var floor: Double?
        for program in programs {
            do {
                let result = try latency(of: program, keys: keys)
                if floor == nil { floor = result.p99 }
                let ratio = floor.map { " (\(ReportTable.format1(result.p99 / $0))x the floor's p99)" } ?? ""
                print(
                    ReportTable.pad(program.name, 44) + "p50 " + ReportTable.format(result.p50 * 1000, "ns") + ", p99 "
                        + ReportTable.format(result.p99 * 1000, "ns") + ratio)
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
}
