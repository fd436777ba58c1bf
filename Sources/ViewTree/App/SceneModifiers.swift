/// What a scene's modifiers do here: the objects put in its environment reach its views, and
/// the window options a terminal has no use for are accepted and change nothing.
extension Scene {
    /// Puts `object` in the environment of the scene's views, as on a view.
    public func environmentObject<Object: OpenCombine.ObservableObject>(_ object: Object) -> _ModifiedScene<
        EnvironmentWriter<_Root>
    > {
        _ModifiedScene(_root: _root.environmentObject(object), _placement: _placement)
    }

    /// Puts `object` in the environment of the scene's views under its type.
    public func environment<Object: AnyObject>(_ object: Object) -> _ModifiedScene<EnvironmentWriter<_Root>> {
        _ModifiedScene(_root: _root.environment(object), _placement: _placement)
    }

    /// How a menu bar extra shows: its content is the screen whatever the style.
    public func menuBarExtraStyle(_ style: MenuBarExtraStyle) -> Self { self }

    /// A window's size when it opens: the window is the terminal, whose size the user sets.
    public func defaultSize(width: CGFloat, height: CGFloat) -> Self { self }

    /// A window's size when it opens: the window is the terminal, whose size the user sets.
    public func defaultSize(_ size: CGSize) -> Self { self }
}

/// A scene whose root view a scene modifier changed, shown where the scene was.
public struct _ModifiedScene<Root: View>: Scene {
    /// Framework internal: the root view.
    public let _root: Root
    /// Framework internal: where the scene shows.
    public let _placement: _ScenePlacement
}
