extension QRCode: CustomStringConvertible, CustomReflectable {
    /// A summary: version, level, mask, size and segments, as in
    /// `QRCode(version 3, level M, mask 4, 29×29 modules, segments: byte 51)`.
    public var description: String {
        let segmentList = segments.isEmpty ? "none" : segments.map(\.description).joined(separator: ", ")
        return "QRCode(version \(version), level \(errorCorrection), mask \(mask), \(size)×\(size) modules, segments: \(segmentList))"
    }

    /// The same summary as fields for `dump` and debuggers, without the module storage.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "version": version, "errorCorrection": errorCorrection, "mask": mask, "size": size,
                "segments": segments,
            ], displayStyle: .struct)
    }
}
