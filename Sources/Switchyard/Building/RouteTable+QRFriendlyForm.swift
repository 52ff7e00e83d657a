/// Rewriting a built URL into its QR-friendly form (``URLForm/qrFriendly``), checked by the
/// round-trip law as the URL it came from was.
extension RouteTable {
    /// Rewrites the checked `url` of `route` (built on `origin` when it is given) and checks
    /// the rewritten form the same way.
    func qrFriendlyForm(of url: String, route: Int32, routeName: String, origin: String? = nil) throws(URLBuildError) -> String {
        let infos = storage.parameters(of: route)
        let kinds = infos.filter { $0.location != .query }.map(\.kind)
        let friendly = storage.patterns.withUTF8(at: Int(route)) { pattern in
            QRFriendlyForm.rewrite(url, pattern: pattern, origin: origin, kinds: kinds, caseInsensitivePaths: storage.trie.caseInsensitive)
        }
        guard friendly != url else { return url }
        func fail(_ problem: URLBuildError.Problem) -> URLBuildError {
            URLBuildError(problem, routeName: routeName, pattern: storage.patterns[Int(route)])
        }
        guard case .matched(let built) = match(url) else { return url }
        switch match(friendly) {
        case .notMatched(let miss):
            throw fail(.unroutable(url: friendly, reason: miss.description))
        case .matched(let read):
            guard read.route == route else {
                throw fail(.shadowed(url: friendly, routeName: storage.names[Int(read.route)], pattern: storage.patterns[Int(read.route)]))
            }
            for info in infos {
                let expected = built.decodedText(info)
                let got = read.decodedText(info)
                let same = info.kind == .uuid ? expected.lowercased() == got.lowercased() : expected == got
                if !same {
                    throw fail(.changedOnReadBack(url: friendly, name: storage.name(of: info), built: expected, read: got))
                }
            }
        }
        return friendly
    }
}
