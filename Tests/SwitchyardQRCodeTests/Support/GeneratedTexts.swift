@testable import SwitchyardQRCode
import SwitchyardTestSupport

/// Texts made from a fixed seed, so that every run tests the same symbols.
struct GeneratedTexts {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    static let digits = Array("0123456789")
    static let alphanumerics = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")
    static let lowercase = Array("abcdefghijklmnopqrstuvwxyz_~=&?!#@")
    static let nonASCII = ["é", "ü", "ß", "ñ", "日", "本", "語", "€", "😀", "🍰"]

    mutating func text(from alphabet: [Character], count: Int) -> String {
        String((0..<count).map { _ in alphabet[below(alphabet.count)] })
    }

    /// Byte-mode text of exactly `byteCount` UTF-8 bytes, with some non-ASCII characters.
    mutating func bytes(_ byteCount: Int) -> String {
        var text = ""
        var count = 0
        while count < byteCount {
            let piece = below(6) == 0 ? Self.nonASCII[below(Self.nonASCII.count)] : String(Self.lowercase[below(Self.lowercase.count)])
            if count + piece.utf8.count > byteCount { continue }
            text += piece
            count += piece.utf8.count
        }
        return text
    }

    /// A text of `mode` that needs `version` at `level` (more than the version below holds).
    mutating func text(_ mode: QRMode, version: Int, level: QRErrorCorrection) -> String {
        let most = Capacity.characters(mode, version: version, level: level)
        let fewest = version == 1 ? 1 : Capacity.characters(mode, version: version - 1, level: level) + 1
        let count = fewest + below(max(1, most - fewest + 1))
        switch mode {
        case .numeric: return text(from: Self.digits, count: count)
        case .alphanumeric: return text(from: Self.alphanumerics, count: count)
        case .byte: return bytes(count)
        }
    }

    /// A text of several runs of different modes, as links and cards mix them.
    mutating func mixed() -> String {
        var text = ""
        for _ in 0..<(2 + below(5)) {
            let length = 1 + below(30)
            switch below(4) {
            case 0: text += self.text(from: Self.digits, count: length)
            case 1: text += self.text(from: Self.alphanumerics, count: length)
            case 2: text += self.text(from: Self.lowercase, count: length)
            default: text += bytes(length)
            }
        }
        return text
    }
}
