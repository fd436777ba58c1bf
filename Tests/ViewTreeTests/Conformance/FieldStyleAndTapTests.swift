import Testing
import TrackingCore

@testable import ViewTree

/// `SecureField`, `.textFieldStyle(_:)` and `.onTapGesture(count:)`, as SwiftUI's.
@Suite @MainActor struct FieldStyleAndTapTests {
    @Trackable final class Login {
        var user = ""
        var password = ""
        var taps = 0
        var doubleTaps = 0
    }

    struct LoginForm: View {
        @Bindable var login: Login
        var body: some View {
            VStack(alignment: .leading) {
                TextField("User", text: $login.user)
                SecureField("Password", text: $login.password)
                    .onSubmit { login.user += "!" }
            }
            .frame(width: 12)
        }
    }

    @Test func aSecureFieldEditsLikeATextFieldAndShowsDots() {
        let login = Login()
        let host = ViewHost(LoginForm(login: login), width: 20, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines == ["User", "Password"], "placeholders")
        host.send(.tab)
        for character in "ann" { host.send(.character(character)) }
        host.send(.tab)
        for character in "s3cret" { host.send(.character(character)) }
        host.send(.backspace)
        host.send(.enter)
        host.renderFrame()
        #expect(login.password == "s3cre" && login.user == "ann!")
        #expect(host.buffer.lines == ["ann!", "•••••"], "the cursor after the dots is a blank cell")
        #expect(host.buffer[5, 1].style.reverse)
    }

    @Test func theRoundedBorderStyleUnderlinesTheFieldsCells() {
        let login = Login()
        login.user = "ann"
        let screen = Sample.host(20, 2) {
            LoginForm(login: login).textFieldStyle(.roundedBorder)
        }.buffer
        #expect(screen.lines == ["ann", "Password"])
        #expect(screen[0, 0].style.underline && screen[10, 0].style.underline, "the whole width, not only the text")
        #expect(!screen[12, 0].style.underline, "not past the field")
        let plain = Sample.host(20, 1) { TextField("x", text: .constant("ann")).textFieldStyle(.plain) }.buffer
        #expect(!plain[0, 0].style.underline)
    }

    @Test func aTapGestureCountsClicksInARowOnTheSameCell() {
        let login = Login()
        let host = ViewHost(
            VStack(alignment: .leading) {
                Text("once").onTapGesture { login.taps += 1 }
                Text("twice").onTapGesture(count: 2) { login.doubleTaps += 1 }
            }, width: 10, height: 2)
        host.renderFrame()
        host.send(.mouse(MouseEvent(.click, x: 1, y: 0)))
        host.send(.mouse(MouseEvent(.click, x: 1, y: 0)))
        #expect(login.taps == 2, "each click is a tap")
        host.send(.mouse(MouseEvent(.click, x: 1, y: 1)))
        #expect(login.doubleTaps == 0)
        host.send(.mouse(MouseEvent(.click, x: 1, y: 1)))
        #expect(login.doubleTaps == 1)
        host.send(.mouse(MouseEvent(.click, x: 2, y: 1)))
        #expect(login.doubleTaps == 1, "a click on another cell starts a new row")
        #expect(host.focusedIdentity == nil, "a tap gesture takes no focus")
        #expect(host.send(.enter) == .ignored, "nor keys")
    }
}
