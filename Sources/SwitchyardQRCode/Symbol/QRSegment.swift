/// One run of a symbol's text in one mode, as the encoder chose it.
///
/// A text is split into segments so that the whole bit stream is as short as possible:
/// `https://raycipe.example.com/R/2` is one byte segment, while
/// `HTTPS://RAYCIPE.EXAMPLE.COM/R/2` is one alphanumeric segment and needs fewer bits.
public struct QRSegment: Sendable, Hashable, CustomStringConvertible {
    /// The segment's mode.
    public var mode: QRMode
    /// How many characters it holds (bytes, for a byte segment).
    public var characterCount: Int

    /// Creates a segment description.
    public init(mode: QRMode, characterCount: Int) {
        self.mode = mode
        self.characterCount = characterCount
    }

    /// The mode and the count, as in `alphanumeric 31`.
    public var description: String { "\(mode) \(characterCount)" }
}
