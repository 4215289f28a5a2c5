// One import for apps: `import WeekdayKit` also brings the RFC 5545 values its API speaks
// in (`ICalDateTime`, `ICalDuration`, `RecurrenceRule`, `RuleOccurrences`,
// `RecurrenceExpansion`, `WeekdaysError`) and the rule's libical reading and writing
// (`RecurrenceRule(parsing:)`, `rfc5545String`). ICalKit's libical-shaped types (scanner,
// component records, writer) are `package`, so they stay out of this re-export.
@_exported public import ICalKit
