extension URLParts.Kind: CustomStringConvertible {
    /// `web`, `custom` or `relative`, as `switchyard explain --json` prints the kind.
    public var description: String {
        switch self {
        case .web: "web"
        case .custom: "custom"
        case .relative: "relative"
        }
    }
}
