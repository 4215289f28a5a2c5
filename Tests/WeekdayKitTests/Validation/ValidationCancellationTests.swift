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

/// A feed's occurrences stop the same way.
@Suite struct FeedCancellationTests {
    static let from = Date(timeIntervalSince1970: 1_767_225_600)  // 2026
    static let to = from + 366 * 86_400

    @Test func aCallerStopsTheFeedBetweenBatches() {
        let feed = CalendarFeed(inputs: [.data(ValidationCancellationTests.feed)], viewerZone: .gmt)
        var all = 0
        let whole = feed.occurrences(from: Self.from, to: Self.to, isCancelled: { false }) { _ in all += 1 }
        #expect(!whole.isCancelled && all > 0)
        var asked = 0
        var some = 0
        let stopped = feed.occurrences(
            from: Self.from, to: Self.to,
            isCancelled: {
                asked += 1
                return asked > 2
            }
        ) { _ in some += 1 }
        #expect(stopped.isCancelled && stopped.isTruncated)
        #expect(stopped.componentCount < whole.componentCount && some < all)
    }

    @Test func aCancelledTaskReadsNothing() async {
        let feed = CalendarFeed(inputs: [.data(ValidationCancellationTests.feed)], viewerZone: .gmt)
        let task = Task {
            while !Task.isCancelled { await Task.yield() }
            return feed.occurrences(from: Self.from, to: Self.to) { _ in }
        }
        task.cancel()
        let report = await task.value
        #expect(report.isCancelled && report.componentCount == 0)
    }
}

/// A conversion stops the same way, writing every record it read.
@Suite struct ImportCancellationTests {
    @Test func aCallerStopsTheImportBetweenBatches() {
        let big = Data(GeneratedCalendar(seed: 11, events: 1500).text.utf8)
        let calendar = Calendar(identifier: .gregorian)
        var lines = 0
        let (whole, _) = BatchImport.run(
            inputs: [.data(big)], jobs: 1, calendar: calendar, lines: { _, bytes in bytes += Array("x\n".utf8) },
            write: { lines += $0.count(where: { $0 == 0x0A }) }, isCancelled: { false })
        #expect(!whole.isCancelled && lines == whole.written)
        var asked = 0
        var some = 0
        let (stopped, _) = BatchImport.run(
            inputs: [.data(big)], jobs: 2, calendar: calendar, lines: { _, bytes in bytes += Array("x\n".utf8) },
            write: { some += $0.count(where: { $0 == 0x0A }) },
            isCancelled: {
                asked += 1
                return asked > 1
            })
        #expect(stopped.isCancelled && stopped.read < whole.read)
        #expect(some == stopped.written && stopped.written + stopped.errors == stopped.read)
    }
}
