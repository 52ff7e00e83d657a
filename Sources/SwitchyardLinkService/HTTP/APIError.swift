/// The API's error answer, as Firebase wrote it:
/// `{"error":{"code":400,"message":"…","status":"INVALID_ARGUMENT","field":"…"}}`.
///
/// Every error of the API is this body, whatever its status: a refusal of the service, and
/// one the development server makes by itself before the service sees the request (`411`,
/// `413`, `431`, `408`, `505`, `503`).
extension LinkResponse {
    /// The error answer with `status`, `message` and the field at fault, if there is one.
    static func apiError(_ status: Int, _ message: String, field: String? = nil, extra: [(name: String, value: String)] = []) -> LinkResponse {
        var members = [("code", String(status)), ("message", JSONText.quoted(message)), ("status", JSONText.quoted(googleStatus(status)))]
        if let field { members.append(("field", JSONText.quoted(field))) }
        let text = JSONText.object([("error", JSONText.object(members))]) + "\n"
        return LinkResponse(status: status, headers: [(name: "Content-Type", value: "application/json")] + extra, body: Array(text.utf8))
    }

    /// The name Google's APIs give a status (`INVALID_ARGUMENT` for `400`).
    static func googleStatus(_ status: Int) -> String {
        switch status {
        case 400, 413, 431: "INVALID_ARGUMENT"
        case 401: "UNAUTHENTICATED"
        case 403: "PERMISSION_DENIED"
        case 404, 410: "NOT_FOUND"
        case 405, 501, 505: "UNIMPLEMENTED"
        case 408: "DEADLINE_EXCEEDED"
        case 411: "FAILED_PRECONDITION"
        case 429: "RESOURCE_EXHAUSTED"
        case 500: "INTERNAL"
        default: "UNAVAILABLE"
        }
    }
}
