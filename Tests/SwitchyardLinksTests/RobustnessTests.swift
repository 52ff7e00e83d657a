import Testing
import Switchyard
import SwitchyardLinks
import SwitchyardTestSupport

@Suite("Robustness: mangled links get a reason or an ordinary URL, never a crash or a wrong link")
struct RobustnessTests {
    static let seeds = [
        "https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&ibi=com.example.raycipe&isi=1234567890",
        "https://cards.page.link/?link=https://cards.example.com/share?cardID=AB12&apn=com.example.cards&amv=3&efr=1",
        "raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&match_type=unique",
    ]

    /// Characters that matter to URLs and to the link format.
    static let alphabet: [Character] = Array("%&=?#/:+ .-_~aZ09é\\\"") + ["\u{0}", "\u{7F}", "\u{85}"]

    static func mangle(_ text: String, _ g: inout SplitMix64) -> String {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 1...4, using: &g) {
            let position = Int.random(in: 0...characters.count, using: &g)
            switch Int.random(in: 0..<3, using: &g) {
            case 0: characters.insert(alphabet.randomElement(using: &g)!, at: position)
            case 1: if position < characters.count { characters.remove(at: position) }
            default: if position < characters.count { characters[position] = alphabet.randomElement(using: &g)! }
            }
        }
        return String(characters)
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func mangledLinksNeverCrashAndWhatDecodesIsConsistent(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        let decoder = DynamicLinkDecoder()
        for _ in 0..<400 {
            let url = Self.mangle(Self.seeds.randomElement(using: &g)!, &g)
            switch decoder.read(url) {
            case .decoded(let decoded):
                // What decodes is what the rules allow: a web deep link that is not a dynamic link,
                // confidence unique only for a long link.
                #expect(decoded.riskyDeepLink.isWeb, "\(url)")
                #expect(!decoder.isDynamicLink(decoded.riskyDeepLink), "\(url)")
                if case .callback = decoded.form { #expect(decoded.confidence <= .default, "\(url)") }
                // And it builds back when it has a prefix and no warning-only oddities in the way.
                if decoded.riskyLink.prefix != nil {
                    let rebuilt = try DynamicLinkBuilder().build(decoded.riskyLink)
                    #expect(try decoder.decode(rebuilt.url).riskyLink == decoded.riskyLink, "\(url)")
                }
            case .invalid(let error):
                #expect(!error.description.isEmpty)
            case .short, .ordinary:
                break
            }
        }
    }
}
