import Testing
import TrackingCore

@testable import ViewTree

/// SwiftUI's older `ActionSheet` and `.actionSheet(isPresented:content:)`: its title, message
/// and buttons over the screen; a button acts and dismisses, Escape cancels, and an item
/// sheet shows for its item.
@Suite @MainActor struct ActionSheetTests {
    @Trackable final class Photos {
        var isAsking = false
        var picked: Photo?
        var log: [String] = []
    }

    struct Photo: Identifiable {
        let id: Int
    }

    struct Screen: View {
        let photos: Photos
        var body: some View {
            VStack {
                Button("Share") { photos.isAsking = true }
                Button("Photo 7") { photos.picked = Photo(id: 7) }
            }
            .actionSheet(isPresented: Bindable(photos).isAsking) {
                ActionSheet(
                    title: Text("Share"), message: Text("Send the photo"),
                    buttons: [
                        .default(Text("Mail")) { photos.log.append("mail") },
                        .destructive(Text("Delete")) { photos.log.append("delete") }, .cancel(),
                    ])
            }
            .actionSheet(item: Bindable(photos).picked) { photo in
                ActionSheet(title: Text("Photo \(photo.id)"))
            }
        }
    }

    @Test func itsButtonsActAndDismissIt() {
        let photos = Photos()
        let host = ViewHost(Screen(photos: photos), width: 30, height: 12)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        let shown = host.buffer.lines.joined(separator: "\n")
        #expect(shown.contains("Share") && shown.contains("Send the photo") && shown.contains("Mail"))
        #expect(shown.contains("Delete") && shown.contains("Cancel"))
        host.send(.enter)  // the first button has the focus
        host.renderFrame()
        #expect(photos.log == ["mail"])
        #expect(!photos.isAsking, "a button dismisses it")
        photos.isAsking = true
        host.renderFrame()
        host.send(.escape)
        host.renderFrame()
        #expect(!photos.isAsking && photos.log == ["mail"], "Escape cancels")
    }

    @Test func anItemSheetShowsForItsItem() {
        let photos = Photos()
        let host = ViewHost(Screen(photos: photos), width: 30, height: 12)
        host.renderFrame()
        photos.picked = Photo(id: 7)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Photo 7") && !$0.contains("[") }, "its title")
        #expect(host.buffer.lines.contains { $0.contains("Cancel") }, "the default Cancel button")
        host.send(.escape)
        host.renderFrame()
        #expect(photos.picked == nil)
    }
}
