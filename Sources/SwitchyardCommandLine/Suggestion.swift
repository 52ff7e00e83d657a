/// The nearest of a list of names to one that was mistyped, for "did you mean …?" in usage
/// errors: an unknown option, an unknown command, a route name no route has.
enum Suggestion {
    /// The candidate nearest to `word` in edits (insertions, deletions, substitutions of a
    /// character), ties to the first in sorted order, when it is at most two edits away and
    /// fewer edits than it has characters (a name typed over entirely, `qr` for any two
    /// characters, is not offered); else `nil`. Each candidate is compared as `key` gives it
    /// (an option without its `--`).
    static func nearest(to word: some StringProtocol, among candidates: [String], key: (String) -> Substring = { $0[...] }) -> String? {
        let typed = Array(word)
        let scored = candidates.sorted().map { candidate in
            let compared = Array(key(candidate))
            return (name: candidate, edits: editDistance(typed, compared), length: compared.count)
        }
        guard let best = scored.min(by: { $0.edits < $1.edits }), best.edits <= 2, best.edits < best.length else { return nil }
        return best.name
    }

    /// The Levenshtein distance between `a` and `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
