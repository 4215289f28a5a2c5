import Foundation
import ICalKit

/// What a change does to one instance: cancel it, or give it a new start, end or title.
struct InstanceChange {
    var cancels = false
    var start: ICalDateTime?
    var end: ICalDateTime?
    var title: String?
}

extension SeriesEdit {
    /// Leaves an instance out with an EXDATE in DTSTART's form, and removes the overrides
    /// of it, which would otherwise be shown by some readers and not by others.
    mutating func exclude(_ named: ICalDateTime) throws(WeekdaysError) -> ICalDateTime {
        let occurrence = try occurrence(named: named)
        let original = written(occurrence.recurrenceID)
        let overrides = series.overrides.filter { $0.recurrenceID.map(written) == original }
        if let ranged = overrides.first(where: \.overridesLaterInstances) {
            throw .invalidChange(
                "`\(original)` is the instance a RANGE=THISANDFUTURE override of `\(uid)` (line \(ranged.line)) "
                    + "starts from; change that override instead", uid: uid)
        }
        for override in overrides {
            guard let piece = piece(of: override) else { continue }
            remove(piece)
            done.append("removed the override of \(original) at line \(override.line)")
        }
        let component = try component(seriesPiece)
        let line = time(original).line(named: "EXDATE")
        guard component.add(line: line) else {
            throw .invalidChange("libical cannot read `\(line)`", uid: uid)
        }
        replace(seriesPiece, with: component, sequence: series.sequence + 1)
        done.append("added \(line) to the series")
        return original
    }

    /// Cancels or changes one instance: through its override when it has one, else
    /// through a new override, a copy of the series without its repeats.
    mutating func changeInstance(_ named: ICalDateTime, to change: InstanceChange) throws(WeekdaysError) -> ICalDateTime
    {
        let occurrence = try occurrence(named: named)
        let original = written(occurrence.recurrenceID)
        let start = written(occurrence.start)
        let newStart = try change.start.map { value throws(WeekdaysError) in try exact(value, "start") }
        var newEnd = try change.end.map { value throws(WeekdaysError) in try exact(value, "end") }
        if newEnd == nil, let newStart {
            newEnd = written(occurrence.end).movedBy(seconds: newStart.fieldSeconds - start.fieldSeconds)
        }
        if let end = newEnd, end < (newStart ?? start) {
            throw .invalidChange("the new end \(end) is before the start \(newStart ?? start)", uid: uid)
        }
        let existing = override(of: occurrence).flatMap { override in
            override.overridesLaterInstances ? nil : piece(of: override).map { (override, $0) }
        }
        let component: EditableComponent
        if let (_, piece) = existing {
            component = try self.component(piece)
        } else {
            guard let copy = try self.component(seriesPiece).copy() else {
                throw .invalidChange("libical could not copy the series `\(uid)`", uid: uid)
            }
            component = copy
            component.remove(["RRULE", "RDATE", "EXDATE", "EXRULE", "RECURRENCE-ID", "RELATED-TO"])
            try add(time(original).line(named: "RECURRENCE-ID"), to: component)
            try set(time(start).line(named: "DTSTART"), on: component)
            if let endName = Self.endName(of: component) {
                try set(time(written(occurrence.end)).line(named: endName), on: component)
            }
        }
        if let newStart { try set(time(newStart).line(named: "DTSTART"), on: component) }
        if let newEnd {
            if change.end != nil { component.remove(["DURATION"]) }
            if let endName = Self.endName(of: component) ?? (change.end != nil ? "DTEND" : nil) {
                try set(time(newEnd).line(named: endName), on: component)
            }
        }
        if let title = change.title {
            // TEXT holds no control character but the tab and line breaks (RFC 5545, 3.3.11);
            // libical would end the title at a NUL without a word.
            let stray = title.unicodeScalars.first {
                ControlCharacters.isControl($0) && !"\t\n\r".unicodeScalars.contains($0)
            }
            if let stray {
                throw .invalidChange(
                    "the new title holds the control character U+\(String(stray.value, radix: 16, uppercase: true)), "
                        + "which iCalendar text cannot hold", uid: uid)
            }
            try setText("SUMMARY", title, on: component)
        }
        if change.cancels { try set("STATUS:CANCELLED", on: component) }
        let what = change.cancels ? "cancelled" : "changed"
        if let (override, piece) = existing {
            replace(piece, with: component, sequence: override.sequence + 1)
            done.append("\(what) \(original) in its override at line \(override.line)")
        } else {
            insert(component, sequence: series.sequence + 1)
            done.append("\(what) \(original) in a new override (RECURRENCE-ID \(original))")
        }
        return original
    }

    /// A new start or end in the series' form: a DATE for an all-day series, a time for a
    /// timed one, and one that libical can write.
    func exact(_ value: ICalDateTime, _ field: String) throws(WeekdaysError) -> ICalDateTime {
        let converted = try inSeriesForm(value)
        guard (converted.form == .date) == series.start.isDate else {
            throw .invalidChange(
                "the new \(field) \(value) is a \(value.form == .date ? "DATE" : "time"), the series `\(uid)` "
                    + "\(series.start.isDate ? "is all-day" : "has times")", uid: uid)
        }
        guard converted.year <= EventWriter.latestWritableYear else {
            throw .invalidChange(
                "the new \(field) \(value) cannot be written: libical writes no year after "
                    + "\(EventWriter.latestWritableYear)", uid: uid)
        }
        return converted
    }

    /// The property that ends the component (`DUE` for a VTODO, else `DTEND`), when it has one.
    static func endName(of component: EditableComponent) -> String? {
        component.contains("DUE") ? "DUE" : component.contains("DTEND") ? "DTEND" : nil
    }

    /// Replaces a property with a content line, or says which line libical cannot read.
    func set(_ line: String, on component: EditableComponent) throws(WeekdaysError) {
        let name = String(line.prefix { $0 != ";" && $0 != ":" })
        component.remove([name])
        try add(line, to: component)
    }

    /// Replaces a TEXT property with a value libical escapes, or says it cannot.
    func setText(_ name: String, _ text: String, on component: EditableComponent) throws(WeekdaysError) {
        guard component.replaceText(name, with: text) else {
            throw .invalidChange("libical cannot write \(name) `\(text)`", uid: uid)
        }
    }

    /// Adds a content line, or says that libical cannot read it.
    func add(_ line: String, to component: EditableComponent) throws(WeekdaysError) {
        guard component.add(line: line) else { throw .invalidChange("libical cannot read `\(line)`", uid: uid) }
    }
}
