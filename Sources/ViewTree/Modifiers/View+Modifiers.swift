extension View {
    /// Bold text.
    public func bold(_ isActive: Bool = true) -> StyledView<Self> {
        StyledView(content: self, change: StyleChange(bold: isActive))
    }

    /// Underlined text.
    public func underline(_ isActive: Bool = true) -> StyledView<Self> {
        StyledView(content: self, change: StyleChange(underline: isActive))
    }

    /// Foreground and background swapped, as terminals show a selection.
    public func reverse(_ isActive: Bool = true) -> StyledView<Self> {
        StyledView(content: self, change: StyleChange(reverse: isActive))
    }

    /// The color of the characters.
    public func foregroundColor(_ color: TerminalColor) -> StyledView<Self> {
        StyledView(content: self, change: StyleChange(foreground: color))
    }

    /// The color behind the characters, filling the view's whole frame.
    public func backgroundColor(_ color: TerminalColor) -> StyledView<Self> {
        StyledView(content: self, change: StyleChange(background: color))
    }

    /// Empty cells on the given edges.
    public func padding(_ edges: Edge = .all, _ length: Int = 1) -> PaddedView<Self> {
        PaddedView(
            content: self,
            insets: EdgeInsets(
                top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    /// `length` empty cells on every edge.
    public func padding(_ length: Int) -> PaddedView<Self> {
        padding(.all, length)
    }

    /// Exact insets.
    public func padding(_ insets: EdgeInsets) -> PaddedView<Self> {
        PaddedView(content: self, insets: insets)
    }

    /// A frame of fixed size on the axes given; content sits at `alignment` inside it.
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .topLeading) -> FramedView<Self> {
        FramedView(
            content: self,
            frame: FrameLayout(
                width: width.map { max(0, $0) }, height: height.map { max(0, $0) }, alignment: alignment))
    }

    /// A frame that takes what it is offered, up to a maximum (`.infinity`: all of it).
    public func frame(maxWidth: CellExtent? = nil, maxHeight: CellExtent? = nil, alignment: Alignment = .topLeading)
        -> FramedView<Self>
    {
        FramedView(content: self, frame: FrameLayout(maxWidth: maxWidth, maxHeight: maxHeight, alignment: alignment))
    }

    /// A box-drawing border around the content, one cell thick.
    public func border(_ style: CellStyle = .plain) -> BorderedView<Self> {
        BorderedView(content: self, style: style)
    }

    /// Sets an environment value for this view and the views inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> EnvironmentWriter<Self>
    {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Puts `object` in the environment under its type, for `@Environment(Type.self)`.
    public func environment<Object: AnyObject>(_ object: Object) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self) { $0.setObject(object) }
    }
}
