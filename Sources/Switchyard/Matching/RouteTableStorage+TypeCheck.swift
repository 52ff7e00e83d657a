extension RouteTableStorage {
    /// Whether `bytes` (decoded) is a value of `kind`, as the table's registry decides: a
    /// standard kind is checked with no load of the registry (a copy of it retained and
    /// released its entries on every typed step of a lookup), a custom kind through its type's
    /// `init?`, out of line.
    @inline(__always)
    func accepts(_ kind: ParameterKind, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ParameterTypeRegistry.standardAccepts(kind, bytes) ?? acceptsCustom(kind, bytes)
    }

    @inline(never)
    private func acceptsCustom(_ kind: ParameterKind, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        registry.accepts(kind, bytes)
    }
}
