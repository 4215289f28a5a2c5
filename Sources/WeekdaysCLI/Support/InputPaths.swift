import Foundation

/// Expands PATH arguments: a folder means its `.ics` files (sorted, not recursive),
/// `-` means standard input, anything else is taken as a file.
func expandInputPaths(_ paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
        var isFolder: ObjCBool = false
        guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
        else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        return names.filter { $0.lowercased().hasSuffix(".ics") }.sorted().map { base + "/" + $0 }
    }
}

/// The number of threads to use by default: one per core.
var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
