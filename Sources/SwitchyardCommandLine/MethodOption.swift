import Switchyard

/// `--method M`, for `match` and `explain`: the request's HTTP method, a case-sensitive token.
enum MethodOption {
    /// The method given, or `nil` when the option was not.
    static func read(_ options: Options) throws(UsageError) -> HTTPMethod? {
        guard let text = options.value("--method") else { return nil }
        guard let method = HTTPMethod(text) else {
            throw UsageError("--method takes an HTTP method, a token such as GET or PURGE, not '\(text)'")
        }
        return method
    }
}
