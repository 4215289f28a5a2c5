import Foundation
import Testing

import WeekdayKit
@testable import WeekdaysCLI

/// A record's line is read as RFC 8259 JSON, and a line that is not names its real cause.
@Suite struct JSONObjectReaderTests {
    static func read(_ text: String) throws(WeekdaysError) -> [String: Any] {
        try JSONObjectReader.object(in: Array(text.utf8))
    }

    /// The message a line gets, or "read" when it is an object.
    static func message(_ bytes: [UInt8]) -> String {
        do {
            _ = try JSONObjectReader.object(in: bytes)
            return "read"
        } catch {
            return error.message
        }
    }

    static func message(_ text: String) -> String { message(Array(text.utf8)) }

    @Test func valuesKeepTheirJSONTypes() throws {
        let object = try Self.read(
            #" {"s":"a\"\\\/\n\u00e9\ud83d\ude00","i":-12,"d":2.5e1,"t":true,"n":null,"l":[1,[]]} "#)
        #expect(object["s"] as? String == "a\"\\/\n\u{E9}\u{1F600}")
        #expect(object["i"] as? Int == -12)
        #expect(object["d"] as? Double == 25)
        #expect(object["t"] as? Bool == true && !(object["t"] is Int), "true is no number")
        #expect(object["n"] is NSNull)
        #expect((object["l"] as? [Any])?.count == 2)
    }

    @Test(arguments: [
        (#"{"a":1e400}"#, "the number 1e400 at column 6 is out of range: no 64-bit floating-point number holds it"),
        (
            #"{"a":"\udc80"}"#,
            "the escape \\udc80 at column 7 is a lone surrogate, half of a pair that spells no character alone"
        ),
        (
            #"{"a":"\ud800\u0041"}"#,
            "the escape \\ud800 at column 7 is a lone surrogate, half of a pair that spells no character alone"
        ),
        (#"{"a":1,"a":2}"#, "the key `a` at column 8 is given twice in one object; which one counts is unclear"),
        (
            "{\"a\":\"tab\there\"}",
            "the string at column 6 holds a raw control character U+0009, which JSON writes escaped (\\u0009)"
        ),
        (#"[1,2]"#, "not a JSON object: it is an array"),
        (#""text""#, "not a JSON object: it is a string"),
        (#"{"a":1} x"#, "text follows the JSON value at column 9"),
        (#"{"a":01}"#, "not a JSON object: the number at column 6 is not written as JSON writes one"),
        (#"{"a":nul}"#, "not a JSON object: `}` at column 9 is not JSON"),
        (#"{"a":"open"#, "not a JSON object: the string at column 6 is never closed"),
        (#"{"a":1"#, "not a JSON object: the line ends at column 7, too soon"),
    ])
    func eachLineNamesItsCause(line: String, expected: String) {
        #expect(Self.message(line) == expected)
    }

    @Test func bytesThatAreNotUTF8AreNamed() {
        #expect(
            Self.message(Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8))
                == "the line is not UTF-8: byte 7 is 0xC3, which starts no UTF-8 character")
    }

    /// A path's byte that is not UTF-8, written `\udcXX` by `convert --to jsonl`, reads back
    /// as that byte's stand-in; the same escape in another field is an error.
    @Test func aPathKeepsItsBytes() throws {
        let object = try Self.read(#"{"path":"caf\udce9.ics","uid":"x"}"#)
        #expect(
            FileName.systemBytes(of: object["path"] as? String ?? "") == Array("caf".utf8) + [0xE9] + Array(".ics".utf8)
        )
    }

    @Test func nestingIsBounded() {
        let deep = "{\"a\":" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        #expect(Self.message(deep) == "arrays and objects nest deeper than 256 levels at column 261")
    }
}
