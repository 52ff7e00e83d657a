@testable import SwitchyardLinkService
import Testing

@Suite("JSON")
struct JSONParserTests {
    @Test("documents parse into values")
    func values() throws {
        let value = try JSONParser.parse(#" {"a": [1, -2.5e3, true, false, null], "b": "\u00e9\ud83d\ude00\n\/", "c": {}} "#)
        #expect(
            value
                == .object([
                    ("a", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])),
                    ("b", .string("é😀\n/")),
                    ("c", .object([])),
                ]))
    }

    @Test(
        "bad documents fail with the reason and the byte",
        arguments: [
            ("", "the JSON text ends where a value was expected at byte 0"),
            ("{\"a\" 1}", "expected ':' after an object key at byte 5"),
            ("[1,]", "unexpected character at byte 3"),
            ("01", "a number must not start with 0 at byte 2"),
            ("\"a\nb\"", "a control character inside a string must be escaped at byte 2"),
            ("\"\\ud800\"", "a high surrogate must be followed by a low one at byte 7"),
            ("{} x", "unexpected text after the JSON value at byte 3"),
            (String(repeating: "[", count: 40), "JSON nested deeper than 32 levels at byte 32"),
        ])
    func failures(text: String, message: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("strings are written back as JSON that reads the same", arguments: ["plain", "quote \" and \\", "line\nend\u{1}", "é😀", "\u{2028}"])
    func roundTrip(text: String) throws {
        #expect(try JSONParser.parse(JSONText.quoted(text)) == .string(text))
    }
}
