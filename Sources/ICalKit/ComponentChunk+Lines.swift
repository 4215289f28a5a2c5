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
}
