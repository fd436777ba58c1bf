extension ViewHost {
    /// The help of the focused view, or of the nearest view around it that has one. (Read
    /// after a frame: it does not move the focus back to a view a pushed view hid, as a key
    /// does, which would need another frame to show.)
    var focusedHelp: String? {
        guard let focused = keyFocus.node, focused.isAlive, !focused.isCovered else { return nil }
        // A loop, not a lazy map: it runs every frame, and a closure made on the main actor
        // checks its executor at each call.
        for (node, _) in focused.outwardPath {
            if let help = (node as? ComposedNode)?.helpText { return help }
        }
        return nil
    }

    /// Shows the focused view's help on the last row after a frame's drawing; when the help
    /// changes, the frame draws everything (see `moveFocus(to:)`; here when the view went),
    /// so a help gone leaves nothing behind.
    func paintHelp() {
        let help = focusedHelp
        if help == nil, shownHelp != nil {
            // The view with the help went with the focus in it: its row is drawn again.
            shownHelp = nil
            return drawEverything()
        }
        shownHelp = help
        guard let help, buffer.height > 0 else { return }
        let row = buffer.height - 1
        var style = CellStyle.plain
        style.reverse = true
        buffer.fill(CellRect(x: 0, y: row, width: buffer.width, height: 1), style: style)
        buffer.write(" " + help, x: 0, y: row, style: style, limit: buffer.width)
    }
}
