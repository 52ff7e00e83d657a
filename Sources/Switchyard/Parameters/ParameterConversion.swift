/// What ``RouteMatch`` and ``MatchView`` share to hand a parameter back: each finds the
/// parameter's ``ParameterLocation`` through its ``CapturedURL`` and lends the URL's bytes;
/// reading the value, converting it and the error when a conversion fails are written here once.
@usableFromInline
protocol ParameterConversion {
    /// Where parameter `name` is, or ``ParameterLocation/missing``.
    func locate(_ name: String) -> ParameterLocation

    /// Where the parameter `key` names is, or ``ParameterLocation/missing``.
    func locate(_ key: ParameterKey) -> ParameterLocation

    /// Runs `body` with the URL's bytes, indexed as the lookup indexed them.
    func withURLBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R

    /// Runs `body` with the decoded bytes of the first value of query item `name`; false when
    /// there is none.
    func withQueryValueBytes(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool

    /// The first value of query item `name`, decoded, or `nil`.
    func queryValue(_ name: String) -> String?
}

extension ParameterConversion {
    /// Runs `body` with the value of the parameter at `location` (found), in place.
    @inlinable @inline(__always)
    func withValue<R, E: Error>(at location: ParameterLocation, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try withURLBytes { (bytes) throws(E) -> R in try location.withValue(in: bytes, body) }
    }

    /// Runs `body` with the value of the parameter at `location`, or returns `nil` when there
    /// is no such parameter: the body of the `withParameterBytes` methods.
    @inlinable @inline(__always)
    func withParameter<R, E: Error>(at location: ParameterLocation, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R? {
        guard location.isFound else { return nil }
        return try withValue(at: location, body)
    }

    /// The decoded text of the parameter at `location`, or `nil` when there is none.
    func text(at location: ParameterLocation) -> String? {
        withParameter(at: location) { UTF8Text.string($0) }
    }

    /// The parameter at `location` (named `name`) converted to `T` from its bytes: the body
    /// of the `parameter(_:as:)` methods. Inlinable, so that each conversion is specialized
    /// for its type at the call site.
    @inlinable @inline(__always)
    func converted<T: RouteParameter>(_ location: ParameterLocation, name: @autoclosure () -> String, as type: T.Type) throws(ParameterError) -> T {
        guard location.isFound else {
            throw ParameterError(kind: .missing, name: name(), text: nil, expectedType: T.routeParameterTypeName)
        }
        guard let value = withValue(at: location, { T(routeParameterUTF8: $0) }) else {
            throw conversionError(name(), location, expectedType: T.routeParameterTypeName)
        }
        return value
    }

    /// The first value of query item `name` converted to `T`, or `nil` when there is none: the
    /// body of the `queryValue(_:as:)` methods.
    @inlinable @inline(__always)
    func convertedQueryValue<T: RouteParameter>(_ name: String, as type: T.Type) throws(ParameterError) -> T? {
        var value: T?
        guard withQueryValueBytes(name, { value = T(routeParameterUTF8: $0) }) else { return nil }
        guard let value else {
            throw ParameterError(kind: .invalid, name: name, text: queryValue(name), expectedType: T.routeParameterTypeName)
        }
        return value
    }

    /// The error for a value that does not convert, with its decoded text.
    @usableFromInline
    func conversionError(_ name: String, _ location: ParameterLocation, expectedType: String) -> ParameterError {
        let text = withValue(at: location) { String(decoding: $0, as: UTF8.self) }
        return ParameterError(kind: .invalid, name: name, text: text, expectedType: expectedType)
    }
}
