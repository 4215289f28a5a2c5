import Foundation

extension ExportRecord {
    /// A text field of a record: nil when absent or null, the text when it is one.
    ///
    /// - Throws: `invalidRecord` naming the field when it holds another type (a number, a
    ///   list), which would otherwise be dropped without a word.
    static func text(_ fields: [String: Any], _ name: String) throws(WeekdaysError) -> String? {
        switch fields[name] {
        case nil, is NSNull: return nil
        case let text as String: return text
        case let other?: throw .invalidRecord("\(name) is \(kind(of: other)), not a string", field: name)
        }
    }

    /// The weekday numbers of a record's `selection`: a list of numbers, the text of a CSV
    /// cell (``numbers(in:)``), or the picker's own types.
    static func weekdayNumbers(_ value: Any?) throws(WeekdaysError) -> [Int] {
        switch value {
        case nil, is NSNull:
            throw .invalidRecord("missing selection", field: "selection")
        case let text as String:
            return try numbers(in: text)
        case let set as Set<Int>:
            return set.sorted()
        case let chosen as WeekdaySelection:
            return chosen.sorted
        case let list as [Any]:
            return try list.map { item throws(WeekdaysError) -> Int in
                guard !isTruthValue(item), let number = item as? Int else {
                    throw .invalidRecord(
                        "selection holds \(shown(item)), not a weekday number", field: "selection")
                }
                return number
            }
        case let other?:
            throw .invalidRecord(
                "selection is \(kind(of: other)), not a list of weekday numbers", field: "selection")
        }
    }

    /// Weekday numbers written in a CSV cell: `2;4`, `2 4` or `[2,4]`.
    static func numbers(in text: String) throws(WeekdaysError) -> [Int] {
        let separators = CharacterSet(charactersIn: "[]; ,")
        return try text.components(separatedBy: separators).filter { !$0.isEmpty }.map {
            item throws(WeekdaysError) -> Int in
            guard let number = Int(item) else {
                throw .invalidRecord("selection holds `\(item)`, not a weekday number", field: "selection")
            }
            return number
        }
    }

    /// Whether a value is JSON's `true` or `false`: Foundation's JSON reader gives them
    /// as numbers that also read as 1 and 0, which would make `true` Sunday.
    static func isTruthValue(_ value: Any) -> Bool {
        if let number = value as? NSNumber, String(cString: number.objCType) == "c" { return true }
        return value is Bool && !(value is Int)
    }

    /// A value as a message shows it: `true`, `2.5`, `"2"`.
    private static func shown(_ value: Any) -> String {
        if isTruthValue(value) { return (value as? Bool ?? false) ? "`true`" : "`false`" }
        if let text = value as? String { return "the text `\(text)`" }
        if value is NSNull { return "`null`" }
        return "`\(value)`"
    }

    /// What kind of JSON value a field holds, in words.
    private static func kind(of value: Any) -> String {
        if isTruthValue(value) { return "true or false" }
        switch value {
        case is String: return "a string"
        case is NSNumber, is Int, is Double: return "a number"
        case is [Any]: return "a list"
        case is [String: Any]: return "an object"
        default: return "a \(type(of: value))"
        }
    }
}
