// A guard for macOS alone: with `*`, iOS, tvOS, watchOS and visionOS stay at their minimums,
// so the use is still reported, as Apple's compilers would for an iOS build.
// expect: String.init(validating:as:)
func text(_ bytes: [UInt8]) -> String? {
    if #available(macOS 15, *) {
        return String(validating: bytes, as: UTF8.self)
    }
    return nil
}
