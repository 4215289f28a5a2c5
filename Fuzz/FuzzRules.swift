// libFuzzer entry point: RRULE text through the bridge (see FuzzExercise.rule).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = FuzzExercise.rule(bytes)
    if let first = violations.first { fatalError("property violated: \(first)") }
    return 0
}
