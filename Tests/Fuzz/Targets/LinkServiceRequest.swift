// fuzz-modules: SwitchyardPlatform Switchyard SwitchyardLinks SwitchyardLinkService
// fuzz-dictionary: http.dict
// The link service's request parsing: any bytes as an HTTP/1.1 request (head, blank line,
// body). The head is parsed or refused with a 4xx/5xx status and a reason; a parsed head's
// `Content-Length` is read or refused the same way; a request that parses is answered by the
// service (in-memory store holding one link, `AbCd`, and the API key `fuzz-key`, so that the
// stats and management calls are reached) with a status from 100 to 599 and headers without
// line breaks.
#if canImport(Dispatch)
import Dispatch
#endif
@testable import SwitchyardLinkService

private let service: LinkService = {
    var configuration = LinkServiceConfiguration(
        prefix: "https://l.raycipe.example.com",
        allowlist: try! LinkAllowlist(patterns: ["https://raycipe.example.com/**"])
    )
    configuration.apiKeys = ["fuzz-key"]
    let store = InMemoryLinkStore()
    let done = DispatchSemaphore(value: 0)
    Task {
        _ = await store.importLink(
            StoredLink(suffix: "AbCd", longLink: "https://l.raycipe.example.com/?link=https://raycipe.example.com/recipes/2", option: .short),
            settings: LinkSettings(), time: 0)
        done.signal()
    }
    done.wait()
    return LinkService(configuration: configuration, store: store)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinkServiceRequest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(Fuzz.bytes(data, size))
    // The head ends at the first blank line; without one the whole input is the head.
    var headEnd = bytes.count
    var bodyStart = bytes.count
    if bytes.count >= 4 {
        for i in 0...(bytes.count - 4) where bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10 {
            headEnd = i
            bodyStart = i + 4
            break
        }
    }
    let head: HTTPRequestHead
    do {
        head = try HTTPRequestHead.parse(bytes[0..<headEnd])
        let length = try head.contentLength()
        Fuzz.check(length >= 0, "a negative length")
    } catch {
        Fuzz.check((400...599).contains(error.status) && !error.reason.isEmpty, "refused with \(error.status) '\(error.reason)'")
        return 0
    }
    let request = LinkRequest(
        method: head.method, target: head.target, headers: head.fields.map { ($0.name, $0.value) },
        clientAddress: "192.0.2.1", body: Array(bytes[bodyStart...]))
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var response: LinkResponse?
    Task {
        response = await service.respond(to: request)
        done.signal()
    }
    done.wait()
    guard let response else { Fuzz.fail("no response") }
    Fuzz.check((100...599).contains(response.status), "status \(response.status) for \(head.method) \(head.target)")
    for field in response.headers {
        Fuzz.check(!field.value.utf8.contains(10) && !field.value.utf8.contains(13), "a header with a line break: \(field.name)")
    }
    return 0
}
