/// Places the codewords in the data modules: two-module-wide columns from the right edge,
/// upwards then downwards in turn, skipping the vertical timing column and every function
/// module; modules left over stay light.
enum DataPlacement {
    static func place(_ codewords: [UInt8], in grid: inout ModuleGrid) {
        let size = grid.size
        let bitCount = codewords.count * 8
        var bitIndex = 0
        let isFunction = grid.isFunction
        codewords.withUnsafeBufferPointer { codewords in
            isFunction.withUnsafeBufferPointer { isFunction in
                grid.modules.withUnsafeMutableBufferPointer { modules in
                    var right = size - 1
                    while right >= 1 {
                        if right == 6 { right = 5 }
                        let upward = (right + 1) & 2 == 0
                        for vertical in 0..<size {
                            let row = upward ? size - 1 - vertical : vertical
                            for offset in 0..<2 {
                                let index = row * size + right - offset
                                if !isFunction[index], bitIndex < bitCount {
                                    modules[index] = (codewords[bitIndex >> 3] >> UInt8(7 - (bitIndex & 7))) & 1
                                    bitIndex += 1
                                }
                            }
                        }
                        right -= 2
                    }
                }
            }
        }
    }
}
