/// Where a reader puts a rule's BY lists as it reads them: one list after another, each
/// begun, filled and ended once.
///
/// The scanner fills the rule's own inline slots (``RuleLists/InlineFilling``), and a
/// larger ``RuleLists/Draft`` only for the few rules whose lists those cannot hold.
protocol RuleListFilling: ~Copyable {
    /// Starts a list after the last; each kind is begun once.
    mutating func begin(_ kind: RuleLists.Kind)
    /// Whether another slot fits.
    var hasRoom: Bool { get }
    /// Adds a slot to the list last begun; the caller checks ``hasRoom`` first.
    mutating func push(_ value: Int16)
    /// Ends the list begun last, `kind`: its count is the slots pushed since.
    mutating func end(_ kind: RuleLists.Kind)
    /// Whether the list begun last already holds `value`.
    mutating func holds(_ value: Int16, since kind: RuleLists.Kind) -> Bool
    /// Orders BYDAY, ended, as libical orders it (``RuleLists/orderDays(_:from:after:)``).
    mutating func orderWeekdays(from weekStart: Int, after firstWeekStart: Int?)
}

extension RuleLists.Draft: RuleListFilling {}
