/// The command's arguments as the process received them: bytes, which need not be UTF-8.
///
/// Options and names are text, so each argument is handed on as a `String`; one that is not
/// UTF-8 is never repaired into a different URL. It is handed on as a stand-in text that no
/// argument of a process can spell (it holds a NUL byte), with its bytes kept in
/// ``CommandEnvironment/undecodableArguments``: `match`, `explain` and `open` route those
/// bytes (the router finds them `malformed`), and whatever the command prints shows the
/// stand-in as the argument's text with U+FFFD in place of the bad bytes.
///
/// ```swift
/// let arguments = CommandArguments(raw: [Array("match".utf8), [0x2F, 0xC0, 0xAF]])
/// arguments.texts[1]                 // a stand-in for the bytes 2F C0 AF
/// arguments.undecodable[arguments.texts[1]]  // [0x2F, 0xC0, 0xAF]
/// ```
package struct CommandArguments: Sendable {
    /// The arguments as text, stand-ins for those that are not UTF-8.
    package let texts: [String]
    /// The bytes of each argument that is not UTF-8, under its stand-in.
    package let undecodable: [String: [UInt8]]

    /// Reads `raw`, one byte array an argument.
    package init(raw: [[UInt8]]) {
        var texts: [String] = []
        var undecodable: [String: [UInt8]] = [:]
        for (index, bytes) in raw.enumerated() {
            if let text = String(validatingUTF8Bytes: bytes) {
                texts.append(text)
            } else {
                let standIn = Self.standIn(for: bytes, index: index)
                texts.append(standIn)
                undecodable[standIn] = bytes
            }
        }
        self.texts = texts
        self.undecodable = undecodable
    }

    /// The process's own arguments, the program's name left out.
    package static var process: CommandArguments {
        let argv = CommandLine.unsafeArgv
        let raw = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
            guard let argument = argv[index] else { return [] }
            return argument.withMemoryRebound(to: UInt8.self, capacity: 1) { pointer in
                var count = 0
                while pointer[count] != 0 { count += 1 }
                return Array(UnsafeBufferPointer(start: pointer, count: count))
            }
        }
        return CommandArguments(raw: raw)
    }

    /// The text that stands for an argument that is not UTF-8: its repaired text, then a NUL
    /// and the argument's position, so that two stand-ins never collide with each other or
    /// with a real argument.
    static func standIn(for bytes: [UInt8], index: Int) -> String {
        String(decoding: bytes, as: UTF8.self) + "\u{0}\(index)"
    }

    /// `text` with every stand-in in it shown as the repaired text of its argument.
    static func display(_ text: String, _ undecodable: [String: [UInt8]]) -> String {
        var text = text
        for (standIn, bytes) in undecodable where text.contains(standIn) {
            text = text.replacing(standIn, with: String(decoding: bytes, as: UTF8.self))
        }
        return text
    }
}
