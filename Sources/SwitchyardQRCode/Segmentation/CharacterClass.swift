/// Which modes can hold a byte of the text.
enum CharacterClass {
    /// The alphanumeric value of each ASCII byte (`0-9` 0-9, `A-Z` 10-35, then space
    /// `$ % * + - . / :` 36-44), or 255 for a byte alphanumeric mode cannot hold.
    static let alphanumericValues: [UInt8] = {
        var values = [UInt8](repeating: 255, count: 256)
        let characters = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8)
        for (value, character) in characters.enumerated() { values[Int(character)] = UInt8(value) }
        return values
    }()

    /// Whether numeric mode holds the byte.
    @inline(__always)
    static func isNumeric(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
}
