extension CalendarComponent {
    /// A free TEXT value (LOCATION, DESCRIPTION), its escapes undone when it is asked for.
    ///
    /// libical's reading gives the text; the scanner's keeps the bytes it found, since a
    /// record never asks for free text. Two are equal when their texts are.
    package struct FreeText: Sendable, Hashable, CustomStringConvertible {
        private enum Form: Sendable {
            case text(String)
            /// Readable bytes (``ScannedText/isReadable(_:)``), escapes and all.
            case written(ArraySlice<UInt8>)
        }

        private let form: Form

        /// A text already read.
        package init(_ text: String) { form = .text(text) }

        /// The bytes of a readable value, escapes and all.
        init(written bytes: ArraySlice<UInt8>) { form = .written(bytes) }

        /// The text, escapes undone.
        package var text: String {
            switch form {
            case .text(let text): text
            case .written(let bytes): bytes.withUnsafeBufferPointer(ScannedText.unescaped)
            }
        }

        package var description: String { text }

        package static func == (left: Self, right: Self) -> Bool { left.text == right.text }

        package func hash(into hasher: inout Hasher) { hasher.combine(text) }
    }
}
