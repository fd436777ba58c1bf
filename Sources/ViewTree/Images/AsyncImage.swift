/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A terminal draws no pictures, so
/// the image never loads: the placeholder shows (`▣` without one), and a content closure
/// given the phase sees `.empty`. Nothing is fetched.
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// The image at `url`: drawn as its placeholder, `▣`.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        content = Image("")
    }

    /// The image at `url` shown by `content` once loaded, `placeholder` until then: the
    /// placeholder, since a terminal loads no pictures.
    public init<I: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: () -> Content
    ) {
        self.content = placeholder()
    }

    /// The image at `url` shown by `content` for each phase of its loading: `content` is
    /// given `.empty`, the phase before loading, which is where a terminal stays.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }

    /// The placeholder, or what the phase closure made of `.empty`.
    public var body: some View { content }
}

/// Where an `AsyncImage`'s loading is, as SwiftUI's.
public enum AsyncImagePhase: Sendable {
    /// Not loaded: where a terminal stays.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed.
    case failure(any Error)

    /// The image, once loaded: never, in a terminal.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The error, when loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}
