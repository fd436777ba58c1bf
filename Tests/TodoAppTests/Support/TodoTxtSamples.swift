import TestSupport

/// Random todo.txt lines and files built from the format's parts, with the odd cases that
/// break naive rewriting: combining marks and joiners right after a prefix, descriptions that
/// start like a prefix, wide characters, tokens, several spaces.
enum TodoTxtSamples {
    static let words = [
        "call", "mom", "+project", "@home", "due:2026-12-01", "買い物", "👍🏽", "e\u{301}té", "x", "(B)", "2020-01-01",
        "pay", "rent", "pri:A", "tab\there", "a  b", "👨‍👩‍👧", "key:value", "(a)", "X", "t:2026-11-25", "t:2026-11-01",
        "rec:1w", "rec:+1m", "due:2026-11-23",
    ]
    static let oddStarts = [
        "\u{301}accent", "\u{200D}joined", " leading space", "x marks", "(C) again", "2021-02-03 date",
    ]

    /// One task line (never blank).
    static func line(using random: inout SeededRandom) -> String {
        var text = ""
        let done = Int.random(in: 0..<3, using: &random) == 0
        if done { text += "x " }
        if Int.random(in: 0..<3, using: &random) == 0 { text += "(\("ABCZ".randomElement(using: &random)!)) " }
        if done, Bool.random(using: &random) { text += date(using: &random) + " " }
        if Bool.random(using: &random) { text += date(using: &random) + " " }
        var description = (0..<Int.random(in: 1...4, using: &random)).map { _ in words.randomElement(using: &random)! }
            .joined(separator: " ")
        if Int.random(in: 0..<4, using: &random) == 0 {
            description = oddStarts.randomElement(using: &random)! + " " + description
        }
        return text + description
    }

    /// A file of `1...maxLines` task lines with blank lines between some, `\n` endings.
    /// With `oddEndings`, some lines end in `\r\n`, some blank lines hold spaces or tabs,
    /// and the last line may lack its ending.
    static func file(using random: inout SeededRandom, maxLines: Int = 6, oddEndings: Bool = false) -> String {
        var lines: [String] = []
        let blanks = oddEndings ? ["", "", " ", "\t ", "\u{3000}"] : [""]
        for _ in 0..<Int.random(in: 1...maxLines, using: &random) {
            if Int.random(in: 0..<4, using: &random) == 0 { lines.append(blanks.randomElement(using: &random)!) }
            lines.append(line(using: &random))
        }
        if Int.random(in: 0..<4, using: &random) == 0 { lines.append(blanks.randomElement(using: &random)!) }
        guard oddEndings else { return lines.joined(separator: "\n") + "\n" }
        var text = ""
        for (index, line) in lines.enumerated() {
            text += line
            if index < lines.count - 1 || Int.random(in: 0..<3, using: &random) > 0 {
                text += Int.random(in: 0..<4, using: &random) == 0 ? "\r\n" : "\n"
            }
        }
        return text
    }

    static func date(using random: inout SeededRandom) -> String {
        "20\(Int.random(in: 10...29, using: &random))-0\(Int.random(in: 1...9, using: &random))-1\(Int.random(in: 0...9, using: &random))"
    }
}
