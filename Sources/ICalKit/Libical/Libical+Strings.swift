internal import CLibical

/// Copies a string that a libical `_r` function allocated, then frees it.
///
/// > The returned string is owned by the caller and must be released with
/// > `icalmemory_free_buffer`.
func takeLibicalString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { icalmemory_free_buffer(pointer) }
    return String(cString: pointer)
}

/// Copies a string that libical keeps (static or in its per-thread ring); never freed.
func copyLibicalString(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
}
