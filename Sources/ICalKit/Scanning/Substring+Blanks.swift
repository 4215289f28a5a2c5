extension Substring {
    /// Without spaces and tabs at either end: how a value written with blanks around it
    /// (`EXDATE: 20260105`, `P1D `) is read by the readers that compare or parse it.
    func trimmingBlanks() -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
