/// Who reads a calendar component's properties: the byte scanner, which is fast, or
/// libical, which also says what is wrong with them.
///
/// The two give the same values for a component the scanner can read whole; the choice is
/// between speed and libical's complaints.
public enum ComponentReading: Sendable, Hashable {
    /// The scanner, from the bytes it found, when it can read the whole component as
    /// libical does (no RDATE, RECURRENCE-ID or VALARM, no unusual escape or parameter);
    /// libical otherwise. libical's complaints are not asked for: for readers that write
    /// records, not reports.
    case scanned
    /// libical, always, with its complaints about every property: for readers that report.
    case checked
}
