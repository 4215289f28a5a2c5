// Dates, rules and their expansion are plain Swift in `Recurrence`; ICalKit reads and
// writes them with libical. Callers of ICalKit see both through this one import.
@_exported public import Recurrence
