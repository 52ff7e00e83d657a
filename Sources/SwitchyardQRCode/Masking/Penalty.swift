/// The standard's four penalty rules for a masked symbol, summed; the mask with the lowest
/// score is used.
///
/// 1. Each run of five or more modules of one colour in a row or column: 3, plus 1 for each
///    module beyond five.
/// 2. Each 2×2 block of one colour (blocks may overlap): 3.
/// 3. Each dark-light-dark-dark-dark-light-dark run in a row or column with four light
///    modules before or after it (outside the symbol counts as light, as the quiet zone is):
///    40, once per run.
/// 4. The share of dark modules: 10 for each whole 5 % it is away from 50 %.
///
/// The score is taken over the finished symbol, format and version information included.
enum Penalty {
    /// The score of `modules` (row-major, 1 dark) for a symbol `size` modules a side.
    static func score(_ modules: [UInt8], size: Int) -> Int {
        modules.withUnsafeBufferPointer { modules in
            var total = 0
            var dark = 0
            for row in 0..<size {
                total += line(modules, start: row * size, stride: 1, count: size)
                total += line(modules, start: row, stride: size, count: size)
            }
            // Rule 2, and the dark count for rule 4.
            for row in 0..<size {
                let base = row * size
                for column in 0..<size {
                    let module = modules[base + column]
                    dark += Int(module)
                    if row + 1 < size, column + 1 < size,
                       module == modules[base + column + 1],
                       module == modules[base + size + column],
                       module == modules[base + size + column + 1] {
                        total += 3
                    }
                }
            }
            let count = size * size
            total += abs(dark * 20 - count * 10) / count * 10
            return total
        }
    }

    /// Rules 1 and 3 along one row or column.
    @inline(__always)
    private static func line(_ modules: UnsafeBufferPointer<UInt8>, start: Int, stride: Int, count: Int) -> Int {
        var total = 0
        var runColour: UInt8 = 2
        var runLength = 0
        // The last eleven modules, newest in bit 0, with light modules before the line.
        var window: UInt32 = 0
        // Where the last counted finder-like run ended, so that a run with light on both
        // sides counts once.
        var lastCounted = Int.min
        for index in 0..<(count + 4) {
            let module: UInt8 = index < count ? modules[start + index * stride] : 0
            if index < count {
                if module == runColour {
                    runLength += 1
                } else {
                    if runLength >= 5 { total += runLength - 2 }
                    runColour = module
                    runLength = 1
                }
            }
            window = (window << 1 | UInt32(module)) & 0x7FF
            // 0000 1011101: the run ends at this module; 1011101 0000: it ended four before.
            if window == 0b000_0101_1101 {
                total += 40
                lastCounted = index
            } else if window == 0b101_1101_0000, lastCounted != index - 4 {
                total += 40
            }
        }
        if runLength >= 5 { total += runLength - 2 }
        return total
    }
}
