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
        var out: [UInt8] = []
        out.reserveCapacity(200 + modules.count * 2)
        out += Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 "#.utf8)
        out.appendDecimal(across)
        out.append(0x20)
        out.appendDecimal(across)
        out += Array(##"" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#ffffff"/><path fill="#000000" d=""##.utf8)
        let size = size
        modules.withUnsafeBufferPointer { modules in
            for row in 0..<size {
                var column = 0
                while column < size {
                    guard modules[row * size + column] != 0 else {
                        column += 1
                        continue
                    }
                    let start = column
                    while column < size, modules[row * size + column] != 0 { column += 1 }
                    // M x,y h w v1 h -w z
                    out.append(0x4D)
                    out.appendDecimal(start + border)
                    out.append(0x2C)
                    out.appendDecimal(row + border)
                    out.append(0x68)
                    out.appendDecimal(column - start)
                    out += [0x76, 0x31, 0x68, 0x2D]
                    out.appendDecimal(column - start)
                    out.append(0x7A)
                }
            }
        }
        out += Array("\"/></svg>\n".utf8)
        return String(decoding: out, as: UTF8.self)
    }
}

extension [UInt8] {
    /// Appends a non-negative integer in decimal.
    mutating func appendDecimal(_ value: Int) {
        if value >= 10 { appendDecimal(value / 10) }
        append(UInt8(0x30 + value % 10))
    }
}
