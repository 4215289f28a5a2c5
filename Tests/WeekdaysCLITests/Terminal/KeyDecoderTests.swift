import Testing
@testable import WeekdaysCLI

/// Bytes as xterm sends them (its "Control Sequences" document) and the keys they are.
@Suite struct KeyDecoderTests {
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    // (bytes, keys)
    @Test(arguments: [
        ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [Key.up, .down, .right, .left]),
        ("\u{1B}OA\u{1B}OD", [.up, .left]),
        (
            "\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[H\u{1B}[F",
            [.pageUp, .pageDown, .home, .end, .home, .end]
        ),
        ("\u{1B}[1;5C\u{1B}[5;2~", [.right, .pageUp]),
        ("\t\u{1B}[Z \r\n", [.tab, .backTab, .space, .enter, .enter]),
        (
            "q\u{03}\u{04}\u{0C}\u{7F}\u{1A}",
            [.character("q"), .interrupt, .endOfInput, .redraw, .backspace, .suspend]
        ),
        ("é月", [.character("é"), .character("月")]),
    ])
    func decodesKeys(bytes: String, keys expected: [Key]) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array(bytes.utf8)) == expected)
        #expect(decoder.waitLimit == nil, "nothing is left waiting")
    }

    // What terminals send that is not a key; each is followed by `q` to show the decoder
    // reads on from the right byte.
    // (bytes, what they are)
    static let notKeys: [([UInt8], String)] = [
        (Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}".utf8), "OSC ended by BEL"),
        (Array("\u{1B}]0;title with spaces\u{1B}\\".utf8), "OSC ended by ST"),
        (Array("\u{1B}P1$r0m\u{1B}\\".utf8), "DCS reply"),
        (Array("\u{1B}_app string\u{1B}\\".utf8), "APC"),
        (Array("\u{1B}[M !!".utf8), "X10 mouse press at 1,1"),
        (Array("\u{1B}[M#\u{7F}q".utf8), "X10 mouse release far right"),
        (Array("\u{1B}[<0;12;5M\u{1B}[<0;12;5m".utf8), "SGR mouse press and release"),
        (Array("\u{1B}[12;40R".utf8), "cursor position report"),
        (Array("\u{1B}[?1;2c".utf8), "device attributes reply"),
        (Array("\u{1B}[I\u{1B}[O".utf8), "focus in and out"),
        (Array("\u{1B}x\u{1B} ".utf8), "Alt-x and Alt-space"),
        (Array("\u{1B}\u{1B}[D".utf8), "Alt-Left"),
        (Array("\u{1B}é".utf8), "Alt with a UTF-8 letter"),
        (Array(("\u{1B}[" + String(repeating: "1", count: 200) + "~").utf8), "an overlong sequence"),
        ([0x01, 0x1F, 0x80, 0xFF, 0xC3], "control bytes, stray bytes, a cut UTF-8 letter"),
    ]

    @Test(arguments: notKeys)
    func dropsWhatIsNotAKey(bytes: [UInt8], name: String) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes + [UInt8(ascii: "q")]) == [.character("q")], "\(name)")
        #expect(decoder.waitLimit == nil, "\(name)")
    }

    /// Every way of splitting a stream across reads gives the keys the whole stream gives.
    @Test func sequencesSplitAnywhereAcrossReadsDecodeTheSame() {
        let stream = Array(
            "\u{1B}[C \u{1B}]11;rgb:0/0/0\u{07}\u{1B}OB月\u{1B}[M !!\u{1B}[<0;3;1M\u{1B}[6~x".utf8)
        let whole: [Key] = [.right, .space, .down, .character("月"), .pageDown, .character("x")]
        #expect(keys(String(decoding: stream, as: UTF8.self)) == whole)
        for cut in 1..<stream.count {
            var decoder = KeyDecoder()
            let decoded = decoder.decode(stream[..<cut]) + decoder.decode(stream[cut...])
            #expect(decoded == whole, "split after byte \(cut)")
        }
        var byteByByte = KeyDecoder()
        #expect(stream.flatMap { byteByByte.decode([$0]) } == whole)
    }

    @Test func aLoneEscapeIsEscapeOnceNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.waitLimit == KeyDecoder.escapeDelay)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.waitLimit == nil)
        // Two presses that came in one read are one Escape.
        #expect(decoder.decode([0x1B, 0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape])
    }

    // (bytes left when nothing more came, what they are)
    @Test(arguments: [("\u{1B}[", "Alt-["), ("\u{1B}O", "Alt-Shift-O"), ("\u{1B}[1;", "a cut sequence")])
    func anUnfinishedSequenceIsDroppedNotTakenAsEscape(bytes: String, name: String) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array(bytes.utf8)).isEmpty)
        #expect(decoder.flush().isEmpty, "\(name)")
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    }

    /// An unfinished string waits longer than a key, so its bytes are not typed as keys.
    @Test func anUnfinishedStringWaitsLongerThenIsDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}]11;rgb:ff".utf8)).isEmpty)
        #expect(decoder.waitLimit == KeyDecoder.stringDelay)
        #expect(KeyDecoder.stringDelay > KeyDecoder.escapeDelay)
        #expect(decoder.decode(Array("ff/ffff q".utf8)).isEmpty, "still inside the string")
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    }

    /// A control key in the middle of a broken sequence still counts.
    @Test func aControlKeyBreaksOffASequence() {
        #expect(keys("\u{1B}[1;\u{03}") == [.interrupt])
        #expect(keys("\u{1B}[M") == [], "waits for the report's three bytes")
    }
}
