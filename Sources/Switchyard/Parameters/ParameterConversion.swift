/// What ``RouteMatch`` and ``MatchView`` share to hand a parameter back as a typed value: its
/// decoded bytes for the conversion, and its text for the error when the conversion fails.
@usableFromInline
protocol ParameterConversion {
    /// Runs `body` with the decoded bytes of parameter `name`; false when there is none.
    func withParameterBytes(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool

    /// The decoded text of parameter `name`, or `nil` when there is none.
    func parameterText(_ name: String) -> String?
}

extension ParameterConversion {
    /// Parameter `name` converted to `T` from its decoded bytes: the body of both
    /// `parameter(_:as:)` methods. Inlinable, so that each conversion is specialized for its
    /// type at the call site, as the methods were.
    @inlinable
    func convertedParameter<T: RouteParameter>(_ name: String, as type: T.Type) throws(ParameterError) -> T {
        var value: T?
        guard withParameterBytes(name, { value = T(routeParameterUTF8: $0) }) else {
            throw ParameterError(kind: .missing, name: name, text: nil, expectedType: T.routeParameterTypeName)
        }
        guard let value else {
            throw ParameterError(kind: .invalid, name: name, text: parameterText(name), expectedType: T.routeParameterTypeName)
        }
        return value
    }
}
