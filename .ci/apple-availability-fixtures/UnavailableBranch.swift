// `#unavailable`'s own branch runs below the version: it may not use the newer API.

// expect: String.init(validating:as:)
func wrong(_ bytes: [UInt8]) -> String? {
    if #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2) {
        return String(validating: bytes, as: UTF8.self)
    }
    return nil
}
