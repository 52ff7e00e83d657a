/// A type that a route parameter or a query value can be converted to.
///
/// The standard conformances are `String`, `Int`, `Double`, `Bool` and (where Foundation
/// exists) `UUID`, written in patterns as `:name`, `:name(int)`, `:name(double)`,
/// `:name(bool)` and `:name(uuid)`. Any type can conform; string-backed enums get the
/// conversion for free:
///
/// ```swift
/// enum Cuisine: String, RouteParameter {
///     case italian, thai
///     static let routeParameterTypeName = "cuisine"
/// }
/// // pattern: "raycipe://cuisines/:c(cuisine)", registered with
/// // options.parameterTypes = [Cuisine.self] (a RouteTableOptions)
/// let cuisine = try match.parameter("c", as: Cuisine.self)
/// ```
///
/// A custom type used inside a pattern ranks after `uuid` when routes compete.
public protocol RouteParameter: Sendable {
    /// The name used in patterns, as in `:id(int)`.
    static var routeParameterTypeName: String { get }

    /// Creates a value from the decoded text of a segment or query value, or `nil` when the
    /// text is not a valid value.
    init?(routeParameter text: Substring)

    /// The text that ``init(routeParameter:)`` turns back into this value; used to build URLs.
    var routeParameterText: String { get }

    /// Creates a value from the decoded UTF-8 bytes of a segment or query value.
    ///
    /// The default makes a `Substring` and calls ``init(routeParameter:)``; the standard
    /// numeric and Boolean types read the bytes directly, so converting them allocates nothing.
    init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>)
}

extension RouteParameter {
    /// Makes a `Substring` of the bytes and calls ``init(routeParameter:)``.
    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        self.init(routeParameter: Substring(String(decoding: bytes, as: UTF8.self)))
    }
}

extension RouteParameter where Self: RawRepresentable, RawValue == String {
    /// The case whose raw value is the text, or `nil`.
    public init?(routeParameter text: Substring) {
        self.init(rawValue: String(text))
    }

    /// The raw value.
    public var routeParameterText: String { rawValue }

    /// The raw value made from the bytes (inline, without an allocation, for up to 15 bytes).
    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        self.init(rawValue: UTF8Text.string(bytes))
    }
}

extension RouteParameter where Self: RawRepresentable & CaseIterable, RawValue == String {
    /// The case whose raw value has exactly these bytes, found by comparing bytes: no
    /// `String` is made.
    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        for value in Self.allCases where value.rawValue.utf8.elementsEqual(bytes) {
            self = value
            return
        }
        return nil
    }
}
