#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A shared library loaded at run time (`dlopen`), so that a target can use a system library
/// that may be absent without depending on it when it is built.
///
/// The file name of a library's major version differs per platform: `libNAME.so.5` on Linux,
/// `libNAME.5.dylib` on Darwin. A loaded library stays loaded for the life of the process, so
/// a symbol looked up here stays valid.
package final class SharedLibrary: Sendable {
    /// The file name that was loaded (`libpq.so.5`).
    package let fileName: String
    private let handle: Handle

    /// The `dlopen` handle; only read, never closed.
    private struct Handle: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
    }

    /// The file name of major version `version` of the library `name` (`pq`, 5) on this platform.
    package static func fileName(name: String, version: Int) -> String {
        #if canImport(Darwin)
        "lib\(name).\(version).dylib"
        #else
        "lib\(name).so.\(version)"
        #endif
    }

    /// Loads major version `version` of the library `name`; the loader's reason when it cannot.
    package static func load(name: String, version: Int) -> Result<SharedLibrary, SharedLibraryError> {
        let file = fileName(name: name, version: version)
        guard let pointer = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(SharedLibraryError(fileName: file, reason: reason))
        }
        return .success(SharedLibrary(fileName: file, handle: Handle(pointer: pointer)))
    }

    private init(fileName: String, handle: Handle) {
        self.fileName = fileName
        self.handle = handle
    }

    /// The address of the function or variable `name`, or `nil` when the library has none.
    package func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        dlsym(handle.pointer, name)
    }
}

/// A library that could not be loaded: its file name and the loader's reason.
package struct SharedLibraryError: Error, Sendable, Hashable {
    /// The file name looked for (`libpq.so.5`).
    package var fileName: String
    /// What the loader said.
    package var reason: String
}
