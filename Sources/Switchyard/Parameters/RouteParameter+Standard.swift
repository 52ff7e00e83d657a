extension String: RouteParameter {
    /// `string`, as in `:slug` or `:slug(string)`.
    public static var routeParameterTypeName: String { "string" }
    /// Any text, as it was decoded.
    public init?(routeParameter text: Substring) { self = String(text) }
    /// The string itself.
    public var routeParameterText: String { self }
    /// The bytes as UTF-8 text (they were validated when the URL was read).
    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) { self = UTF8Text.string(bytes) }
}

extension Substring: RouteParameter {
    /// `string`: a `Substring` reads a `:name` parameter without a copy of its own.
    public static var routeParameterTypeName: String { "string" }
    /// Any text, as it was decoded.
    public init?(routeParameter text: Substring) { self = text }
    /// The text, as a `String`.
    public var routeParameterText: String { String(self) }
    /// The bytes as UTF-8 text (they were validated when the URL was read).
    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) { self = Substring(UTF8Text.string(bytes)) }
}

extension Int: RouteParameter {
    /// `int`, as in `:id(int)`.
    public static var routeParameterTypeName: String { "int" }

    /// Accepts `[+-]?[0-9]+` that fits in an `Int` (64 bits; 32 on arm64_32 watches), as the
    /// `int` pattern type does.
    public init?(routeParameter text: Substring) {
        var text = text
        guard let value = text.withUTF8({ StandardTypeCheck.integer($0) }) else { return nil }
        self = value
    }

    /// The decimal digits, with `-` for a negative value and no `+`.
    public var routeParameterText: String { String(self) }

    /// Reads the digits straight from the bytes, without making a string (up to eight digits
    /// with no loop: ``DecimalInteger``).
    @inlinable @inline(__always)
    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let value = DecimalInteger.value(bytes) else { return nil }
        self = value
    }
}

extension Double: RouteParameter {
    /// `double`, as in `:ratio(double)`.
    public static var routeParameterTypeName: String { "double" }

    /// Accepts `[+-]?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?` with a finite value, as the
    /// `double` pattern type does.
    public init?(routeParameter text: Substring) {
        var text = text
        guard text.withUTF8({ StandardTypeCheck.isDoubleSyntax($0) }), let value = Double(String(text)), value.isFinite else {
            return nil
        }
        self = value
    }

    /// Checks the grammar on the bytes first; the value is read by the standard library from a
    /// `String` of them (inline, without an allocation, for up to 15 bytes).
    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard StandardTypeCheck.isDoubleSyntax(bytes), let value = Double(UTF8Text.string(bytes)), value.isFinite else { return nil }
        self = value
    }

    /// The shortest text that reads back as the same value (`2.5`, `1e+100`).
    /// Whole numbers print without a fraction so that they match the `int` grammar too.
    public var routeParameterText: String {
        if abs(self) < 1e15, let whole = Int(exactly: self) { return String(whole) }
        return "\(self)"
    }
}

extension Bool: RouteParameter {
    /// `bool`, as in `:on(bool)`.
    public static var routeParameterTypeName: String { "bool" }

    /// Accepts exactly `true` or `false`.
    public init?(routeParameter text: Substring) {
        switch text {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }

    /// `true` or `false`.
    public var routeParameterText: String { self ? "true" : "false" }

    /// Reads `true` or `false` straight from the bytes, without making a string.
    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard StandardTypeCheck.isBool(bytes) else { return nil }
        self = bytes.count == 4
    }
}
