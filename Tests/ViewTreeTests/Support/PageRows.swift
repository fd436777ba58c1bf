import Foundation

extension [String] {
    /// The rows a navigation page shows below its bar (a title row and its rule), without the
    /// spaces that centre them and without the blank rows around them: what a page shows, in
    /// order, where most tests do not ask where (`NavigationPageCentringTests` does).
    func pageRows(below bar: Int = 2) -> [String] {
        dropFirst(bar).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
