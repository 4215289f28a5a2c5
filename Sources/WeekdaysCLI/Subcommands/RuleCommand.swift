import Foundation
import WeekdayKit

/// `weekdays rule DAYS`: the RRULE for a selection.
enum RuleCommand {
    /// The command's arguments and options.
    static let spec = CommandSpec(
        name: "rule", abstract: "Print the recurrence rule for a selection of weekdays.",
        arguments: [
            CommandArgument(
                name: "DAYS", help: "Weekday numbers (1 is Sunday) or English names, comma-separated, or none.",
                completion: .none)
        ],
        options: [.locale("The calendar whose week order BYDAY and WKST follow.", default: nil), .firstWeekday],
        run: run)

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        let options = try ArgumentScanner(arguments, command: spec)
        guard options.positionals.count == 1, let text = options.positionals.first else {
            throw .usage(
                options.positionals.isEmpty ? "missing DAYS" : "expected one DAYS list (separate days with commas)",
                command: "rule")
        }
        let settings = try CalendarOptions(options, context: &context, command: "rule")
        let selection = try parseDays(text)
        if let rule = selection.rruleString(in: settings.calendar) {
            context.out(rule)
        }
    }

    private static let names: [String: Int] = {
        var names: [String: Int] = [:]
        let full = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        for (index, name) in full.enumerated() {
            names[name] = index + 1
            names[String(name.prefix(3))] = index + 1
            names[String(name.prefix(2))] = index + 1
        }
        names["tues"] = 3
        names["thur"] = 5
        names["thurs"] = 5
        return names
    }()

    /// Reads `1,3,5`, `mon,wed`, `Sunday`, or `none`.
    static func parseDays(_ text: String, command: String = "rule") throws(CommandFailure) -> WeekdaySelection {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "none" { return [] }
        var days: [Int] = []
        for item in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            let word = item.trimmingCharacters(in: .whitespaces)
            if let number = Int(word), (1...7).contains(number) {
                days.append(number)
            } else if let number = names[word] {
                days.append(number)
            } else {
                throw .usage(
                    "'\(word)' is not a day: use 1-7 (1 is Sunday), a day name such as mon, or none", command: command)
            }
        }
        return WeekdaySelection(checked: days)
    }
}
