/// The API's JSON error body as the service writes it, for the tests' expectations:
/// `{"error":{"code":413,"message":"…","status":"INVALID_ARGUMENT"}}` and a newline.
func apiErrorBody(_ code: Int, _ status: String, _ message: String, field: String? = nil) -> String {
    let fieldMember = field.map { #","field":"\#($0)""# } ?? ""
    return #"{"error":{"code":\#(code),"message":"\#(message)","status":"\#(status)"\#(fieldMember)}}"# + "\n"
}
