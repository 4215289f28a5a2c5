import Foundation
import ICalKit

/// One change being made to one series of a file.
///
/// It holds the series as the occurrence engine reads it, where its components are in the
/// bytes, and the pieces of text that replace them; it lives for one
/// ``CalendarEditor/apply(_:toSeries:now:)``.
struct SeriesEdit {
    let bytes: [UInt8]
    let layout: CalendarLayout
    let uid: String
    /// The series, its overrides joined to it.
    let series: CalendarEvent
    /// Where the series' own component is.
    let seriesPiece: CalendarLayout.Piece
    /// DTSTAMP and LAST-MODIFIED of every component changed.
    let stamp: ICalDateTime
    /// UIDs of every component of the file, so a new one is new.
    let knownUIDs: Set<String>
    /// New text for pieces of the file (empty to remove one), by where they start.
    private(set) var replacements: [Int: (range: Range<Int>, text: String)] = [:]
    /// New components, each after the piece it follows.
    private(set) var insertions: [(after: Int, text: String)] = []
    /// What was done, in words, for the report.
    var done: [String] = []

    init(bytes: [UInt8], name: String, uid: String, now: Date) throws(WeekdaysError) {
        guard ICalDateTime.isPlaceable(now) else {
            throw .invalidDate("the time of the change is no instant of the years 1 to 9999", in: "now")
        }
        self.bytes = bytes
        self.uid = uid
        layout = CalendarLayout(bytes)
        stamp = ICalDateTime(localTimeOf: now, in: .gmt).with(form: .utc)
        let calendar = EventCalendar(inputs: [.data(Data(bytes), name: name)], viewerZone: .gmt)
        // The reason names the input itself (`x.ics is not an iCalendar file (...)`).
        if let reason = calendar.unreadable.first { throw WeekdaysError(.invalidComponent, reason, input: name) }
        guard let series = calendar.events.first(where: { $0.isSeries && $0.uid == uid }) else {
            throw .invalidChange("\(name) has no series with UID `\(uid)`", uid: uid)
        }
        guard let piece = layout.pieces.first(where: { $0.line == series.line }) else {
            throw .invalidChange("the series `\(uid)` at line \(series.line) is not inside a VCALENDAR", uid: uid)
        }
        self.series = series
        seriesPiece = piece
        knownUIDs = Set(calendar.events.flatMap { [$0.uid] + $0.overrides.map(\.uid) }.compactMap { $0 })
    }

    /// Makes the change and says what it did.
    mutating func apply(_ change: SeriesChange) throws(WeekdaysError) -> SeriesChangeReport {
        var report = SeriesChangeReport(
            uid: uid, change: change.name, instance: series.start.value, newUID: nil, done: [], dropped: [])
        switch change {
        case .exclude(let named):
            report.instance = try exclude(named)
        case .cancel(let named):
            report.instance = try changeInstance(named, to: InstanceChange(cancels: true))
        case .override(let named, let start, let end, let title):
            report.instance = try changeInstance(
                named, to: InstanceChange(start: start, end: end, title: title))
        case .split(let at, let continuation):
            let split = try self.split(at: at, continuation)
            report.instance = split.start
            report.newUID = split.uid
            report.dropped = split.dropped
        }
        report.done = done
        return report
    }

    // MARK: - Times in the series' form

    /// A time as the series writes its instances: its DTSTART's form and wall clock.
    func written(_ time: EventTime) -> ICalDateTime { series.start.frame.written(time) }

    /// A value in the series' form placed in time.
    func placed(_ value: ICalDateTime) -> EventTime { series.start.frame.time(local: value) }

    /// A value in the series' form as a property of the series' own zone.
    func time(_ value: ICalDateTime) -> CalendarComponent.Time {
        CalendarComponent.Time(value: value, zoneID: value.form == .floating ? series.start.frame.zoneID : nil)
    }

    /// The zone the series' rules are expanded in: its own for a zoned or floating start.
    var expansionZone: TimeZone? { series.start.frame.form == .floating ? series.start.frame.zone : nil }

    // MARK: - Components

    /// The component a piece of the file holds, ready to change.
    func component(_ piece: CalendarLayout.Piece) throws(WeekdaysError) -> EditableComponent {
        try EditableComponent(parsing: Array(bytes[piece.range]))
    }

    /// The piece an override of the series is in.
    func piece(of override: CalendarEvent) -> CalendarLayout.Piece? {
        layout.pieces.first { $0.line == override.line }
    }

    /// Replaces a piece with a changed component, its SEQUENCE raised to `sequence`.
    mutating func replace(_ piece: CalendarLayout.Piece, with component: EditableComponent, sequence: Int) {
        markChanged(component, sequence: sequence)
        replacements[piece.range.lowerBound] = (piece.range, lineBreaks(component.text))
    }

    /// Removes a piece.
    mutating func remove(_ piece: CalendarLayout.Piece) {
        replacements[piece.range.lowerBound] = (piece.range, "")
    }

    /// Adds a new component after the series and every override of it.
    mutating func insert(_ component: EditableComponent, sequence: Int) {
        markChanged(component, sequence: sequence)
        let ends = [seriesPiece.range.upperBound] + series.overrides.compactMap { piece(of: $0)?.range.upperBound }
        insertions.append((ends.max() ?? seriesPiece.range.upperBound, lineBreaks(component.text)))
    }

    /// SEQUENCE, DTSTAMP and LAST-MODIFIED of a changed component.
    private func markChanged(_ component: EditableComponent, sequence: Int) {
        component.replace("SEQUENCE", with: "SEQUENCE:\(sequence)")
        component.replace("DTSTAMP", with: "DTSTAMP:\(stamp)")
        component.replace("LAST-MODIFIED", with: "LAST-MODIFIED:\(stamp)")
    }

    /// Text libical wrote (CR LF) with the file's own line breaks.
    private func lineBreaks(_ text: String) -> String {
        layout.usesCarriageReturns ? text : text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// The file with every replacement and insertion made, the rest byte for byte.
    func result() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
        var position = 0
        let cuts = replacements.values.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var pendingInsertions = insertions.sorted { $0.after < $1.after }[...]
        func insertUpTo(_ offset: Int) {
            while let next = pendingInsertions.first, next.after <= offset {
                if next.after > position {
                    output.append(contentsOf: bytes[position..<next.after])
                    position = next.after
                }
                output.append(contentsOf: next.text.utf8)
                pendingInsertions.removeFirst()
            }
        }
        for cut in cuts {
            insertUpTo(cut.range.lowerBound)
            output.append(contentsOf: bytes[position..<cut.range.lowerBound])
            output.append(contentsOf: cut.text.utf8)
            position = cut.range.upperBound
            insertUpTo(position)
        }
        insertUpTo(bytes.count)
        output.append(contentsOf: bytes[position...])
        return output
    }
}
