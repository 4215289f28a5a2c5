internal import CLibical

/// A raw libical component, suitable for the libical C API.
typealias ComponentPointer = OpaquePointer

/// One parsed libical component tree; frees it on deinit.
///
/// Children reached from it are borrowed and only read while it lives; everything leaves
/// this type as Swift values (``CalendarComponent``). Not `Sendable`: libical components
/// keep iterator state inside them and belong to one thread.
final class Component {
    let pointer: ComponentPointer

    /// Parses the text of one component.
    ///
    /// The corresponding libical function is `icalcomponent_new_from_string`.
    init(parsing bytes: [UInt8]) throws(WeekdaysError) {
        LibicalSetup.ensure()
        icalerror_clear_errno()
        // A NUL byte would end the C string early; libical sees the text without them.
        var text = bytes.contains(0) ? bytes.filter { $0 != 0 } : bytes
        text.append(0)
        let parsed = text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                icalcomponent_new_from_string($0)
            }
        }
        guard let pointer = parsed else {
            let message = copyLibicalString(icalerror_strerror(clibical_errno())) ?? "unknown error"
            throw WeekdaysError(
                .invalidComponent, "libical could not parse the component: \(message)",
                input: String(decoding: bytes.prefix(200), as: UTF8.self))
        }
        self.pointer = pointer
    }

    /// A component libical made for the caller (a clone), to be freed by this one.
    init(owning pointer: ComponentPointer) {
        self.pointer = pointer
    }

    deinit {
        // > The component returned by icalcomponent_new_from_string is owned by the caller,
        // > and icalcomponent_free frees it with all its properties and children.
        icalcomponent_free(pointer)
    }
}
