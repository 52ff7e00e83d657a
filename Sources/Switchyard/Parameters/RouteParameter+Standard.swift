extension String: RouteParameter {
    public static var routeParameterTypeName: String { "string" }
    public init?(routeParameter text: Substring) { self = String(text) }
    public var routeParameterText: String { self }
    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) { self = UTF8Text.string(bytes) }
}

extension Substring: RouteParameter {
    public static var routeParameterTypeName: String { "string" }
    public init?(routeParameter text: Substring) { self = text }
    public var routeParameterText: String { String(self) }
    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) { self = Substring(UTF8Text.string(bytes)) }
}

extension Int: RouteParameter {
    public static var routeParameterTypeName: String { "int" }

    /// Accepts `[+-]?[0-9]+` that fits in 64 bits, as the `int` pattern type does.
    public init?(routeParameter text: Substring) {
        var text = text
        guard let value = text.withUTF8({ StandardTypeCheck.integer($0) }) else { return nil }
        self = value
    }

    public var routeParameterText: String { String(self) }

    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let value = StandardTypeCheck.integer(bytes) else { return nil }
        self = value
    }
}

extension Double: RouteParameter {
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
    public static var routeParameterTypeName: String { "bool" }

    /// Accepts exactly `true` or `false`.
    public init?(routeParameter text: Substring) {
        switch text {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }

    public var routeParameterText: String { self ? "true" : "false" }

    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard StandardTypeCheck.isBool(bytes) else { return nil }
        self = bytes.count == 4
    }
}
