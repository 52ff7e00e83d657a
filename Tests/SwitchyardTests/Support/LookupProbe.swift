@testable import Switchyard

// A test-only wrapper around the matcher's internals, to read the work a lookup does
// (`Lookup.visits`, the nodes entered) without changing Sources. It follows the same steps
// as `RouteTable.match` for a relative reference: scan, split into segments, search the
// unpinned trie.

extension RouteTable {
    /// The route a relative reference reaches and the number of trie nodes the search entered,
    /// or `nil` when the URL is rejected before the search (or is not relative).
    func probe(relative url: String) -> (route: Int, visits: Int)? {
        var url = url
        return url.withUTF8 { bytes -> (Int, Int)? in
            guard case .success(let scanned) = URLScanner.scan(bytes, limit: storage.maximumURLLength, validateUTF8: false),
                  scanned.kind == .relative else { return nil }
            let searched = PathSegmenter.withSegments(of: scanned, in: bytes) { segments in
                storage.trie.withView { view in
                    var lookup = Lookup(trie: view, storage: storage, segments: segments, bytes: bytes, url: scanned)
                    let route = lookup.search(from: storage.unpinnedRoot)
                    return (Int(route), lookup.visits)
                }
            }
            guard case .success(let result) = searched else { return nil }
            return result
        }
    }

    /// The number of nodes in the compiled trie (all sources).
    var trieNodeCount: Int { storage.trie.nodes.count }
}
