/// Finds closures that make something inside a value: such a closure never compares equal,
/// even when its bytes are the same. A closure whose only capture is one object keeps the
/// same bytes from run to run, yet what it returns changes with that object: a `ForEach`
/// making rows from `$model.items[i]`, a binding's getter. An action (a closure returning
/// nothing) reads what it needs when it runs, so the same bytes are the same action; so does
/// a binding (``ReadsWhenUsed``).
enum ClosureScan {
    /// Whether `value` holds a closure that returns a value: as one of its stored properties
    /// or inside one, down to objects (compared by identity). An enum or an optional is seen
    /// by its case in `value`.
    static func containsMaker(_ value: Any) -> Bool {
        var visited = 0
        return containsMaker(value, visited: &visited)
    }

    /// ``containsMaker(_:)``, counting in `visited` the values it looked at: what a test reads
    /// to see that a view holding a million items costs a few looks, not a million.
    static func containsMaker(_ value: Any, visited: inout Int) -> Bool {
        scan(value, depth: 0, visited: &visited)
    }

    private static func scan(_ value: Any, depth: Int, visited: inout Int) -> Bool {
        visited += 1
        let type = Swift.type(of: value)
        if type is AnyClass || value is any ReadsWhenUsed { return false }
        let mirror = Mirror(reflecting: value)
        // Only a value with no structure (a closure, a number) can be a function: the type's
        // name, which for a view's generic type runs to thousands of characters, is made and
        // read for those alone. `_typeName` is what `String(describing:)` gives for a type,
        // without first asking the type for conformances that describe it: a conformance the
        // runtime has not been asked about costs a walk over every conformance of the program.
        if mirror.displayStyle == nil, let returns = functionReturnsAValue(_typeName(type, qualified: false)) {
            return returns
        }
        // Views nest deeply but never this deeply; past it, assume the worst (a run).
        guard depth < 64 else { return true }
        switch mirror.displayStyle {
        case .collection, .set, .dictionary:
            // Elements of a collection share their type: the first tells for all, so a view
            // holding a million items costs one look, not a million.
            return mirror.children.first.map { scan($0.value, depth: depth + 1, visited: &visited) } ?? false
        default:
            // A struct's properties, a tuple's elements, an enum's or an optional's payload.
            return mirror.children.contains { scan($0.value, depth: depth + 1, visited: &visited) }
        }
    }

    /// For a function type's name (`(Int) -> Row`, `@MainActor () -> ()`), whether it
    /// returns anything but `()`; nil for the name of any other type.
    private static func functionReturnsAValue(_ name: String) -> Bool? {
        var nesting = 0
        var index = name.startIndex
        while index < name.endIndex {
            switch name[index] {
            case "(", "<", "[": nesting += 1
            case ")", ">", "]": nesting -= 1
            case "-" where name[index...].hasPrefix("-> "):
                if nesting == 0 { return name[name.index(index, offsetBy: 3)...] != "()" }
                // An arrow inside: its `>` closes nothing (`Holding<(Int) -> Int>`).
                index = name.index(after: index)
            default: break
            }
            index = name.index(after: index)
        }
        return nil
    }
}

/// A value whose closures read their source each time they are used, as an action does: the
/// same bytes are the same value. A binding with the same getter and setter is the same
/// place; a view reading it sees a change through tracking, or runs because its parent made a
/// new binding.
protocol ReadsWhenUsed {}

extension Binding: ReadsWhenUsed {}
