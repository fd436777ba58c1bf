/// Automatic grammar agreement of a Markdown span `^[3 apple](inflect: true)`, as SwiftUI
/// reads one in a `Text` literal: the noun after a number agrees with it in English (`1 apple`,
/// `3 apples`, `0 apples`). Foundation's inflection engine, which knows other languages and
/// words, is not in the Linux Foundation; these are English's rules and its commonest
/// irregular nouns, the closest useful agreement.
enum Inflection {
    /// `phrase` with its last word made plural when the first number in it is not one; as it
    /// is when it has no number or its last word is not a word of letters.
    static func agreeing(_ phrase: String) -> String {
        guard let number = firstNumber(in: phrase), number != 1 else { return phrase }
        guard
            let wordStart = phrase.lastIndex(where: { !$0.isLetter }).map(phrase.index(after:)) ?? phrase.indices.first,
            wordStart < phrase.endIndex
        else { return phrase }
        let word = String(phrase[wordStart...])
        guard word.allSatisfy(\.isLetter) else { return phrase }
        return phrase[..<wordStart] + plural(of: word)
    }

    /// The English plural of `word`, its first letter's case kept.
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregulars[lower] {
            return word.first?.isUppercase == true
                ? irregular.prefix(1).uppercased() + irregular.dropFirst() : irregular
        }
        if invariant.contains(lower) { return word }
        let last = lower.last
        let beforeLast = lower.dropLast().last
        if ["s", "x", "z"].contains(last) || lower.hasSuffix("ch") || lower.hasSuffix("sh") { return word + "es" }
        if last == "y", let beforeLast, !"aeiou".contains(beforeLast) { return word.dropLast() + "ies" }
        return word + "s"
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
