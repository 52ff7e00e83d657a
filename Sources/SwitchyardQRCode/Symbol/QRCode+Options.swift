extension QRCode {
    /// What the encoder may choose: the least error correction, the versions allowed, whether
    /// the level may be raised, and an optional fixed mask.
    ///
    /// ```swift
    /// var options = QRCode.Options(errorCorrection: .quartile)
    /// options.versions = 2...10          // never smaller than 25×25, never larger than 57×57
    /// options.raisesErrorCorrection = false
    /// options.mask = 3                    // skip mask selection
    /// let code = try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2", options: options)
    /// ```
    public struct Options: Sendable, Hashable {
        /// The least error-correction level; `.medium` unless set.
        public var errorCorrection: QRErrorCorrection
        /// The versions the encoder may use, within 1...40; the smallest that fits is taken.
        public var versions: ClosedRange<Int>
        /// Whether a higher level is used when the chosen version holds the data at it too.
        public var raisesErrorCorrection: Bool
        /// The mask, 0 to 7, or `nil` to choose the one with the lowest penalty.
        public var mask: Int?

        /// Options with the given values; by default level M, any version, the level raised
        /// when free, and the mask chosen.
        public init(
            errorCorrection: QRErrorCorrection = .medium,
            versions: ClosedRange<Int> = 1...40,
            raisesErrorCorrection: Bool = true,
            mask: Int? = nil
        ) {
            self.errorCorrection = errorCorrection
            self.versions = versions
            self.raisesErrorCorrection = raisesErrorCorrection
            self.mask = mask
        }
    }
}
