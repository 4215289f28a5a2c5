import Foundation
import Testing

/// A file whose name is not UTF-8 (`caf\351.ics`, Latin-1) is read, listed, named in
/// `--paths-from` and written like any other; JSON names it so that Python opens it
/// (`\udce9`, its `surrogateescape`) and messages show the byte as `\x{E9}`.
@Suite struct ByteFileNameTests {
    @Test func aLatin1NameIsReadListedAndWritten() throws {
        let folder = try makeScratchFolder("bytes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
            set -u
            name=$(printf 'caf\\351.ics')
            cp "\(fixture("alarm.ics"))" "$name"
            cp "\(fixture("alarm.ics"))" plain.ics
            "$WEEKDAYS" convert plain.ics > plain.jsonl
            "$WEEKDAYS" convert "$name" > named.jsonl
            mkdir only && cp "$name" only/
            "$WEEKDAYS" convert only > listed.jsonl
            printf '%s\\n' "$name" | "$WEEKDAYS" convert --paths-from - > fromlist.jsonl
            "$WEEKDAYS" convert "$name" -o "$(printf 'out\\376.jsonl')"
            "$WEEKDAYS" validate "$name" --format json > validate.json
            "$WEEKDAYS" occurrences "$name" --from 20261101 --to 20261201 --format jsonl > occurrences.jsonl
            "$WEEKDAYS" convert "$(printf 'gone\\377.ics')" 2> missing.txt; echo "missing $?"
            "$WEEKDAYS" convert --from jsonl named.jsonl --to ics | grep -c BEGIN:VEVENT > exported.txt
            "$WEEKDAYS" convert --from jsonl plain.jsonl --to ics | grep -c BEGIN:VEVENT > exported-plain.txt
            cmp -s exported.txt exported-plain.txt && echo "exported alike"
            python3 - <<'PY'
            import json, os
            def paths(name):
                with open(name, encoding="utf-8") as file:
                    return [json.loads(line)["path"] for line in file]
            plain = [json.loads(line) for line in open("plain.jsonl", encoding="utf-8")]
            for name, prefix in [("named.jsonl", ""), ("listed.jsonl", "only/"), ("fromlist.jsonl", ""),
                                 ("out\\udcfe.jsonl", "")]:
                records = [json.loads(line) for line in open(name, encoding="utf-8", errors="surrogateescape")]
                assert [dict(r, path="") for r in records] == [dict(r, path="") for r in plain], name
                for path in {r["path"] for r in records}:
                    assert os.fsencode(path) == (prefix + "caf").encode() + b"\\xe9.ics", (name, path)
                    assert os.path.exists(path), path
            report = json.load(open("validate.json", encoding="utf-8"))
            assert os.fsencode(report["files"][0]["path"]) == b"caf\\xe9.ics", report
            occurrences = paths("occurrences.jsonl")
            assert occurrences and all(os.fsencode(p) == b"caf\\xe9.ics" for p in occurrences), occurrences
            print("ok")
            PY
            cat missing.txt
            """
        let outcome = try runShell(script, in: folder)
        #expect(outcome.stdout.contains("missing 2"), "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("exported alike"), "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("ok"), "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("cannot read gone\\x{FF}.ics: \(systemWords(ENOENT))"), "\(outcome.stdout)")
    }

    /// The scalars that stand for a name's bytes are escaped in paths only: an event's own
    /// text that uses them is written as it is.
    @Test func eventTextKeepsThoseScalars() throws {
        let summary = "Wake \u{10FF80}\u{10FFE9} up"
        let feed =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:\(summary)\r\n"
            + "DTSTART:20260105T090000Z\r\nRRULE:FREQ=WEEKLY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let csv = run("convert", "-", "--to", "csv", stdin: Data(feed.utf8))
        #expect(csv.stdout.contains(summary), "\(csv.stdout)")
        let text = run("occurrences", "-", "--from", "20260105", "--to", "20260106", stdin: Data(feed.utf8))
        #expect(text.stdout.contains(summary), "\(text.stdout)")
    }
}
