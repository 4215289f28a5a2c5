internal import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's own words for why a file operation failed ("No such file or directory",
/// "Is a directory"), which say more to a user than Foundation's error domains and codes.
package enum SystemReason {
    /// The words for a C error number; the corresponding C function is `strerror`.
    package static func of(errorNumber: Int32) -> String {
        String(cString: strerror(errorNumber))
    }

    /// The words for an error thrown by `FileHandle` or `FileManager`: the POSIX error
    /// underneath when there is one, else Foundation's description.
    package static func of(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return of(errorNumber: Int32(truncatingIfNeeded: error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return of(errorNumber: Int32(truncatingIfNeeded: underlying.code))
        }
        return error.localizedDescription
    }
}
