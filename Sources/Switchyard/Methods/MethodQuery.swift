/// A lookup's method, as bits of the table's ``MethodBits``, and what it found about methods.
///
/// A lookup made without a method takes every route (``MethodBits/everyMethod``). One made with
/// a method takes the routes that answer it, and a `HEAD` lookup takes a `GET` route where the
/// same path has no `HEAD` route (the ``fallback`` bit). The routes whose path and query
/// matched but that answer other methods leave their methods in ``refused``: on a miss, what
/// the path answers.
@usableFromInline
struct MethodQuery {
    /// The bit of the method asked for (0 for an extension method no route names).
    @usableFromInline var bit: UInt64
    /// The bit of a method whose routes answer this one where none answers it directly.
    @usableFromInline var fallback: UInt64
    /// The methods of the routes that matched but answer other methods.
    @usableFromInline var refused: UInt64

    /// Every method: a lookup without one.
    @inlinable
    init() {
        bit = ~0
        fallback = 0
        refused = 0
    }

    /// A lookup of `method` in a table whose method bits are `names`.
    init(_ method: HTTPMethod, in names: MethodBits) {
        bit = names.bit(of: method)
        fallback = method.standardBit == Int8(HTTPMethod.Standard.head.rawValue) ? MethodBits.bit(of: .get) : 0
        refused = 0
    }
}
