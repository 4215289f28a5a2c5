/// Turns the bytes a terminal sends in raw mode into keys, one byte at a time, so a
/// sequence split across reads is read whole.
///
/// What the terminal sends that is not a key is dropped whole: mouse reports (X10
/// `ESC [ M b x y` and SGR `ESC [ < … M`), replies to queries (`ESC [ … R`, `ESC [ ? … c`),
/// strings (OSC `ESC ] … BEL` or `… ESC \`, and DCS, SOS, PM, APC), Alt chords (`ESC x`) and
/// other control bytes. A lone `ESC` cannot be told from the start of a sequence until no
/// more bytes come: the reader waits ``waitLimit`` milliseconds, then calls ``flush()``.
struct KeyDecoder {
    /// Where the decoder is within a sequence.
    private enum State: Equatable {
        /// Between keys.
        case ground
        /// After `ESC`.
        case escape
        /// After `ESC [`: parameter and intermediate bytes so far (at most ``maximumParameters``).
        case controlSequence([UInt8])
        /// After `ESC O`: the single-shift form of the cursor and function keys.
        case singleShift
        /// Inside a string (OSC, DCS, SOS, PM, APC); `afterEscape` when its last byte was `ESC`.
        case string(afterEscape: Bool)
        /// Inside an X10 mouse report: this many bytes still to skip.
        case mouseReport(remaining: Int)
        /// Inside a UTF-8 character: its bytes so far and its length.
        case character([UInt8], length: Int)
    }

    /// How long a pending `ESC` or an unfinished sequence waits for more bytes, in milliseconds.
    static let escapeDelay: Int32 = 100
    /// How long an unfinished string (an OSC reply) waits for its end, in milliseconds; longer
    /// than a key's wait, as its bytes must not be read as keys.
    static let stringDelay: Int32 = 1000
    /// The parameter bytes a control sequence keeps; longer ones are read to their end and dropped.
    private static let maximumParameters = 32

    private var state = State.ground
    /// Whether the key being read came after an extra `ESC` (an Alt chord), and so is dropped.
    private var isAltChord = false

    /// How long to wait for the rest of what is pending, in milliseconds; nil when nothing is.
    var waitLimit: Int32? {
        switch state {
        case .ground: return nil
        case .string: return KeyDecoder.stringDelay
        default: return KeyDecoder.escapeDelay
        }
    }

    /// The keys completed by `bytes`.
    mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        var keys: [Key] = []
        for byte in bytes {
            if let key = consume(byte) { keys.append(key) }
        }
        return keys
    }

    /// The keys in what is pending once no more bytes are coming: a waiting `ESC` (or two) is
    /// Escape; an unfinished sequence or string is dropped.
    mutating func flush() -> [Key] {
        let wasEscape = state == .escape
        state = .ground
        isAltChord = false
        return wasEscape ? [.escape] : []
    }

    private mutating func consume(_ byte: UInt8) -> Key? {
        switch state {
        case .ground:
            return ground(byte)
        case .escape:
            return followingEscape(byte)
        case .controlSequence(let parameters):
            return inControlSequence(byte, parameters: parameters)
        case .singleShift:
            if (0x40...0x7E).contains(byte) {
                return finish(KeyDecoder.cursorKey(final: byte, parameters: []))
            }
            if (0x20...0x3F).contains(byte) { return nil }
            return abandon(andRead: byte)
        case .string(let afterEscape):
            return inString(byte, afterEscape: afterEscape)
        case .mouseReport(let remaining):
            state = remaining > 1 ? .mouseReport(remaining: remaining - 1) : .ground
            if remaining <= 1 { isAltChord = false }
            return nil
        case .character(let sofar, let length):
            guard byte & 0xC0 == 0x80 else { return abandon(andRead: byte) }
            let bytes = sofar + [byte]
            guard bytes.count == length else {
                state = .character(bytes, length: length)
                return nil
            }
            let text = String(decoding: bytes, as: UTF8.self)
            guard let character = text.first, text.count == 1, !text.contains("\u{FFFD}") else {
                return finish(nil)
            }
            return finish(.character(character))
        }
    }

    private mutating func ground(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x1B:
            state = .escape
            return nil
        case 0x0D, 0x0A: return finish(.enter)
        case 0x09: return finish(.tab)
        case 0x20: return finish(.space)
        case 0x7F, 0x08: return finish(.backspace)
        case 0x03: return finish(.interrupt)
        case 0x04: return finish(.endOfInput)
        case 0x0C: return finish(.redraw)
        case 0x1A: return finish(.suspend)
        case 0x21..<0x7F: return finish(.character(Character(Unicode.Scalar(byte))))
        case 0xC2...0xDF: return startCharacter(byte, length: 2)
        case 0xE0...0xEF: return startCharacter(byte, length: 3)
        case 0xF0...0xF4: return startCharacter(byte, length: 4)
        default: return finish(nil)
        }
    }

    private mutating func followingEscape(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "["):
            state = .controlSequence([])
        case UInt8(ascii: "O"):
            state = .singleShift
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
            UInt8(ascii: "_"):
            state = .string(afterEscape: false)
        case 0x1B:
            // Alt with a key that sends a sequence of its own (Alt-Left: ESC ESC [ D).
            isAltChord = true
        default:
            // Alt with a plain key: the key is read, then dropped.
            isAltChord = true
            state = .ground
            return ground(byte)
        }
        return nil
    }

    private mutating func inControlSequence(_ byte: UInt8, parameters: [UInt8]) -> Key? {
        switch byte {
        case UInt8(ascii: "M") where parameters.isEmpty:
            state = .mouseReport(remaining: 3)
            return nil
        case 0x20...0x3F:
            if parameters.count < KeyDecoder.maximumParameters {
                state = .controlSequence(parameters + [byte])
            }
            return nil
        case 0x40...0x7E:
            return finish(KeyDecoder.cursorKey(final: byte, parameters: parameters))
        default:
            return abandon(andRead: byte)
        }
    }

    private mutating func inString(_ byte: UInt8, afterEscape: Bool) -> Key? {
        switch byte {
        case 0x07, 0x18, 0x1A:
            // BEL ends an OSC; CAN and SUB cancel any string.
            return finish(nil)
        case UInt8(ascii: "\\") where afterEscape:
            return finish(nil)
        case 0x1B:
            state = .string(afterEscape: true)
            return nil
        default:
            guard afterEscape else { return nil }
            // An ESC that is not the string's end starts a new sequence.
            state = .escape
            return followingEscape(byte)
        }
    }

    private mutating func startCharacter(_ byte: UInt8, length: Int) -> Key? {
        state = .character([byte], length: length)
        return nil
    }

    /// Ends a key (nil when what ended is not one); a key of an Alt chord is dropped.
    private mutating func finish(_ key: Key?) -> Key? {
        state = .ground
        defer { isAltChord = false }
        return isAltChord ? nil : key
    }

    /// Drops an unfinished sequence that a byte broke off, then reads the byte on its own.
    private mutating func abandon(andRead byte: UInt8) -> Key? {
        state = .ground
        isAltChord = false
        return ground(byte)
    }

    /// The key a control sequence (`ESC [ … final`) or single shift (`ESC O final`) stands for;
    /// nil for one that is not a key (mouse reports, replies, private sequences).
    private static func cursorKey(final: UInt8, parameters: [UInt8]) -> Key? {
        // Private markers (`<` SGR mouse, `?` replies) and intermediates are never keys.
        guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return nil }
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        let first = fields.first.map { String(decoding: $0, as: UTF8.self) } ?? ""
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }
}
