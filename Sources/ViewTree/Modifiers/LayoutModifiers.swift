extension View {
    /// Offers the content all it wants along both axes: a text keeps its one line instead of
    /// wrapping. What it takes is still kept to the cells its parent offers (a terminal has
    /// nothing outside them to draw on): the line is cut where they end.
    public func fixedSize() -> ModifiedContent<Self> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Offers the content all it wants along the axes set (see ``fixedSize()``); on the
    /// others it gets the parent's offer.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// How early its stack sizes the view: a stack offers the space it has to its children of
    /// the highest priority first (after setting aside what those below need at least), so
    /// a text of priority 1 keeps its line while its siblings of priority 0 share the rest.
    /// The default is 0.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .layoutPriority(value))
    }

    /// Where the view is drawn among its `ZStack` siblings: higher over lower, equal ones in
    /// order (the default is 0).
    public func zIndex(_ value: Double) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .zIndex(value))
    }

    /// Keeps the content to its frame. In cells nothing is drawn outside a view's frame
    /// anyway (a fixed-size text is cut where its cells end), so this changes nothing.
    public func clipped(antialiased: Bool = false) -> Self {
        self
    }
}
