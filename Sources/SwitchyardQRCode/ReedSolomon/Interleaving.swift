/// Splits the data codewords into the version's blocks, adds each block's error correction,
/// and interleaves them into the final codeword sequence.
///
/// Blocks are as equal as possible: the short blocks come first, the long ones hold one data
/// codeword more. The sequence takes the first data codeword of every block, then the second,
/// and so on, then the error-correction codewords in the same way.
enum Interleaving {
    static func codewords(_ data: [UInt8], version: Int, level: QRErrorCorrection) -> [UInt8] {
        let blocks = VersionTable.blockCount(version, level)
        let errorCorrectionLength = VersionTable.errorCorrectionPerBlock(version, level)
        let total = VersionTable.totalCodewords(version)
        let shortBlocks = blocks - total % blocks
        let shortDataLength = total / blocks - errorCorrectionLength
        let generator = ReedSolomon.generators[errorCorrectionLength]

        var starts: [Int] = []
        var corrections: [[UInt8]] = []
        starts.reserveCapacity(blocks + 1)
        corrections.reserveCapacity(blocks)
        var start = 0
        for block in 0..<blocks {
            starts.append(start)
            let length = shortDataLength + (block < shortBlocks ? 0 : 1)
            corrections.append(ReedSolomon.remainder(of: data[start..<(start + length)], generator: generator))
            start += length
        }
        starts.append(start)

        var result: [UInt8] = []
        result.reserveCapacity(total)
        for column in 0...shortDataLength {
            for block in 0..<blocks where starts[block] + column < starts[block + 1] {
                result.append(data[starts[block] + column])
            }
        }
        for column in 0..<errorCorrectionLength {
            for block in 0..<blocks { result.append(corrections[block][column]) }
        }
        return result
    }
}
