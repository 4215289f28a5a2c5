extension ComponentChunk {
    /// The line in the file of each of the component's own EXDATE or RDATE properties (not
    /// those of a nested VALARM), with its value as written, unfolded.
    ///
    /// Only read where a line must be named (an EXDATE or RDATE that changes nothing); the
    /// scanner notes where they are on its way, so this costs nothing on the common path.
    /// Other names have no lines kept, and give none.
    package func propertyLines(named name: String) -> [(line: Int, value: String)] {
        let wanted = name.uppercased()
        return fields.dateLines.filter { $0.name == wanted }.map { found in
            (found.line, String(decoding: bytes[found.value].filter { $0 != 0 }, as: UTF8.self))
        }
    }

    /// Every value written in the component's own EXDATE or RDATE properties, each with
    /// the line of the first property that holds it: a table read once, so naming the
    /// lines of N values costs N lookups, not N scans of N lines.
    ///
    /// `work`, when given, counts each line read and each probe of the table.
    package func valueLines(named name: String, counting work: WorkCount? = nil) -> [String: Int] {
        var lines: [String: Int] = [:]
        for (line, written) in propertyLines(named: name) {
            work?.add()
            for value in Self.values(in: written) {
                work?.add()
                if lines[value] == nil { lines[value] = line }
            }
        }
        return lines
    }

    /// The values of a property's value as written (`v1,v2` or `v1/PT1H`), upper-cased,
    /// each PERIOD by its start: what a value read from it prints as.
    static func values(in written: String) -> [String] {
        written.split(separator: ",").map { value in
            let start = value.split(separator: "/", maxSplits: 1).first ?? value
            return start.trimmingBlanks().uppercased()
        }
    }
}
