// One import for apps: `import WeekdayCore` also brings the RFC 5545 values its API speaks
// in (`RecurrenceRule`, `ICalDateTime`, `ICalDuration`, `RuleOccurrences`, `WeekdaysError`)
// and the rule's reading and writing (`RecurrenceRule(parsing:)`, `rfc5545String`).
@_exported public import Recurrence
