import SwitchyardLinks
import Testing

/// Percent-encodes everything but unreserved characters, as a link inside a query value is.
private func encoded(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
        let unreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
        if unreserved {
            result.unicodeScalars.append(Unicode.Scalar(byte))
        } else {
            let digits = Array("0123456789ABCDEF")
            result += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
        }
    }
    return result
}

@Suite("A dynamic link nested in itself: decoded once, refused with the inner link, never followed")
struct NestedLinkTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let levels: Int
        var testDescription: String { "\(levels) levels" }
    }

    /// The link nested `levels` times: each level's `link=` is the level inside it, encoded.
    static func nested(_ levels: Int) -> [String] {
        var links = ["https://raycipe.example.com/recipes/2"]
        for _ in 0..<levels { links.append("https://rayciperw.page.link/?link=" + encoded(links.last!)) }
        return links
    }

    @Test(arguments: [Case(levels: 2), Case(levels: 10)])
    func refusedWithTheInnerLink(_ example: Case) {
        let links = Self.nested(example.levels)
        let outer = links[example.levels]
        let inner = links[example.levels - 1]
        let error = DynamicLinkError.linkIsDynamicLink(inner)
        #expect(throws: error) { try DynamicLinkDecoder().decode(outer) }
        #expect(DynamicLinkDecoder().read(outer) == .invalid(error))
        #expect(error.description == "the deep link '\(inner)' is itself a dynamic link")
    }

    /// Each level encodes the `%` of the one inside it again, so 50 levels pass the URL size
    /// limit long before the decoder reads a link: `decode` refuses it as too long, and `read` leaves it
    /// to the route table as an ordinary URL.
    @Test func fiftyLevelsAreTooLong() {
        let outer = Self.nested(50)[50]
        #expect(outer.utf8.count > 16_384)
        do {
            _ = try DynamicLinkDecoder().decode(outer)
            Issue.record("decoded a link nested 50 times")
        } catch {
            #expect(error.description == "not a URL: too-long: the URL is longer than the size limit (at byte 16384)")
        }
        // Not read as a dynamic link at all: handed to the route table, which refuses it too.
        #expect(DynamicLinkDecoder().read(outer) == .ordinary)
    }
}
