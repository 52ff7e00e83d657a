/// The standard's per-version figures: size, codeword counts, error-correction blocks and
/// alignment pattern centres, for versions 1 to 40.
enum VersionTable {
    /// The smallest and largest versions.
    static let versions: ClosedRange<Int> = 1...40

    /// Modules a side: 21 for version 1, four more for each version after.
    static func size(_ version: Int) -> Int { 4 * version + 17 }

    /// The version group that fixes the width of the character counts: 0 for versions 1-9,
    /// 1 for 10-26, 2 for 27-40.
    static func group(_ version: Int) -> Int { version < 10 ? 0 : version < 27 ? 1 : 2 }

    /// The versions of a group.
    static func versions(inGroup group: Int) -> ClosedRange<Int> { [1...9, 10...26, 27...40][group] }

    /// The modules left for data and error correction once the function patterns, format and
    /// version information are placed.
    static func rawDataModules(_ version: Int) -> Int {
        var modules = (16 * version + 128) * version + 64
        if version >= 2 {
            let alignments = version / 7 + 2
            modules -= (25 * alignments - 10) * alignments - 55
            if version >= 7 { modules -= 36 }
        }
        return modules
    }

    /// All codewords of a symbol, data and error correction.
    static func totalCodewords(_ version: Int) -> Int { rawDataModules(version) / 8 }

    /// The error-correction codewords of each block.
    static func errorCorrectionPerBlock(_ version: Int, _ level: QRErrorCorrection) -> Int {
        Int(errorCorrectionCodewordsPerBlock[level.rank][version - 1])
    }

    /// The number of error-correction blocks.
    static func blockCount(_ version: Int, _ level: QRErrorCorrection) -> Int {
        Int(errorCorrectionBlocks[level.rank][version - 1])
    }

    /// The data codewords the symbol holds at a level.
    static func dataCodewords(_ version: Int, _ level: QRErrorCorrection) -> Int {
        totalCodewords(version) - errorCorrectionPerBlock(version, level) * blockCount(version, level)
    }

    /// The data bits the symbol holds at a level.
    static func dataBits(_ version: Int, _ level: QRErrorCorrection) -> Int { dataCodewords(version, level) * 8 }

    /// The centres of the alignment patterns along one axis (empty for version 1); the
    /// patterns sit at every pair of these except the three finder corners.
    static func alignmentCentres(_ version: Int) -> [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2
        let step = (version * 8 + count * 3 + 5) / (count * 4 - 4) * 2
        var centres = [Int](repeating: 6, count: count)
        var position = size(version) - 7
        for index in stride(from: count - 1, through: 1, by: -1) {
            centres[index] = position
            position -= step
        }
        return centres
    }

    /// Error-correction codewords per block, by level (L, M, Q, H) and version.
    private static let errorCorrectionCodewordsPerBlock: [[UInt8]] = [
        [
            7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
            28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
            26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
        ],
        [
            13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
            28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
            30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
    ]

    /// Error-correction blocks, by level (L, M, Q, H) and version.
    private static let errorCorrectionBlocks: [[UInt8]] = [
        [
            1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
            8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
        ],
        [
            1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
            17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
        ],
        [
            1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
            23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
        ],
        [
            1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
            25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
        ],
    ]
}
