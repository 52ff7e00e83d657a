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
        Int(errorCorrection[version - 1][level.rank].codewordsPerBlock)
    }

    /// The number of error-correction blocks.
    static func blockCount(_ version: Int, _ level: QRErrorCorrection) -> Int {
        Int(errorCorrection[version - 1][level.rank].blocks)
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

    /// Error correction by version (the row, 1 to 40) and level (L, M, Q, H): the codewords of
    /// each block and the number of blocks, as ISO/IEC 18004 lists them.
    private static let errorCorrection: [[(codewordsPerBlock: UInt8, blocks: UInt8)]] = [
        [(7, 1), (10, 1), (13, 1), (17, 1)], // 1
        [(10, 1), (16, 1), (22, 1), (28, 1)], // 2
        [(15, 1), (26, 1), (18, 2), (22, 2)], // 3
        [(20, 1), (18, 2), (26, 2), (16, 4)], // 4
        [(26, 1), (24, 2), (18, 4), (22, 4)], // 5
        [(18, 2), (16, 4), (24, 4), (28, 4)], // 6
        [(20, 2), (18, 4), (18, 6), (26, 5)], // 7
        [(24, 2), (22, 4), (22, 6), (26, 6)], // 8
        [(30, 2), (22, 5), (20, 8), (24, 8)], // 9
        [(18, 4), (26, 5), (24, 8), (28, 8)], // 10
        [(20, 4), (30, 5), (28, 8), (24, 11)], // 11
        [(24, 4), (22, 8), (26, 10), (28, 11)], // 12
        [(26, 4), (22, 9), (24, 12), (22, 16)], // 13
        [(30, 4), (24, 9), (20, 16), (24, 16)], // 14
        [(22, 6), (24, 10), (30, 12), (24, 18)], // 15
        [(24, 6), (28, 10), (24, 17), (30, 16)], // 16
        [(28, 6), (28, 11), (28, 16), (28, 19)], // 17
        [(30, 6), (26, 13), (28, 18), (28, 21)], // 18
        [(28, 7), (26, 14), (26, 21), (26, 25)], // 19
        [(28, 8), (26, 16), (30, 20), (28, 25)], // 20
        [(28, 8), (26, 17), (28, 23), (30, 25)], // 21
        [(28, 9), (28, 17), (30, 23), (24, 34)], // 22
        [(30, 9), (28, 18), (30, 25), (30, 30)], // 23
        [(30, 10), (28, 20), (30, 27), (30, 32)], // 24
        [(26, 12), (28, 21), (30, 29), (30, 35)], // 25
        [(28, 12), (28, 23), (28, 34), (30, 37)], // 26
        [(30, 12), (28, 25), (30, 34), (30, 40)], // 27
        [(30, 13), (28, 26), (30, 35), (30, 42)], // 28
        [(30, 14), (28, 28), (30, 38), (30, 45)], // 29
        [(30, 15), (28, 29), (30, 40), (30, 48)], // 30
        [(30, 16), (28, 31), (30, 43), (30, 51)], // 31
        [(30, 17), (28, 33), (30, 45), (30, 54)], // 32
        [(30, 18), (28, 35), (30, 48), (30, 57)], // 33
        [(30, 19), (28, 37), (30, 51), (30, 60)], // 34
        [(30, 19), (28, 38), (30, 53), (30, 63)], // 35
        [(30, 20), (28, 40), (30, 56), (30, 66)], // 36
        [(30, 21), (28, 43), (30, 59), (30, 70)], // 37
        [(30, 22), (28, 45), (30, 62), (30, 74)], // 38
        [(30, 24), (28, 47), (30, 65), (30, 77)], // 39
        [(30, 25), (28, 49), (30, 68), (30, 81)], // 40
    ]
}
