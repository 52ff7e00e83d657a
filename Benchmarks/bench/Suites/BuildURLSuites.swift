/// `BuildURL:<…>`: building URLs from routes (ROUTING.md section 5).
///
/// A hook for now: URL building is a separate issue. When the core exposes it,
/// add a workload here that builds the URL of each shared request's route from
/// its parameters (check after timing that matching each built URL gives the
/// route and parameters back: the round-trip law), and the catalog runs it.
enum BuildURLSuites {
    static func suites() -> [Suite] { [] }
}
