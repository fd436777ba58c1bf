import Testing
import TrackingCore

@testable import ViewTree

/// `Stepper` and `Slider`, as SwiftUI's: a value changed by a step within bounds, by keys and
/// clicks, the view that shows the value running, and nothing else.
@Suite @MainActor struct StepperAndSliderTests {
    @Trackable final class Party {
        var guests = 0
        var volume = 50.0
    }

    /// A stepper whose title shows the number it steps.
    struct GuestCount: View {
        @Bindable var party: Party
        var body: some View {
            Stepper("Guests: \(party.guests)", value: $party.guests, in: 0...3)
        }
    }

    @Test func aStepperStepsWithinItsBoundsByKeysAndClicks() {
        let party = Party()
        let host = ViewHost(GuestCount(party: party), width: 30, height: 1)
        host.renderFrame()
        // "Guests: 0" and a space, then [-|+]: - on cell 11, + on cell 13.
        #expect(host.buffer.lines == ["Guests: 0 [-|+]"])
        #expect(host.buffer[11, 0].style.dim && !host.buffer[13, 0].style.dim, "at the lower bound, - is dimmed")
        host.send(.tab)
        #expect(host.send(.right) == .handled)
        host.send(.character("+"))
        #expect(party.guests == 2)
        host.send(.left)
        #expect(party.guests == 1)
        host.send(.mouse(MouseEvent(.click, x: 13, y: 0)))
        host.send(.mouse(MouseEvent(.click, x: 13, y: 0)))
        #expect(party.guests == 3, "a click on + steps")
        host.send(.right)
        #expect(party.guests == 3, "kept at the upper bound")
        let frame = host.renderFrame()
        #expect(Set(frame.evaluatedNodes) == ["GuestCount", "Stepper", "StepperSide", "StepperSide[2]"])
        #expect(host.buffer.lines == ["Guests: 3 [-|+]"])
        #expect(host.buffer[13, 0].style.dim && !host.buffer[11, 0].style.dim)
        host.send(.mouse(MouseEvent(.click, x: 11, y: 0)))
        #expect(party.guests == 2, "a click on - steps down")
    }

    @Test func aStepperWithActionsRunsThemAndADisabledOneDoesNot() {
        let party = Party()
        let host = ViewHost(
            VStack {
                Stepper("Colour", onIncrement: { party.guests += 10 }, onDecrement: { party.guests -= 1 })
                Stepper("Off", onIncrement: { party.guests += 100 }, onDecrement: nil).disabled(true)
            }, width: 20, height: 2)
        host.renderFrame()
        host.send(.tab)
        host.send(.right)
        host.send(.left)
        #expect(party.guests == 9)
        host.send(.tab)
        #expect(host.focusedIdentity == "Stepper", "Tab skips the disabled stepper")
        host.send(.mouse(MouseEvent(.click, x: 7, y: 1)))
        #expect(party.guests == 9, "a click on the disabled stepper's + does nothing")
    }

    /// A slider with a title and words at its ends, and the value under it.
    struct VolumeView: View {
        @Bindable var party: Party
        var body: some View {
            VStack(alignment: .leading) {
                Slider(value: $party.volume, in: 0...100, step: 10) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("lo")
                } maximumValueLabel: {
                    Text("hi")
                }
                Text("\(Int(party.volume))")
            }
        }
    }

    @Test func aSliderFillsItsWidthAndMovesByItsStep() {
        let party = Party()
        let host = ViewHost(VolumeView(party: party), width: 30, height: 2)
        host.renderFrame()
        // Volume(6) lo(2) hi(2) and three spaces leave 17 cells of track, cells 10 to 26 of
        // the row; the knob at 50% sits in its middle, on cell 8 of 0...16.
        #expect(host.buffer.lines[0] == "Volume lo ━━━━━━━━●──────── hi")
        host.send(.tab)
        host.send(.right)
        #expect(party.volume == 60)
        host.send(.end)
        #expect(party.volume == 100)
        host.send(.home)
        host.send(.left)
        #expect(party.volume == 0, "kept at the lower bound")
        host.renderFrame()
        #expect(host.buffer.lines == ["Volume lo ●──────────────── hi", "0"])
        host.send(.mouse(MouseEvent(.click, x: 26, y: 0)))
        #expect(party.volume == 100, "a click at the end of the track")
        host.send(.mouse(MouseEvent(.click, x: 13, y: 0)))
        #expect(party.volume == 20, "a click 3 cells in: 3/16 of 100, on the nearest step")
    }

    @Test func aDragFromTheTrackMovesTheValueWithThePointerAndStopsAtTheBounds() {
        let party = Party()
        let host = ViewHost(VolumeView(party: party), width: 30, height: 2)
        host.renderFrame()
        // The track is cells 10 to 26: pressed at its start, dragged along it, then past its
        // end and off the row: the slider keeps the pointer until the release.
        host.send(.mouse(MouseEvent(.click, x: 10, y: 0)))
        #expect(party.volume == 0)
        host.send(.mouse(MouseEvent(.drag, x: 18, y: 0)))
        #expect(party.volume == 50)
        host.send(.mouse(MouseEvent(.drag, x: 29, y: 1)))
        #expect(party.volume == 100, "kept at the upper bound")
        host.send(.mouse(MouseEvent(.release, x: 29, y: 1)))
        host.send(.mouse(MouseEvent(.drag, x: 10, y: 0)))
        #expect(party.volume == 100, "a move after the release drags nothing")
    }

    @Test func aSliderWithoutStepMovesByATwentiethAndTakesTheTint() {
        let level = Party()
        level.volume = 0.5
        let host = ViewHost(Slider(value: Bindable(level).volume).tint(.green).frame(width: 11), width: 11, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["━━━━━●─────"])
        #expect(host.buffer[0, 0].style.foreground == .green)
        host.send(.tab)
        host.send(.right)
        #expect(abs(level.volume - 0.55) < 1e-9)
    }

    @Test func eachStepIsOneEditForOnEditingChanged() {
        let party = Party()
        var edits: [Bool] = []
        let host = ViewHost(
            VStack {
                Stepper(value: Bindable(party).guests, in: 0...5, onEditingChanged: { edits.append($0) }) {
                    Text("Q")
                }
                Slider(value: Bindable(party).volume, in: 0...100, onEditingChanged: { edits.append($0) })
            }, width: 20, height: 2)
        host.renderFrame()
        host.send(.tab)
        host.send(.right)
        #expect(edits == [true, false] && party.guests == 1)
        host.send(.left)
        host.send(.left)
        #expect(edits == [true, false, true, false], "no edit past the lower bound")
        host.send(.tab)
        host.send(.right)
        #expect(edits.suffix(2) == [true, false] && party.volume == 55)
    }
}
