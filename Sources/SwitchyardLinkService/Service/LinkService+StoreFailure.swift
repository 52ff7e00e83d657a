/// What the service answers when its store cannot be read or written (a database that is
/// down or restarting): `503` with `Retry-After`, and nothing acknowledged.
extension LinkService {
    /// The seconds a client is asked to wait before it tries again.
    static let retryAfterSeconds = 1

    /// The `Retry-After` header of every `503` the store causes.
    static var retryAfter: (name: String, value: String) { (name: "Retry-After", value: String(retryAfterSeconds)) }

    /// A click's answer when the store failed: the service's error page, `503`, `Retry-After`.
    func storeUnavailable(_ error: any Error) -> LinkResponse {
        let reason = (error as? LinkStoreError)?.message ?? "\(error)"
        return ErrorPage.response(503, "Try again", "The link store cannot be reached: \(reason)", settings: configuration.pages, extra: [Self.retryAfter])
    }

    /// An API call's refusal when the store failed (`503`; ``CreateRefusal/response`` adds `Retry-After`).
    static func storeRefusal(_ error: LinkStoreError) -> CreateRefusal {
        CreateRefusal(status: 503, field: nil, message: "the link store cannot be reached: \(error.message)")
    }
}

extension LinkService {
    /// The value of a store call, its failure as a `503` refusal.
    static func reading<T>(_ call: () async throws(LinkStoreError) -> T) async throws(CreateRefusal) -> T {
        do {
            return try await call()
        } catch {
            throw storeRefusal(error)
        }
    }
}
