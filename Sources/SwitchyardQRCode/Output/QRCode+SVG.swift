extension QRCode {
    /// The symbol as an SVG document: one `<path>` of the dark modules on a light
    /// background, the `viewBox` in modules with a quiet zone of `border` modules, drawn with
    /// `shape-rendering="crispEdges"` so that no viewer blurs the edges.
    ///
    /// Each run of dark modules in a row is one rectangle of the path, so the document stays
    /// small. Scale it to any size with CSS or the `width` and `height` you give the image.
    ///
    /// ```swift
    /// let svg = try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2").svg()
    /// // <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33" shape-rendering="crispEdges">…
    /// ```
    ///
    /// - Parameter border: the quiet zone, in modules, 0 or more; 4 unless given.
    /// - Precondition: `border >= 0`.
    public func svg(border: Int = 4) -> String {
        precondition(border >= 0, "the quiet zone cannot be negative (\(border) modules)")
        let across = size + 2 * border
        let size = size
        let head = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 "#.utf8)
        let middle = Array(##"" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#ffffff"/><path fill="#000000" d=""##.utf8)
        let tail = Array("\"/></svg>\n".utf8)
        // A rectangle is 5 numbers no wider than `across` and 8 other bytes; there is at most
        // one a module.
        let digits = String(across).utf8.count
        let capacity = head.count + middle.count + tail.count + 2 * digits + 1 + modules.count * (5 * digits + 8)
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var out = SVGWriter(buffer.baseAddress!)
            out.append(head)
            out.appendDecimal(across)
            out.append(0x20)
            out.appendDecimal(across)
            out.append(middle)
            modules.withUnsafeBufferPointer { modules in
                for row in 0..<size {
                    let start = row * size
                    var column = 0
                    while column < size {
                        guard modules[start + column] != 0 else {
                            column += 1
                            continue
                        }
                        let first = column
                        while column < size, modules[start + column] != 0 { column += 1 }
                        // M x,y h w v1 h -w z
                        out.append(0x4D)
                        out.appendDecimal(first + border)
                        out.append(0x2C)
                        out.appendDecimal(row + border)
                        out.append(0x68)
                        out.appendDecimal(column - first)
                        out.append(0x76)
                        out.append(0x31)
                        out.append(0x68)
                        out.append(0x2D)
                        out.appendDecimal(column - first)
                        out.append(0x7A)
                    }
                }
            }
            out.append(tail)
            return out.count
        }
    }
}

/// Appends bytes into memory the caller has made large enough.
private struct SVGWriter {
    let base: UnsafeMutablePointer<UInt8>
    var count = 0

    init(_ base: UnsafeMutablePointer<UInt8>) { self.base = base }

    @inline(__always) mutating func append(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: [UInt8]) {
        for byte in bytes { append(byte) }
    }

    /// A non-negative integer in decimal.
    @inline(__always) mutating func appendDecimal(_ value: Int) {
        guard value < 1000 else {
            var digits = 0
            var rest = value
            while rest > 0 {
                digits += 1
                rest /= 10
            }
            rest = value
            for index in stride(from: count + digits - 1, through: count, by: -1) {
                base[index] = UInt8(0x30 + rest % 10)
                rest /= 10
            }
            count += digits
            return
        }
        if value >= 100 { append(UInt8(0x30 + value / 100 % 10)) }
        if value >= 10 { append(UInt8(0x30 + value / 10 % 10)) }
        append(UInt8(0x30 + value % 10))
    }
}
