/// How many terminal columns text takes: wide East Asian characters take two, combining
/// marks and format characters none.
func displayWidth(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { width, scalar in
        width + columns(of: scalar)
    }
}

private func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
}

/// Pads text with spaces to a number of columns, centred.
func centered(_ text: String, width: Int) -> String {
    let missing = max(0, width - displayWidth(text))
    let left = missing / 2
    return String(repeating: " ", count: left) + text + String(repeating: " ", count: missing - left)
}
