import CNcurses
import CellGrid

/// Turns what `get_wch` returns into keys.
enum KeyDecoder {
    /// The key `get_wch` read; `isButtonHeld` follows the left button through the pointer's
    /// reports, to tell a drag's moves from a hover's.
    static func key(status: Int32, code: UInt32, isButtonHeld: inout Bool) -> Key {
        if status == KEY_CODE_YES, Int32(bitPattern: code) == KEY_MOUSE { return mouseKey(isButtonHeld: &isButtonHeld) }
        if status == KEY_CODE_YES { return functionKey(Int32(bitPattern: code)) }
        switch code {
        case 10, 13: return .enter
        case 27: return .escape
        case 9: return .tab
        case 8, 127: return .backspace
        case 1...26: return .control(Character(UnicodeScalar(UInt8(code) + 96)))
        default:
            guard let scalar = UnicodeScalar(code), code >= 32 else { return .unknown(Int32(bitPattern: code)) }
            return .character(Character(scalar))
        }
    }

    /// The mouse event ncurses holds; `.unknown` for buttons the app did not ask for.
    private static func mouseKey(isButtonHeld: inout Bool) -> Key {
        var (x, y): (Int32, Int32) = (0, 0)
        let event = cncurses_mouse_event(&x, &y)
        switch event {
        case 1: isButtonHeld = true
        case 2, 6: isButtonHeld = false
        default: break
        }
        switch event {
        case 1, 2: return .mouse(MouseEvent(.click, x: Int(x), y: Int(y)))
        case 3: return .mouse(MouseEvent(.secondaryClick, x: Int(x), y: Int(y)))
        case 4: return .mouse(MouseEvent(.wheelUp, x: Int(x), y: Int(y)))
        case 5: return .mouse(MouseEvent(.wheelDown, x: Int(x), y: Int(y)))
        case 6: return .mouse(MouseEvent(.release, x: Int(x), y: Int(y)))
        case 7: return .mouse(MouseEvent(isButtonHeld ? .drag : .move, x: Int(x), y: Int(y)))
        default: return .unknown(KEY_MOUSE)
        }
    }

    private static func functionKey(_ code: Int32) -> Key {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_BTAB: .backTab
        case KEY_RESIZE: .resize
        // KEY_F(n) is a C macro: function keys follow KEY_F0. F13 to F24 are F1 to F12 with
        // Shift on most terminals: Shift-F10, the context menu's key, is F22.
        case KEY_F0 + 1...KEY_F0 + 24: .function(Int(code - KEY_F0))
        default: .unknown(code)
        }
    }
}
