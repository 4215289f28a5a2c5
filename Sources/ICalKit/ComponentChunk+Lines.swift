extension ComponentChunk {
    /// The line in the file of each of the component's own properties named `name` (not
    /// those of a nested VALARM), unfolded, with its value as written.
    ///
    /// Only read where a line must be named (an EXDATE or RDATE that changes nothing), so
    /// the scan over the component's bytes costs nothing on the common path.
    package func propertyLines(named name: String) -> [(line: Int, value: String)] {
        let wanted = Array(name.uppercased().utf8)
        var found: [(line: Int, value: String)] = []
        var depth = 0
        var logical: [UInt8] = []
        var logicalLine = firstLine
        func finish() {
            defer { logical.removeAll(keepingCapacity: true) }
            let line = ContentLine(logical)
            switch line.name {
            case "BEGIN": depth += 1
            case "END": depth -= 1
            case _ where depth == 1 && line.name.utf8.elementsEqual(wanted): found.append((logicalLine, line.value))
            default: break
            }
        }
        var physical = firstLine
        for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            defer { physical += 1 }
            let line = raw.last == 0x0D ? raw.dropLast() : raw
            if let first = line.first, first == 0x20 || first == 0x09 {
                logical.append(contentsOf: line.dropFirst())
                continue
            }
            if !logical.isEmpty { finish() }
            logical.append(contentsOf: line)
            logicalLine = physical
        }
        if !logical.isEmpty { finish() }
        return found
    }
}
