import Foundation
import Testing

@testable import WeekdayKit

#if canImport(Glibc)
    import Glibc
#endif

/// Both ways of making a temporary file give one that only its owner can read, with no name
/// left in the folder, whose bytes read back whole.
@Suite struct PrivateTemporaryFileTests {
    /// A new empty folder, removed by the caller.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("private-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        return folder
    }

    /// The mode of an open file: what it was born with, as nothing here changes it.
    static func mode(_ handle: FileHandle) -> mode_t {
        var status = stat()
        return fstat(handle.fileDescriptor, &status) == 0 ? status.st_mode & 0o7777 : 0o7777
    }

    /// Writes through one handle and reads back through the other.
    static func expectRoundTrip(_ file: (readWrite: FileHandle, reading: FileHandle)) throws {
        let bytes = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try file.readWrite.write(contentsOf: bytes)
        #expect(try file.reading.readToEnd() == bytes)
    }

    #if os(Linux)
        /// Every file system the tests run on (ext4, tmpfs, btrfs, xfs) makes files without a name.
        @Test func aFileWithoutANameIsTheOwnersAlone() throws {
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = try #require(PrivateTemporaryFile.unnamed(in: folder.path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
            #expect(Self.mode(file.readWrite) == 0o600)
            try Self.expectRoundTrip(file)
        }
    #endif

    @Test func aNamedFileIsUnlinkedOnceOpenAndIsTheOwnersAlone() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try PrivateTemporaryFile.named(in: folder.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        #expect(Self.mode(file.readWrite) == 0o600)
        try Self.expectRoundTrip(file)
    }

    @Test func aFolderThatIsNotThereIsSaidWithTheSystemsReason() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)").path
        #expect(throws: TemporaryFolderFailure(folder: missing, reason: SystemReason.of(errorNumber: ENOENT))) {
            try PrivateTemporaryFile.create(in: missing)
        }
        #expect(
            TemporaryFolderFailure(folder: "/tmp", reason: "No space left on device").description
                == "the temporary folder /tmp cannot be used (No space left on device)")
    }
}
