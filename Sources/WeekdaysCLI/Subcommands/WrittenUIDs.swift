/// The UIDs of the events written so far, with where each came from, so a second record
/// with a UID already written is an error: a calendar takes two events with one UID for
/// one, and the second would replace the first without a word.
struct WrittenUIDs {
    /// Where a record was read: its input, as shown in messages, and its line.
    struct Place {
        var input: String
        var line: Int
    }

    private var places: [String: Place] = [:]

    /// Where the UID was written before; nil when it was not.
    func earlierPlace(of uid: String) -> Place? {
        places[uid]
    }

    /// Notes a UID as written by the record at `place`.
    mutating func record(_ uid: String, at place: Place) {
        places[uid] = place
    }
}
