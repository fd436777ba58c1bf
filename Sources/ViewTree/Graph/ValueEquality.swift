/// Comparisons of values whose types are known only at run time.
enum ValueEquality {
    /// Equal by `==` when the value is Equatable, by identity when it is an object; nil when
    /// neither tells.
    static func equal(_ lhs: Any, _ rhs: Any) -> Bool? {
        if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
        if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        return nil
    }

    /// Equal when the two values have the same bytes: an object reference is the same
    /// object, a string the same storage. Different bytes may still be equal values, so a
    /// false answer is only "maybe different", which costs a body run, never a lost update.
    static func sameBytes<T>(_ lhs: T, _ rhs: T) -> Bool {
        withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                left.elementsEqual(right)
            }
        }
    }

    /// ``sameBytes(_:_:)`` for a value of unknown type against another.
    static func sameBytes<T>(opening lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return sameBytes(lhs, rhs)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
