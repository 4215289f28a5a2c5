import Foundation
import WeekdayKit

/// `BatchImport.run` with each record rendered as a String and each batch's lines handed
/// over as one, for tests that read the lines as text.
@discardableResult
func importLines(
    _ inputs: [CalendarInput], jobs: Int = 1, calendar: Calendar,
    render: @escaping @Sendable (ImportRecord) -> String, write: (String) -> Void,
    notice: (String) -> Void = { _ in }
) -> (ImportCounts, [String]) {
    BatchImport.run(
        inputs: inputs, jobs: jobs, calendar: calendar, lines: { record, bytes in bytes += render(record).utf8 },
        write: { write(String(decoding: $0, as: UTF8.self)) }, notice: notice)
}
