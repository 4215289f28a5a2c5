import Synchronization

/// Rules already read, by text; bounded so a feed of all-different rules cannot grow it
/// without end (it starts over when full).
final class ParsedRules: Sendable {
    static let shared = ParsedRules()
    private static let capacity = 20_000
    private let storage = Mutex<[String: Result<RecurrenceRule, ICalError>]>([:])

    func result(for text: String, read: () -> Result<RecurrenceRule, ICalError>) -> Result<RecurrenceRule, ICalError> {
        if let known = storage.withLock({ $0[text] }) { return known }
        let result = read()
        storage.withLock { table in
            if table.count >= ParsedRules.capacity { table.removeAll(keepingCapacity: true) }
            table[text] = result
        }
        return result
    }
}

/// Rules already written by libical, by value; bounded like ``ParsedRules``.
final class WrittenRules: Sendable {
    static let shared = WrittenRules()
    private static let capacity = 20_000
    private let storage = Mutex<[RecurrenceRule: String]>([:])

    func text(for rule: RecurrenceRule, write: () -> String) -> String {
        if let known = storage.withLock({ $0[rule] }) { return known }
        let text = write()
        storage.withLock { table in
            if table.count >= WrittenRules.capacity { table.removeAll(keepingCapacity: true) }
            table[rule] = text
        }
        return text
    }
}
