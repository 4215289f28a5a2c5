internal import CLibical

/// libical's own recurrence iterator, one raw step at a time: one more oracle for the tests,
/// where libical 3.0.16 is right, and on no path of the product.
///
/// It owns an `icalrecur_iterator` and frees it on deinit. It yields what libical yields;
/// expansion is ``RuleOccurrences``.
/// Not `Sendable`: libical iterators belong to one thread.
package final class RecurrenceIterator {
    /// A raw libical iterator, suitable for the libical C API.
    private typealias IteratorPointer = OpaquePointer

    private let pointer: IteratorPointer

    /// Starts iterating `rule` from `start`, as libical reads them.
    ///
    /// The corresponding libical function is `icalrecur_iterator_new`, which returns NULL
    /// for some rules it cannot iterate (`FREQ=MONTHLY;BYDAY=1TH;BYSETPOS=2`).
    package init(rule: RecurrenceRule, start: ICalDateTime) throws(WeekdaysError) {
        LibicalSetup.ensure()
        icalerror_clear_errno()
        guard let pointer = icalrecur_iterator_new(rule.libicalValue(), start.libicalValue) else {
            throw .invalidRule("libical cannot iterate this rule", in: rule.rfc5545String)
        }
        self.pointer = pointer
    }

    /// The next occurrence, or nil when libical has no more (it gives up at the year 2582).
    ///
    /// The corresponding libical function is `icalrecur_iterator_next`.
    package func next() -> ICalDateTime? {
        let time = icalrecur_iterator_next(pointer)
        guard icaltime_is_null_time(time) == 0 else { return nil }
        return ICalDateTime(libical: time)
    }

    deinit {
        // > The iterator is owned by the caller of icalrecur_iterator_new.
        icalrecur_iterator_free(pointer)
    }
}
