// libFuzzer entry point: .ics bytes through the reader, the validator and the import
// (see FuzzExercise.calendar).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCalendars(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = FuzzExercise.calendar(bytes)
    if let first = violations.first { fatalError("property violated: \(first)") }
    return 0
}
