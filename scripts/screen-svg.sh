#!/bin/sh
# Draws a screen as the tests see it (a ViewTreeTesting snapshot: one text row per terminal
# row) as an SVG picture of a terminal window, for the documentation: a real screen of the
# app rather than a drawing of one. Usage: screen-svg.sh SNAPSHOT.txt COLUMNS > OUT.svg
set -eu
[ $# -eq 2 ] || { echo "usage: $0 SNAPSHOT.txt COLUMNS > OUT.svg" >&2; exit 2; }
awk -v columns="$2" '
function escape(text) {
    gsub(/&/, "\\&amp;", text); gsub(/</, "\\&lt;", text); gsub(/>/, "\\&gt;", text)
    return text
}
{ rows[NR] = $0 }
END {
    cell_width = 9; cell_height = 18; pad = 12
    width = columns * cell_width + 2 * pad; height = NR * cell_height + 2 * pad
    printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", width, height, width, height
    printf "<rect width=\"%d\" height=\"%d\" rx=\"6\" fill=\"#1e1e1e\"/>\n", width, height
    printf "<g font-family=\"DejaVu Sans Mono, Menlo, monospace\" font-size=\"15\" fill=\"#e6e6e6\">\n"
    for (row = 1; row <= NR; row++) {
        if (rows[row] == "") continue
        printf "<text x=\"%d\" y=\"%d\" xml:space=\"preserve\" textLength=\"%d\">%s</text>\n", pad, pad + row * cell_height - 5, length(rows[row]) * cell_width, escape(rows[row])
    }
    print "</g>\n</svg>"
}' "$1"
