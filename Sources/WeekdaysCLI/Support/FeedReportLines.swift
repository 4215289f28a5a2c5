import WeekdayKit

/// What a reading of calendar files found besides occurrences, as the lines `occurrences`
/// and `week --calendar` print on standard error: one wording for both, so every cap a
/// reading met is named the same way wherever it was met.
enum FeedReportLines {
    /// Notices, problems, the series cut short, the window's limit, temporary files that
    /// could not be used, then the inputs refused and the files that cannot be read.
    static func lines(of report: CalendarFeedReport, refusals: [String] = []) -> [String] {
        var lines = report.notices.map { "\($0.path): \($0.message)" }
        for problem in report.problems {
            let subject = problem.uid.isEmpty ? problem.path : "\(problem.path): \(problem.uid)"
            lines.append("\(subject): \(problem.message)")
        }
        for uid in report.truncatedUIDs {
            lines.append(
                "\(uid.isEmpty ? "an event without UID" : uid): a rule was searched only so far "
                    + "(\(EventCalendar.maximumInstancesPerRule) instances, or 600 years, from DTSTART); "
                    + "later occurrences in the window are left out")
        }
        if report.reachedOccurrenceLimit {
            lines.append(
                "the window holds more than \(report.occurrenceLimit) occurrences: reading stopped after "
                    + "\(report.occurrenceCount), so the occurrences of later components are left out")
        }
        lines += report.temporaryFileFailures
        return lines + refusals + report.unreadable
    }
}
