import Foundation

/// The repository's `Examples/` folder, found from this file's path.
let examplesFolder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3) // Tests/ExperimentsTests/Support.swift
    return parts.joined(separator: "/") + "/Examples"
}()
