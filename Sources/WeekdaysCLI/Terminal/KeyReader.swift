#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads keys from a terminal in raw mode, and notices what signals ask of the screen.
///
/// Waits with `poll` on the terminal and on the signal pipe of ``RawTerminal``. After an
/// `ESC` or part of a sequence it waits at most ``KeyDecoder/waitLimit`` for the rest
/// before taking a lone `ESC` as the Escape key and dropping the rest.
struct KeyReader {
    /// What woke the reader.
    enum Event: Equatable {
        case key(Key)
        /// The terminal changed size (SIGWINCH).
        case resize
        /// A stop was asked for from outside (SIGTSTP).
        case suspend
        /// The process runs again after a stop (SIGCONT).
        case continued
    }

    let input: Int32
    let signalDescriptor: Int32
    private var decoder = KeyDecoder()
    private var queue: [Event] = []

    init(input: Int32, signalDescriptor: Int32) {
        self.input = input
        self.signalDescriptor = signalDescriptor
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
            pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let timeout = decoder.waitLimit ?? -1
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
            queue += signalEvents()
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

    /// What the signal pipe holds, each kind once, in the order first written.
    private func signalEvents() -> [Event] {
        var signals: [TerminalSignal] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(signalDescriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            for byte in buffer.prefix(count) {
                if let signal = TerminalSignal(rawValue: byte), !signals.contains(signal) {
                    signals.append(signal)
                }
            }
        }
        return signals.map { signal in
            switch signal {
            case .resized: .resize
            case .suspendRequested: .suspend
            case .continued: .continued
            }
        }
    }
}
