/// Parses a declared source (the routes-file `@source`, ``RouteTableOptions/sources``):
/// a custom scheme (`raycipe:` or `raycipe://`) or a web scheme and host (`https://example.com`).
enum SourceParser {
    static func parse(_ text: String) -> Result<PatternSource, SourceError> {
        let bytes = Array(text.utf8)
        guard let colon = bytes.withUnsafeBufferPointer({ URLScanner.schemeEnd($0, 0..<$0.count) }) else {
            return .failure(SourceError("a source is a scheme (raycipe:) or a web scheme and host (https://example.com)"))
        }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        var rest = bytes[(colon &+ 1)...]
        let hasSlashes = rest.starts(with: [ASCII.slash, ASCII.slash])
        if hasSlashes { rest = rest.dropFirst(2) }
        if scheme == "http" || scheme == "https" {
            guard hasSlashes else { return .failure(SourceError("a web source is written \(scheme)://host")) }
            let registry = ParameterTypeRegistry(custom: [])
            var parser = PatternParser(text, registry: registry)
            let (source, pathStart) = parser.parseSource(0..<bytes.count)
            if let error = parser.errors.first { return .failure(SourceError(error.message)) }
            if pathStart < bytes.count && bytes[pathStart...].contains(where: { $0 != ASCII.slash }) {
                return .failure(SourceError("a source names no path"))
            }
            return .success(source)
        }
        guard rest.isEmpty else { return .failure(SourceError("a custom-scheme source is just the scheme, as in \(scheme):")) }
        return .success(.scheme(scheme))
    }
}

/// Why a declared source was rejected.
struct SourceError: Error, Sendable {
    let message: String
    init(_ message: String) { self.message = message }
}
