public import Foundation

/// Where an event's times are read: the zones a file's TZIDs name, the calendar's zone for
/// floating times (Google's `X-WR-TIMEZONE`), and the viewer's zone for the rest.
///
/// RFC 5545 leaves floating times and dates to the viewer; Google writes floating times
/// meaning its calendar's zone, so that zone is used for them when the calendar names one.
/// Dates are the viewer's days: an all-day event is that day wherever one looks at it.
public struct TimePlacement: Sendable {
    /// TZIDs of the file's VTIMEZONEs and the IANA zone each names (`X-LIC-LOCATION`).
    public var locations: [String: String]
    /// The calendar's `X-WR-TIMEZONE`, if it names a known zone.
    public var calendarZone: TimeZone?
    /// The viewer's zone: dates, and floating times when the calendar names none.
    public var viewerZone: TimeZone

    /// A placement with the file's zone locations, its calendar zone and the viewer's zone.
    public init(locations: [String: String] = [:], calendarZone: TimeZone? = nil, viewerZone: TimeZone) {
        self.locations = locations
        self.calendarZone = calendarZone
        self.viewerZone = viewerZone
    }

    /// A written value placed in time; an unknown TZID is reported and read as floating.
    package func place(_ time: CalendarComponent.Time, problems: inout [String]) -> EventTime {
        EventTime(value: time.value, frame: frame(of: time, problems: &problems))
    }

    /// The frame of a written value.
    func frame(of time: CalendarComponent.Time, problems: inout [String]) -> TimeFrame {
        switch time.value.form {
        case .utc: return .utc
        case .date: return TimeFrame(form: .date, zone: viewerZone)
        case .floating:
            guard let id = time.zoneID else {
                return TimeFrame(form: .floating, zone: calendarZone ?? viewerZone)
            }
            if let zone = TimeZoneResolver.zone(for: id, locations: locations) {
                return TimeFrame(form: .floating, zone: zone, zoneID: id)
            }
            let message = "unknown time zone `\(id)`; times are read as floating"
            if !problems.contains(message) { problems.append(message) }
            return TimeFrame(form: .floating, zone: calendarZone ?? viewerZone)
        }
    }
}
