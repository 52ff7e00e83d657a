extension QRCode {
    /// Encodes `text` (its UTF-8 bytes) as a QR code.
    ///
    /// The text is split into numeric, alphanumeric and byte segments so that the bit stream
    /// is as short as possible; the smallest allowed version that holds it at the requested
    /// level is used; the level is then raised as far as that version still holds the data
    /// (unless ``Options/raisesErrorCorrection`` is off); the error correction is added; and
    /// the mask with the lowest penalty is applied (unless ``Options/mask`` fixes one).
    ///
    /// ```swift
    /// let code = try QRCode(encoding: "https://raycipe.example.com/recipes/2?utm_source=qr")
    /// code.version          // 4
    /// code.errorCorrection  // .medium
    /// ```
    ///
    /// - Throws: ``QRCodeError``: the text does not fit the largest allowed version (with its
    ///   length and the most that level holds), or the versions or the mask are out of range.
    /// - Complexity: O(*n*) in the length of the text plus O(*s*²) in the symbol's side.
    public init(encoding text: String, options: Options = Options()) throws(QRCodeError) {
        self = try Self.encode(Array(text.utf8), options)
    }

    static func encode(_ text: [UInt8], _ options: Options) throws(QRCodeError) -> QRCode {
        let versions = options.versions
        guard versions.lowerBound >= 1, versions.upperBound <= 40 else {
            throw QRCodeError(.versionsOutOfRange(versions))
        }
        if let mask = options.mask, !(0...7).contains(mask) { throw QRCodeError(.maskOutOfRange(mask)) }
        var level = options.errorCorrection

        var chosen: (version: Int, segmentation: OptimalSegmentation)?
        search: for group in 0...2 {
            let inGroup = VersionTable.versions(inGroup: group).clamped(to: versions)
            guard inGroup.lowerBound <= inGroup.upperBound, versions.overlaps(VersionTable.versions(inGroup: group)) else { continue }
            let segmentation = OptimalSegmentation(text, group: group)
            guard segmentation.pieces.allSatisfy({ $0.count < 1 << $0.mode.countBits(group: group) }) else { continue }
            for version in inGroup where segmentation.bitCount <= VersionTable.dataBits(version, level) {
                chosen = (version, segmentation)
                break search
            }
        }
        guard let (version, segmentation) = chosen else {
            throw doesNotFit(text, level: level, version: versions.upperBound)
        }
        if options.raisesErrorCorrection {
            for higher in QRErrorCorrection.allCases
            where higher > level
                && segmentation.bitCount <= VersionTable.dataBits(version, higher)
            {
                level = higher
            }
        }

        let group = VersionTable.group(version)
        let data = DataCodewords.make(text, segmentation.pieces, group: group, capacity: VersionTable.dataCodewords(version, level))
        let codewords = Interleaving.codewords(data, version: version, level: level)
        var grid = FunctionPatterns.grid(version: version)
        DataPlacement.place(codewords, in: &grid)
        let (modules, mask) = MaskSelection.finish(grid, level: level, fixed: options.mask)
        return QRCode(
            version: version, errorCorrection: level, mask: mask,
            segments: segmentation.pieces.map { QRSegment(mode: $0.mode, characterCount: $0.count) },
            modules: modules
        )
    }

    /// The error for a text that does not fit: its length and the capacity, in numeric or
    /// alphanumeric characters when the whole text is such, in bytes otherwise.
    private static func doesNotFit(_ text: [UInt8], level: QRErrorCorrection, version: Int) -> QRCodeError {
        let mode: QRMode =
            if text.allSatisfy(CharacterClass.isNumeric) {
                .numeric
            } else if text.allSatisfy({ CharacterClass.alphanumericValues[Int($0)] != 255 }) {
                .alphanumeric
            } else {
                .byte
            }
        let capacity = Capacity.characters(mode, version: version, level: level)
        return QRCodeError(.doesNotFit(length: text.count, mode: mode, capacity: capacity, errorCorrection: level, version: version))
    }
}
