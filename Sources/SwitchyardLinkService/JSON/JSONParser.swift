/// A strict JSON parser (RFC 8259) over UTF-8 bytes, with a nesting limit.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 32

    /// Parses a whole document; whitespace may surround the one value.
    static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    static func parse(_ text: String) throws(JSONParseError) -> JSONValue { try parse(Array(text.utf8)) }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> JSONParseError { JSONParseError(offset: index, message: message) }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw failure("the JSON text ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return try number()
        }
    }

    private mutating func literal(_ word: String) throws(JSONParseError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, bytes[index..<(index + expected.count)].elementsEqual(expected) else {
            throw failure("unexpected character")
        }
        index += expected.count
    }

    /// Enters the object or array whose opening bracket is at `index`, one level deeper.
    private mutating func open() throws(JSONParseError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("JSON nested deeper than \(Self.maximumDepth) levels") }
        index += 1
        skipWhitespace()
    }

    /// Leaves the container when its closing bracket `close` is at `index`; false otherwise.
    private mutating func closes(_ close: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == close else { return false }
        index += 1
        depth -= 1
        return true
    }

    /// After an element of the container named `kind` (`"object"`, `"array"`): false after a
    /// `,` (another element follows), true once the container has closed with `close`.
    private mutating func ends(_ kind: String, with close: UInt8) throws(JSONParseError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw failure("the JSON text ends inside an \(kind)") }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return false
        }
        guard closes(close) else { throw failure("expected ',' or '\(Character(Unicode.Scalar(close)))' in an \(kind)") }
        return true
    }

    private mutating func object() throws(JSONParseError) -> JSONValue {
        try open()
        var members: [(String, JSONValue)] = []
        if closes(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw failure("the JSON text ends inside an object") }
            guard bytes[index] == UInt8(ascii: "\"") else { throw failure("an object key must be a string") }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after an object key") }
            index += 1
            skipWhitespace()
            members.append((key, try value()))
            if try ends("object", with: UInt8(ascii: "}")) { return .object(members) }
        }
    }

    private mutating func array() throws(JSONParseError) -> JSONValue {
        try open()
        var values: [JSONValue] = []
        if closes(UInt8(ascii: "]")) { return .array(values) }
        while true {
            skipWhitespace()
            values.append(try value())
            if try ends("array", with: UInt8(ascii: "]")) { return .array(values) }
        }
    }

    private mutating func number() throws(JSONParseError) -> JSONValue {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, parser.bytes[parser.index] >= 0x30, parser.bytes[parser.index] <= 0x39 { parser.index += 1 }
            return parser.index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integer = digits(&self)
        guard integer > 0 else { index = start; throw failure("unexpected character") }
        if integer > 1, bytes[index - integer] == UInt8(ascii: "0") { throw failure("a number must not start with 0") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw failure("a number needs digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw failure("a number needs digits in its exponent") }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func hexQuad() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw failure("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func string() throws(JSONParseError) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw failure("the JSON text ends inside a string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                guard let text = String(validatingUTF8Bytes: out) else { throw failure("a string is not UTF-8") }
                return text
            }
            if byte < 0x20 { throw failure("a control character inside a string must be escaped") }
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw failure("the JSON text ends inside a string") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hexQuad()
                if scalar >= 0xD800, scalar < 0xDC00 {
                    guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw failure("a high surrogate must be followed by a low one")
                    }
                    index += 2
                    let low = try hexQuad()
                    guard low >= 0xDC00, low < 0xE000 else { throw failure("a high surrogate must be followed by a low one") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if scalar >= 0xDC00, scalar < 0xE000 {
                    throw failure("a lone low surrogate")
                }
                out.append(contentsOf: Array(String(Unicode.Scalar(scalar)!).utf8))
            default: throw failure("unknown escape in a string")
            }
        }
    }
}
