package online

import (
	"fmt"
	"strings"
)

// CodeAlphabet is the letters of room codes: no 0 or O, no 1 or I, which a
// person reading a code aloud or off a phone confuses.
const CodeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// CodeLength is the number of letters in a room code: 32^6, about a
// billion codes, so a guessed code rarely finds a room.
const CodeLength = 6

// NewCode makes a room code from random bits (the caller's, so that this
// package holds no generator).
func NewCode(random uint64) string {
	var b strings.Builder
	for range CodeLength {
		b.WriteByte(CodeAlphabet[random%uint64(len(CodeAlphabet))])
		random /= uint64(len(CodeAlphabet))
	}
	return b.String()
}

// ParseCode reads a code as a person typed it: any case, spaces and dashes
// ignored. It explains a letter that is never in a code.
func ParseCode(text string) (string, error) {
	var b strings.Builder
	for _, r := range strings.ToUpper(text) {
		switch {
		case r == ' ' || r == '-':
			continue
		case strings.ContainsRune(CodeAlphabet, r):
			b.WriteRune(r)
		default:
			return "", fmt.Errorf("%q cannot be in a room code (codes use %s)", r, CodeAlphabet)
		}
	}
	if b.Len() != CodeLength {
		return "", fmt.Errorf("a room code has %d letters, not %d", CodeLength, b.Len())
	}
	return b.String(), nil
}
