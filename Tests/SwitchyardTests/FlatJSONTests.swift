import Testing

extension RoutingCoreTests {
    /// The test target's own JSON reader (used for the expected parameters of the data files)
    /// must itself be right, or the data-driven suites would prove nothing.
    @Suite("Test support: flat JSON reader")
    struct FlatJSONTests {
        @Test("reads strings, numbers, booleans and escapes in key order")
        func reads() throws {
            let parsed = try FlatJSON.parse(#"{"b": "x\"y\\z\u00e9\ud83d\ude00", "a":42, "c": -1.5e3, "d": true, "e": false, "f": null}"#)
            #expect(parsed.map(\.0) == ["b", "a", "c", "d", "e", "f"])
            #expect(parsed.map(\.1) == [.string("x\"y\\zé😀"), .number("42"), .number("-1.5e3"), .bool(true), .bool(false), .null])
            #expect(try FlatJSON.parse("{}").isEmpty)
        }

        @Test("rejects what is not a flat object")
        func rejects() {
            for bad in ["", "{", #"{"a"}"#, #"{"a":}"#, #"{"a":1,}"#, #"{"a":1} x"#, #"{"a":"b"#] {
                #expect(throws: FlatJSON.Failure.self, "\(bad)") { try FlatJSON.parse(bad) }
            }
        }

        @Test("numbers, strings and booleans are compared with parameter text by value")
        func represented() {
            #expect(JSONScalar.number("42").isRepresented(by: "42"))
            #expect(JSONScalar.number("42").isRepresented(by: "+42"))
            #expect(!JSONScalar.number("42").isRepresented(by: "43"))
            #expect(JSONScalar.number("1.5").isRepresented(by: "1.50"))
            #expect(JSONScalar.string("a").isRepresented(by: "a"))
            #expect(!JSONScalar.string("a").isRepresented(by: "A"))
            #expect(JSONScalar.bool(true).isRepresented(by: "true"))
            #expect(!JSONScalar.bool(true).isRepresented(by: "false"))
        }
    }
}
