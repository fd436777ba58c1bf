/// What HStack and VStack share: content laid out along an axis.
enum Stack {
    static func resolve<Content: View>(_ content: Content, layout: StackLayout, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(content) }
        resolver.append(.stack(layout, children))
    }
}
