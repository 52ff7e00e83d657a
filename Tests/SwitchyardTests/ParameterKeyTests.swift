@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Keys made in a table (each route's capture looked up by the route's index) and their
    /// fallbacks: a key of another table, a key made by name, a name no route has, a name
    /// longer than the 15 bytes a fingerprint holds, and a key that outlives its table.
    @Suite("Parameter keys")
    struct ParameterKeyTests {
        static let long = "averyverylongparametername"
        static let table = try! RouteTable([
            RouteDefinition(name: "user", pattern: "/users/:id"),
            RouteDefinition(name: "post", pattern: "/users/:user/posts/:id"),
            RouteDefinition(name: "long", pattern: "/long/:\(long)/:id"),
            RouteDefinition(name: "query", pattern: "app://find?id=:id"),
            RouteDefinition(name: "none", pattern: "/static"),
            RouteDefinition(name: "rest", pattern: "/files/**id"),
            RouteDefinition(name: "many", pattern: "/many/:a/:b/:c/:d/:e/:f/:g/:h/:id"),
        ])
        /// The same names in other routes and other slots.
        static let other = try! RouteTable([
            RouteDefinition(name: "pair", pattern: "/pair/:user/:id"),
            RouteDefinition(name: "long", pattern: "/l/:x/:\(long)"),
        ])

        struct Case: Sendable, CustomTestStringConvertible {
            var label: String
            var url: String
            var name: String
            var value: String?
            var testDescription: String { label }
        }

        static let cases: [Case] = [
            Case(label: "first slot", url: "/users/42", name: "id", value: "42"),
            Case(label: "second slot of another route", url: "/users/7/posts/99", name: "id", value: "99"),
            Case(label: "first slot of that route", url: "/users/7/posts/99", name: "user", value: "7"),
            Case(label: "a name longer than 15 bytes", url: "/long/abc/5", name: long, value: "abc"),
            Case(label: "beside a long name", url: "/long/abc/5", name: "id", value: "5"),
            Case(label: "a query value", url: "app://find?id=a%20b", name: "id", value: "a b"),
            Case(label: "an escaped segment", url: "/users/%34%32", name: "id", value: "42"),
            Case(label: "a `**` value", url: "/files/a/b", name: "id", value: "a/b"),
            Case(label: "a slot past the eighth", url: "/many/1/2/3/4/5/6/7/8/123456", name: "id", value: "123456"),
            Case(label: "an inline slot beside it", url: "/many/1/2/3/4/5/6/7/8/123456", name: "h", value: "8"),
            Case(label: "a route without the name", url: "/users/42", name: "user", value: nil),
            Case(label: "a route without parameters", url: "/static", name: "id", value: nil),
            Case(label: "no route matched", url: "/nowhere", name: "id", value: nil),
        ]

        @Test("a table's key, a key by name and the name read the same value", arguments: cases)
        func sameValue(_ item: Case) throws {
            let tableKey = try #require(Self.table.parameterKey(item.name))
            let nameKey = ParameterKey(item.name)
            Self.table.withMatch(item.url) { view in
                #expect(view.parameterText(item.name) == item.value)
                #expect(view.withParameterBytes(tableKey) { String(decoding: $0, as: UTF8.self) } == item.value)
                #expect(view.withParameterBytes(nameKey) { String(decoding: $0, as: UTF8.self) } == item.value)
                #expect((try? view.parameter(tableKey, as: String.self)) == item.value)
            }
            if let match = Self.table.match(item.url).match {
                #expect(match.parameterText(item.name) == item.value)
                #expect((try? match.parameter(tableKey, as: String.self)) == item.value)
            }
        }

        @Test("a table's key reads an Int as the name does, in a plain path or not", arguments: cases)
        func sameInt(_ item: Case) throws {
            let tableKey = try #require(Self.table.parameterKey(item.name))
            let want = item.value.flatMap { Int($0) }
            Self.table.withMatch(item.url) { view in
                #expect((try? view.parameter(tableKey, as: Int.self)) == want)
                #expect((try? view.parameter(item.name, as: Int.self)) == want)
            }
            if let match = Self.table.match(item.url).match {
                #expect((try? match.parameter(tableKey, as: Int.self)) == want)
            }
        }

        @Test("a key of another table reads this table's parameter by name")
        func otherTable() throws {
            let id = try #require(Self.table.parameterKey("id"))
            let long = try #require(Self.table.parameterKey(Self.long))
            try Self.other.withMatch("/pair/ann/12") { view throws(ParameterError) in
                #expect(try view.parameter(id, as: Int.self) == 12)
                #expect(view.withParameterBytes(long) { $0.count } == nil)
            }
            let match = try #require(Self.other.match("/l/x/yz").match)
            #expect(try match.parameter(long, as: String.self) == "yz")
            #expect(throws: ParameterError(kind: .missing, name: "id", text: nil, expectedType: "int")) {
                try match.parameter(id, as: Int.self)
            }
        }

        @Test("errors through a table's key name the parameter, the text and the type")
        func errors() throws {
            let id = try #require(Self.table.parameterKey("id"))
            let user = try #require(Self.table.parameterKey("user"))
            let messages = Self.table.withMatch("/users/12x") { view -> [String] in
                [id, user].map { key in
                    do throws(ParameterError) {
                        _ = try view.parameter(key, as: Int.self)
                        return "no error"
                    } catch {
                        return error.description
                    }
                }
            }
            #expect(messages == ["parameter 'id': \"12x\" is not a valid int", "parameter 'user' is missing (expected an int)"])
            let match = try #require(Self.table.match("/users/%31%32x").match)
            #expect(throws: ParameterError(kind: .invalid, name: "id", text: "12x", expectedType: "int")) {
                try match.parameter(id, as: Int.self)
            }
        }

        @Test("a table makes keys only for its names; keys are equal by name")
        func equality() throws {
            #expect(Self.table.parameterKey("nope") == nil)
            let id = try #require(Self.table.parameterKey("id"))
            #expect(id == ParameterKey("id"))
            #expect(id == Self.other.parameterKey("id"))
            #expect(id != ParameterKey("user"))
            #expect(Set([id, ParameterKey("id"), Self.other.parameterKey("id")!]).count == 1)
            #expect(id.name == "id" && id.description == "id")
        }

        @Test("a key outlives its table and reads a new table at any address")
        func outlivesTable() throws {
            var key: ParameterKey?
            do {
                let first = try RouteTable([RouteDefinition(name: "a", pattern: "/a/:x/:id")])
                key = first.parameterKey("id")
            }
            let id = try #require(key)
            // Tables made after the first one's last copy went away: the key keeps its table
            // alive, so none of these has its address, and each is read by name.
            for _ in 0..<8 {
                let next = try RouteTable([RouteDefinition(name: "b", pattern: "/b/:id")])
                #expect(next.withMatch("/b/77") { try? $0.parameter(id, as: Int.self) } == 77)
            }
        }
    }

    /// The `int` grammar on bytes: `[+-]?[0-9]+` that fits in an `Int`, checked against the
    /// standard library's own reading of the same text.
    @Suite("Decimal integers")
    struct DecimalIntegerTests {
        static let texts: [String] = [
            "", "+", "-", "0", "7", "-7", "+7", "12", "123", "1234", "12345", "123456", "1234567", "12345678",
            "99999999", "123456789", "-12345678", "+00000001", "0000000000000000000042", "1x", "x1", "12345x78",
            "1234567x", "/1", ":1", " 1", "1 ", "--1", "+-1", "١", "9223372036854775807", "9223372036854775808",
            "-9223372036854775808", "-9223372036854775809", "99999999999999999999",
        ]

        @Test("reads what Int(_:radix:) reads, and nothing else", arguments: texts)
        func matchesStandardLibrary(_ text: String) {
            var text = text
            let got = text.withUTF8 { DecimalInteger.value($0) }
            #expect(got == Int(text, radix: 10))
            #expect(got == Int(routeParameter: Substring(text)))
        }

        /// `Int` is 32 bits on arm64_32 (watchOS): the digit-by-digit form, which reads every
        /// value of more than eight digits, is checked at both widths against the standard
        /// library. Eight digits or fewer are below 10^8 and fit either width.
        @Test(
            "the long form reads what Int32(_:radix:) and Int64(_:radix:) read, at their bounds",
            arguments: texts + [
                "2147483647", "2147483648", "-2147483648", "-2147483649", "+0002147483647", "4294967296", "100000000",
            ])
        func longFormAtEachWidth(_ text: String) {
            let bytes = Array(text.utf8)
            let (narrow, wide) = bytes.withUnsafeBufferPointer {
                (DecimalInteger.longValue($0, as: Int32.self), DecimalInteger.longValue($0, as: Int64.self))
            }
            #expect(narrow == Int32(text, radix: 10), "\(text)")
            #expect(wide == Int64(text, radix: 10), "\(text)")
        }

        @Test("every length from one to eighteen digits, every digit in every place")
        func everyPlace() {
            for length in 1...18 {
                for digit in 0...9 {
                    for place in 0..<length {
                        var digits = Array(repeating: UInt8(ascii: "1"), count: length)
                        digits[place] = UInt8(ascii: "0") + UInt8(digit)
                        let text = String(decoding: digits, as: UTF8.self)
                        #expect(digits.withUnsafeBufferPointer { DecimalInteger.value($0) } == Int(text), "\(text)")
                        digits[place] = UInt8(ascii: "0") + UInt8(digit) + 10
                        #expect(digits.withUnsafeBufferPointer { DecimalInteger.value($0) } == nil, "\(digits)")
                    }
                }
            }
        }
    }

    /// Strings of up to 15 bytes made from bytes, against the standard library's strings of the
    /// same bytes; names' fingerprints against the layout the fingerprint documents.
    @Suite("Inline strings")
    struct InlineStringTests {
        static let texts: [String] = [
            "", "a", "ab", "abc", "abcd", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmno",
            "é", "été", "✓", "😀", "a😀b", "ünïcödé", "mixed ascii é", String(repeating: "x", count: 40),
        ]

        /// Bytes 0 to 7 in `head`, bytes 8 to 14 in `tail`, the first lowest; the length (255
        /// past 15 bytes) in `tail`'s top byte.
        static func documentedFingerprint(_ text: String) -> NameFingerprint {
            let bytes = Array(text.utf8)
            var head: UInt64 = 0
            var tail: UInt64 = bytes.count > NameFingerprint.exactLength ? 0xFF << 56 : UInt64(bytes.count) << 56
            for (index, byte) in bytes.prefix(8).enumerated() { head |= UInt64(byte) << (8 * index) }
            for (index, byte) in bytes.dropFirst(8).prefix(7).enumerated() { tail |= UInt64(byte) << (8 * index) }
            return NameFingerprint(head: head, tail: tail)
        }

        @Test("the same string as the standard library's", arguments: texts.filter { $0.utf8.count <= UTF8Text.inlineCapacity })
        func sameString(_ text: String) {
            let bytes = Array(text.utf8)
            let made = bytes.withUnsafeBufferPointer { UTF8Text.string($0) }
            let standard = String(decoding: bytes, as: UTF8.self)
            #expect(made == standard)
            #expect(made.count == standard.count && made.unicodeScalars.elementsEqual(standard.unicodeScalars))
            #expect(made.hashValue == standard.hashValue)
        }

        @Test("a name's fingerprint has the documented layout", arguments: texts)
        func fingerprint(_ text: String) {
            #expect(NameFingerprint(text) == Self.documentedFingerprint(text))
            #expect(Array(text.utf8).withUnsafeBufferPointer { NameFingerprint($0) } == Self.documentedFingerprint(text))
        }
    }
}
