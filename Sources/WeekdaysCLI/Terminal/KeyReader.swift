#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads keys from a terminal in raw mode, and notices resizes.
///
/// Waits with `poll` on the terminal and on the resize pipe of ``RawTerminal``. After an
/// `ESC` it waits at most ``escapeDelay`` milliseconds for the rest of a sequence before
/// taking it as the Escape key.
struct KeyReader {
    /// What woke the reader.
    enum Event: Equatable {
        case key(Key)
        /// The terminal changed size (SIGWINCH).
        case resize
    }

    /// How long a lone `ESC` waits for the rest of a sequence, in milliseconds.
    static let escapeDelay: Int32 = 100

    let input: Int32
    let resizeDescriptor: Int32
    private var decoder = KeyDecoder()
    private var queue: [Event] = []

    init(input: Int32, resizeDescriptor: Int32) {
        self.input = input
        self.resizeDescriptor = resizeDescriptor
    }

    /// The next key or resize, waiting as long as it takes.
    ///
    /// The end of input comes as a key.
    mutating func next() -> Event {
        while queue.isEmpty {
            fill()
        }
        return queue.removeFirst()
    }

    private mutating func fill() {
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: resizeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let timeout = decoder.pending.isEmpty ? -1 : KeyReader.escapeDelay
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready < 0 {
            if errno == EINTR { return }
            queue.append(.key(.endOfInput))
            return
        }
        if ready == 0 {
            queue += decoder.flush().map(Event.key)
            return
        }
        if descriptors[1].revents & Int16(POLLIN) != 0 {
            var drain = [UInt8](repeating: 0, count: 64)
            while read(resizeDescriptor, &drain, drain.count) > 0 {}
            queue.append(.resize)
        }
        let inputEvents = descriptors[0].revents
        if inputEvents & Int16(POLLIN) != 0 {
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(input, &buffer, buffer.count)
            if count > 0 {
                queue += decoder.decode(buffer.prefix(count)).map(Event.key)
            } else if count == 0 || errno != EINTR && errno != EAGAIN {
                queue.append(.key(.endOfInput))
            }
        } else if inputEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            queue.append(.key(.endOfInput))
        }
    }
}
