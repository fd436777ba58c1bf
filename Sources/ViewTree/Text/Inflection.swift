/// Automatic grammar agreement of a Markdown span `^[3 apple](inflect: true)`, as SwiftUI
/// reads one in a `Text` literal: the noun after a number agrees with it in English, written
/// singular or plural (`1 apple`, `3 apples`, `0 apples`; `^[1 todos](inflect: true)` is
/// `1 todo`). Foundation's inflection engine, which knows other languages and words, is not in
/// the Linux Foundation; these are English's rules and its commonest irregular nouns, the
/// closest useful agreement.
enum Inflection {
    /// `phrase` with its last word singular when the first number in it is one, plural when
    /// it is another; as it is when it has no number or its last word is not a word of letters.
    static func agreeing(_ phrase: String) -> String {
        guard let number = firstNumber(in: phrase) else { return phrase }
        guard
            let wordStart = phrase.lastIndex(where: { !$0.isLetter }).map(phrase.index(after:)) ?? phrase.indices.first,
            wordStart < phrase.endIndex
        else { return phrase }
        let word = String(phrase[wordStart...])
        guard word.allSatisfy(\.isLetter) else { return phrase }
        let singular = singular(of: word)
        return phrase[..<wordStart] + (number == 1 ? singular : plural(of: singular))
    }

    /// The English plural of the singular `word`, its first letter's case kept.
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregulars[lower] { return keepingCase(of: word, irregular) }
        if invariant.contains(lower) { return word }
        let last = lower.last
        let beforeLast = lower.dropLast().last
        if ["s", "x", "z"].contains(last) || lower.hasSuffix("ch") || lower.hasSuffix("sh") { return word + "es" }
        if last == "y", let beforeLast, !"aeiou".contains(beforeLast) { return word.dropLast() + "ies" }
        return word + "s"
    }

    /// The English singular of `word`, singular or plural, its first letter's case kept.
    static func singular(of word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregulars.first(where: { $0.value == lower })?.key {
            return keepingCase(of: word, irregular)
        }
        if invariant.contains(lower) || irregulars[lower] != nil { return word }
        if lower.count > 3, lower.hasSuffix("ies") { return word.dropLast(3) + "y" }
        if ["sses", "xes", "zes", "ches", "shes"].contains(where: lower.hasSuffix) { return String(word.dropLast(2)) }
        if lower.hasSuffix("s"), !["ss", "us", "is"].contains(where: lower.hasSuffix) {
            return String(word.dropLast())
        }
        return word
    }

    /// `replacement` with `word`'s first letter's case.
    private static func keepingCase(of word: String, _ replacement: String) -> String {
        word.first?.isUppercase == true ? replacement.prefix(1).uppercased() + replacement.dropFirst() : replacement
    }

    /// The first whole number in `text` (digits, with `,` or `.` between groups of three), if any.
    private static func firstNumber(in text: String) -> Int? {
        guard let start = text.firstIndex(where: \.isWholeNumber) else { return nil }
        var digits = ""
        var index = start
        while index < text.endIndex {
            let character = text[index]
            if character.isWholeNumber, let value = character.wholeNumberValue {
                digits.append(String(value))
            } else if character == "," || character == "." {
                let rest = text[text.index(after: index)...].prefix(3)
                guard rest.count == 3, rest.allSatisfy(\.isWholeNumber) else { break }
            } else {
                break
            }
            index = text.index(after: index)
        }
        return Int(digits)
    }

    private static let irregulars = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
        "foot": "feet", "tooth": "teeth", "goose": "geese", "leaf": "leaves", "life": "lives",
        "knife": "knives", "wife": "wives", "half": "halves", "shelf": "shelves",
    ]

    private static let invariant: Set = ["sheep", "fish", "deer", "series", "species", "aircraft"]
}
