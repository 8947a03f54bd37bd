#!/bin/sh
# Writes sprites/fonts/*.ttf: the Go fonts (golang.org/x/image/font/gofont)
# cut to the glyphs our languages and drawings need, for a smaller browser
# download. Kept: Basic Latin, Latin-1, Latin Extended-A and -B, the
# spacing accents, Latin Extended Additional, and every symbol block the
# fonts have from U+2000 on (punctuation, currency, arrows, maths, shapes,
# ligatures, the replacement character). Left out: Greek, Cyrillic, the
# combining accents and the box-drawing and block characters, which no
# text of ours uses. Hinting goes too: x/image's rasterizer never runs it.
# TestTheCutFontsDrawEveryKeptCharacterAsTheGoFontsDo checks the result.
# Needs pyftsubset (Debian: apt-get install fonttools).
set -eu
cd "$(dirname "$0")/.."
src="$(go list -m -f '{{.Dir}}' golang.org/x/image)/font/gofont/ttfs"
keep="U+0020-007E,U+00A0-024F,U+02B0-02FF,U+1E00-1EFF,U+2000-24FF,U+25A0-FFFF"
for f in Go-Regular Go-Bold; do
	pyftsubset "$src/$f.ttf" --unicodes="$keep" --no-hinting --notdef-outline \
		--layout-features='*' --name-IDs='*' --output-file="sprites/fonts/$f.ttf"
done
cp "$src/README" sprites/fonts/README
ls -l sprites/fonts
