/// Operands given as `key=value`, as `url` and `qr --route` take a route's parameters.
enum KeyValueOperands {
    /// The values by key; a usage error for an operand without `=`, an empty key, or a key
    /// given twice. The value is everything after the first `=` (it may hold more).
    static func parse(_ operands: some Sequence<String>) throws(UsageError) -> [String: String] {
        var values: [String: String] = [:]
        for argument in operands {
            guard let equals = argument.firstIndex(of: "=") else {
                throw UsageError("'\(argument)' is not key=value: give each parameter as name=value")
            }
            let key = String(argument[..<equals])
            guard !key.isEmpty else { throw UsageError("'\(argument)' has an empty key: give each parameter as name=value") }
            guard values[key] == nil else { throw UsageError("the key '\(key)' is given twice") }
            values[key] = String(argument[argument.index(after: equals)...])
        }
        return values
    }
}
