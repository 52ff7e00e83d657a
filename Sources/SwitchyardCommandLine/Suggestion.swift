/// The nearest of a list of names to one that was mistyped, for "did you mean …?" in usage
/// errors: an unknown option, an unknown command, a route name no route has.
enum Suggestion {
    /// The candidate nearest to `word` in edits (insertions, deletions, substitutions of a
    /// character), ties to the first in sorted order, when it is at most two edits away and
    /// fewer than half its own length (so that no short name is offered for any short word);
    /// else `nil`. Each candidate is compared as `key` gives it (an option without its `--`).
    static func nearest(to word: some StringProtocol, among candidates: [String], key: (String) -> Substring = { $0[...] }) -> String? {
        let typed = Array(word)
        let scored = candidates.sorted().map { ($0, key($0)) }.map { ($0.0, editDistance(typed, Array($0.1)), $0.1.count) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 * 2 < best.2 else { return nil }
        return best.0
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
