import SwitchyardQRCode

/// Encodes one text as a QR code (segmentation, version, error correction, all eight masks
/// scored), and with `svg` also draws it as SVG; checks after timing that every symbol of the
/// last batch is the one encoded before timing.
final class QRWorkload: Workload {
    private let text: String
    private let options: QRCode.Options
    private let svg: Bool
    private let expected: QRCode
    private let expectedVersion: Int
    private var results: [QRCode?]
    private var drawings: [String]

    let operationsPerBatch = 16

    init(text: String, errorCorrection: QRErrorCorrection, svg: Bool, expectedVersion: Int) throws {
        self.text = text
        self.options = QRCode.Options(errorCorrection: errorCorrection)
        self.svg = svg
        self.expected = try QRCode(encoding: text, options: options)
        self.expectedVersion = expectedVersion
        results = Array(repeating: nil, count: operationsPerBatch)
        drawings = Array(repeating: "", count: operationsPerBatch)
    }

    func runBatch() {
        for index in 0..<operationsPerBatch {
            let code = try? QRCode(encoding: text, options: options)
            results[index] = code
            if svg, let code { drawings[index] = code.svg() }
        }
    }

    func run(operations count: Int) {
        var digest = 0
        for _ in 0..<count {
            guard let code = try? QRCode(encoding: text, options: options) else { continue }
            digest &+= svg ? code.svg().utf8.count : code.mask
        }
        blackHole(digest)
    }

    func verify() -> [String] {
        var problems: [String] = []
        if expected.version != expectedVersion {
            problems.append("\(text): version \(expected.version), expected \(expectedVersion)")
        }
        let drawing = expected.svg()
        for (index, code) in results.enumerated() {
            if code != expected { problems.append("\(text): symbol \(index) differs from the one encoded before timing") }
            if svg, drawings[index] != drawing { problems.append("\(text): SVG \(index) differs") }
        }
        return problems
    }
}
