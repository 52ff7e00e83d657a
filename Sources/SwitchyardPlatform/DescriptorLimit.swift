#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Raises the soft limit on open descriptors (`RLIMIT_NOFILE`) to at least `count`, as far as
/// the hard limit allows; it never lowers it. `nil` when the soft limit is now at least
/// `count`, otherwise why not.
///
/// Glibc imports `RLIMIT_NOFILE` as a case of the enum `__rlimit_resource` while `getrlimit`
/// takes an `Int32`, and its `rlim_t` is `UInt`; Darwin imports `RLIMIT_NOFILE` as an `Int32`
/// and its `rlim_t` is `UInt64`. An unlimited hard limit reads as `Int.max` on both.
package func raiseOpenDescriptorLimit(toAtLeast count: Int) -> String? {
    #if canImport(Glibc)
    let resource = Int32(RLIMIT_NOFILE.rawValue)
    #else
    let resource = RLIMIT_NOFILE
    #endif
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0 else {
        return "cannot read the open-descriptor limit: \(String(cString: strerror(errno)))"
    }
    let soft = Int(clamping: limit.rlim_cur)
    let hard = Int(clamping: limit.rlim_max)
    if soft >= count { return nil }
    guard hard >= count else {
        return "the hard open-descriptor limit is \(hard), below the \(count) needed (raise it with ulimit -Hn)"
    }
    limit.rlim_cur = rlim_t(count)
    guard setrlimit(resource, &limit) == 0 else {
        return "cannot raise the open-descriptor limit from \(soft) to \(count): \(String(cString: strerror(errno)))"
    }
    return nil
}
