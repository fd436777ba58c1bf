import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Expects `source` to expand to `expected` with `macros`, saying what differs as an issue of
/// the test that asked (Swift Testing has no XCTest failure to hand it).
func expectExpansion(
    _ source: String, expandsTo expected: String, diagnostics: [DiagnosticSpec], macros: [String: MacroSpec],
    sourceLocation: SourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros, indentationWidth: .spaces(4)
    ) { failure in
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    }
}
