extension ComponentChunk {
    /// Where each value is written: the line of the first property of its name that holds
    /// it, or the component's BEGIN line when none visibly does.
    ///
    /// `work`, when given, counts the lines read and the probes of their table: a test's
    /// way to see that each value costs the same however many there are.
    package func lines(
        of times: [CalendarComponent.Time], named name: String, counting work: WorkCount? = nil
    ) -> [Int] {
        guard !times.isEmpty else { return [] }
        let written = valueLines(named: name, counting: work)
        return times.map { time in
            work?.add()
            return written[time.value.description.uppercased()] ?? firstLine
        }
    }

    /// The property that ends the component (`DTEND`, else `DUE`, as libical reads them)
    /// and its line; `DTEND` and nil when neither is written.
    package var endLine: (name: String, line: Int?) {
        if let line = propertyLines(named: "DTEND").first?.line { return ("DTEND", line) }
        if let line = propertyLines(named: "DUE").first?.line { return ("DUE", line) }
        return ("DTEND", nil)
    }

    /// The line of DURATION, or nil when it is not written.
    package var durationLine: Int? { propertyLines(named: "DURATION").first?.line }
}
