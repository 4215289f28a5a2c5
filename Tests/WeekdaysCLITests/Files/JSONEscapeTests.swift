import Foundation
import Testing
import WeekdayKit

@testable import WeekdaysCLI

/// JSON strings written as bytes: the same as the String writer's, and valid JSON that
/// reads back as the text, wherever in the text a character to escape falls.
@Suite struct JSONEscapeTests {
    /// Each character JSON escapes, at every place of texts longer and shorter than the
    /// eight bytes tested at a time, among ASCII and multi-byte neighbours.
    @Test(arguments: ["\"", "\\", "\n", "\t", "\u{0}", "\u{1F}", "\r"])
    func aCharacterToEscapeIsFoundAnywhere(special: String) throws {
        for length in 0..<20 {
            for place in 0...length {
                for filler in ["a", "é", "~", "\u{7F}"] {
                    let text =
                        String(repeating: filler, count: place) + special
                        + String(repeating: filler, count: length - place)
                    try expectSameEscaping(text)
                }
            }
        }
    }

    /// A path with bytes that are not UTF-8 reads back as the same bytes, through the
    /// escapes the writer gives them; real surrogate pairs and escaped backslashes are read
    /// as they are.
    @Test func fileNamesReadBackAsTheirBytes() throws {
        let name = FileName.decoding(Array("caf".utf8) + [0xE9, 0x80, 0xFF] + Array(".ics \u{1F4E9}".utf8))
        var bytes: [UInt8] = []
        JSONValue.escape(name, into: &bytes, fileName: true)
        let line = Data("{\"path\":".utf8 + bytes + "}".utf8)
        #expect(String(decoding: line, as: UTF8.self).contains("caf\\udce9\\udc80\\udcff.ics"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONValue.readableFileNames(line)) as? [String: Any])
        #expect(FileName.systemBytes(of: try #require(object["path"] as? String)) == FileName.systemBytes(of: name))
        let plain = Data(#"{"a":"\ud83d\udce9 \\udce9"}"#.utf8)
        #expect(JSONValue.readableFileNames(plain) == plain)
    }

    /// Texts with nothing to escape are written as they are, including bytes just above
    /// and below the ones escaped.
    @Test func plainTextIsCopied() throws {
        for text in ["", "a", "Weekly standup", "\u{20}\u{21}\u{23}\u{5B}\u{5D}", "日本語のテキスト", "ab cd ef gh ij"] {
            var bytes: [UInt8] = []
            JSONValue.escape(text, into: &bytes)
            #expect(bytes == Array("\"\(text)\"".utf8))
            try expectSameEscaping(text)
        }
    }

    private func expectSameEscaping(_ text: String) throws {
        var bytes: [UInt8] = []
        JSONValue.escape(text, into: &bytes)
        var string = ""
        JSONValue.escape(text, into: &string)
        #expect(bytes == Array(string.utf8), "\(text.debugDescription)")
        let decoded = try JSONDecoder().decode(String.self, from: Data(bytes))
        #expect(decoded == text, "\(text.debugDescription)")
    }
}
