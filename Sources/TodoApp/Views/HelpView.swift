import ViewTree

/// Every key, with what it does.
struct HelpView: View {
    var body: some View {
        VStack {
            Text("Keys").bold()
            ForEach(KeyBindings.help, id: \.keys) { line in
                HStack {
                    Text(line.keys).frame(width: 19)
                    Text(line.action)
                }
            }
            Text("Esc or ? closes this help.")
        }
        .padding(.horizontal, 1)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .border()
    }
}
