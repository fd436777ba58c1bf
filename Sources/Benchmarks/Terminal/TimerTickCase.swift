import Foundation
import Terminal
import TmuxDriver
import ViewTree

/// A 30 Hz timeline that changes one `Text`, run on a real pseudo-terminal through the
/// framework's loop: how many bodies each tick runs, and the CPU it takes.
enum TimerTickCase {
    /// One text changing 30 times a second, beside text that never changes.
    struct Ticker: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("ticker: 30 Hz")
                TimelineView(.periodic(from: .now, by: 1.0 / 30)) { context in
                    Text("tick \(Int(context.date.timeIntervalSinceReferenceDate * 30))")
                }
                Text("nothing else changes")
            }
        }
    }

    /// The child: runs the ticker on the terminal until SIGTERM, then writes the frames it
    /// rendered and the bodies they ran to `statsPath`.
    static func runChild(statsPath: String) -> Never {
        let program = ViewProgram(Ticker())
        // The first frame runs every body; each later one is a tick.
        var ticks = 0
        var bodies = 0
        program.host.onFrame { report in
            guard report.number > 1 else { return }
            ticks += 1
            bodies += report.evaluations.count
        }
        guard let terminal = try? TerminalScreen.open() else { exit(1) }
        _ = TerminalLoop.run(program, on: terminal)
        terminal.close()
        try? "\(ticks) \(bodies)".write(toFile: statsPath, atomically: true, encoding: .utf8)
        exit(0)
    }

    static func printAll(seconds: Int = 3) {
        print("\nA 30 Hz TimelineView changing one Text, on a pseudo-terminal for \(seconds) s")
        let statsPath = FileManager.default.temporaryDirectory.appendingPathComponent("ticker-\(getpid())").path
        do {
            let process = try PseudoTerminalProcess(
                [CommandLine.arguments[0], "ticker-child", statsPath], width: 40, height: 5)
            guard process.waitFor("tick ") else { throw TmuxError.failed("ticker", "never ticked") }
            let before = process.cpuNanoseconds
            let clock = ContinuousClock()
            let start = clock.now
            while clock.now - start < .seconds(seconds) { process.readUntilQuiet(quiet: .milliseconds(100)) }
            let cpu = Double(process.cpuNanoseconds - before) / 1e6
            process.stop()
            let stats = try String(contentsOfFile: statsPath, encoding: .utf8).split(separator: " ").compactMap {
                Int($0)
            }
            try? FileManager.default.removeItem(atPath: statsPath)
            guard stats.count == 2, stats[0] > 0 else { throw TmuxError.failed("ticker", "no frames") }
            print(
                "\(stats[0]) ticks after the first frame, \(stats[1]) bodies: "
                    + "\(ReportTable.format1(Double(stats[1]) / Double(stats[0]))) per tick; "
                    + "CPU \(ReportTable.format1(cpu)) ms in \(seconds) s (\(ReportTable.format1(cpu / Double(seconds) / 10))%)"
            )
        } catch {
            print("not measured: \(error)")
        }
    }
}
