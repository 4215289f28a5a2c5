import Foundation
import Testing

@testable import WeekdayKit

/// A validation stops when its caller cancels it, between blocks and batches, and says
/// that its counts are of what was read; a cancelled task's validation stops at once.
@Suite struct ValidationCancellationTests {
    static let feed = Data(GeneratedCalendar(seed: 9, events: 600).text.utf8)

    @Test func aCallerStopsTheRunBetweenBatches() {
        let whole = FileValidation.validate(.data(Self.feed), isCancelled: { false })
        #expect(!whole.isCancelled && whole.components > 600)
        var asked = 0
        let stopped = FileValidation.validate(
            .data(Self.feed),
            isCancelled: {
                asked += 1
                return asked > 2
            })
        #expect(stopped.isCancelled)
        #expect(stopped.components < whole.components)
        #expect(stopped.unreadable == nil)
    }

    @Test func aCancelledTaskStopsAtOnce() async {
        let task = Task {
            // Wait until cancelled, then validate.
            while !Task.isCancelled { await Task.yield() }
            return FileValidation.validate(.data(Self.feed))
        }
        task.cancel()
        let report = await task.value
        #expect(report.isCancelled && report.components == 0)
    }

    @Test func aRunNotCancelledReadsEverything() async {
        let report = await Task { FileValidation.validate(.data(Self.feed)) }.value
        let whole = FileValidation.validate(.data(Self.feed), isCancelled: { false })
        #expect(!report.isCancelled && report.components == whole.components)
    }
}
