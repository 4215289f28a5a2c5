// One import for apps that read and write calendar files: `import WeekdayKit` brings all of
// WeekdayCore (rules, words, selections, expansion) and the calendar-file API built on
// libical. ICalKit's libical-shaped types (scanner, component records, writer) are
// `package`, so they stay out of this re-export.
@_exported public import WeekdayCore
@_exported public import ICalKit

// Day numbers (days since 1970-01-01) for the package's own command line, which lays
// weeks out by them and imports nothing but this module.
package typealias DayNumber = Recurrence.DayNumber
