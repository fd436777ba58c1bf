import ViewTree

extension TodoList {
    /// `count` items named `item 1`, `item 2`, ..., for scale demos (at least one).
    ///
    /// Made as a file's items are: the lines written into one text, indexed, and each item
    /// made when it is first shown, changed or found. A million of them start as fast as a
    /// million-line file and take its bytes, not a million objects.
    public static func generated(count: Int) -> TodoList {
        let publisher = ObservableObjectPublisher()
        let lines = TodoLines(generatedText(count: max(1, count)), firstID: 1)
        return TodoList(items: TodoItems(lines: lines, publisher: publisher), publisher: publisher)
    }

    /// `item 1\nitem 2\n...item <count>\n`, its digits written straight into the text: an
    /// interpolated string per line cost more than the rest of the start.
    static func generatedText(count: Int) -> String {
        let prefix = Array("item ".utf8)
        let digitsOfCount = String(count).utf8.count
        let capacity = count * (prefix.count + digitsOfCount + 1)
        return String(unsafeUninitializedCapacity: capacity) { text in
            var end = 0
            var digits = [UInt8](repeating: 0, count: digitsOfCount)
            for number in 1...count {
                for byte in prefix {
                    text[end] = byte
                    end += 1
                }
                var rest = number
                var used = 0
                repeat {
                    digits[used] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                    used += 1
                } while rest > 0
                for place in stride(from: used - 1, through: 0, by: -1) {
                    text[end] = digits[place]
                    end += 1
                }
                text[end] = UInt8(ascii: "\n")
                end += 1
            }
            return end
        }
    }
}
