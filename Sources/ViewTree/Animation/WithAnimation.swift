import Synchronization

/// Changes made with an animation: the change is the change, shown in the next frame at its
/// end state (see ``Animation``); a completion runs on the main actor after that frame.
///
/// Returns what `body` returns.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Changes made with an animation, then `completion` on the main actor once the change is
/// on screen (after the next frame: the animation takes no time in a terminal).
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    AnimationCompletion.schedule(completion)
    return result
}

/// Changes made with one value of the transaction set: the change is the change.
@discardableResult
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    try body()
}

/// Changes made in `transaction`: the change is the change.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs completions after the frame that shows their change: main-actor work runs after
/// the run loop's frame, as a terminal app's tasks do.
enum AnimationCompletion {
    /// A completion, which SwiftUI's signature does not mark `Sendable`, carried to the main
    /// actor where SwiftUI runs it too.
    private struct Carried: @unchecked Sendable {
        let completion: () -> Void
    }

    static func schedule(_ completion: @escaping () -> Void) {
        let carried = Carried(completion: completion)
        Task { @MainActor in carried.completion() }
    }
}

extension View {
    /// Changes of `value` animate inside: shown at once, at their end state.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }

    /// Changes inside animate: shown at once, at their end state.
    @available(*, deprecated, message: "Use animation(_:value:), as SwiftUI asks")
    public func animation(_ animation: Animation?) -> Self { self }

    /// The transaction of changes inside changed by `transform`: they show at once anyway.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }

    /// The transaction of changes of `value` inside changed by `transform`: they show at once
    /// anyway.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> Self {
        self
    }

    /// The modifiers `body` applies to this view, animated with `animation`: drawn at once,
    /// at their end state.
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self))
    }

    /// The modifiers `body` applies to this view, in a transaction `transform` changes: drawn
    /// at once.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self))
    }

    /// How the view comes and goes: it appears and disappears in the frame of the change.
    public func transition(_ transition: AnyTransition) -> Self { self }

    /// How changing content moves: it changes in the frame of the change.
    public func contentTransition(_ transition: ContentTransition) -> Self { self }

    /// Geometry shared with views of the same `id` in `namespace`, for a move between them: the
    /// views are placed where their own layout puts them.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, anchor: UnitPoint = .center, isSource: Bool = true
    ) -> Self { self }
}

/// How a view comes and goes, as SwiftUI's: it appears and disappears at once.
public struct AnyTransition: Sendable {
    let name: String

    /// Fades.
    public static let opacity = AnyTransition(name: "opacity")
    /// Grows from nothing.
    public static let scale = AnyTransition(name: "scale")
    /// Slides in from the leading edge.
    public static let slide = AnyTransition(name: "slide")
    /// None.
    public static let identity = AnyTransition(name: "identity")

    /// Grows from `scale`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    /// Moves in from `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// Moves in by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    /// Moves in by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// One transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric")
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// The transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changing content moves, as SwiftUI's: it changes at once.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    /// Fades.
    public static let opacity = ContentTransition(name: "opacity")
    /// Blends.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// None.
    public static let identity = ContentTransition(name: "identity")
    /// Digits roll.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
}

/// A namespace for matched geometry, as SwiftUI's `@Namespace`: each view gets its own id.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// The namespace's identity.
    public let wrappedValue: ID

    /// A new namespace.
    public init() {
        wrappedValue = ID(value: NamespaceCounter.next())
    }
}

/// Numbers namespaces.
private enum NamespaceCounter {
    private static let counter = Mutex(0)

    static func next() -> Int {
        counter.withLock { value in
            value += 1
            return value
        }
    }
}
