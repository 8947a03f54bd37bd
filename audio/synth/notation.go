package synth

import (
	"fmt"
	"strconv"
	"strings"
)

// The music is written in a small text notation, one part per string:
//
//	"D5:0.5 E5:0.5 G5:1 r:1 C4+E4+G4:4 kick+hat:0.5 A4:1/3!"
//
// Each token is PITCHES:BEATS. PITCHES is a note name (C4 is middle C, with
// # or b), several joined by +, a drum name (kick, snare, ...), or r for a
// rest. BEATS is a decimal or a fraction. A ! after the name or the length
// accents the note, a ? makes it a ghost note ("hat?:0.5").

// event is one parsed note or drum hit.
type event struct {
	beat  float64 // onset, in beats from the start of the part
	beats float64 // written length
	name  string  // a note name such as "F#4", or a drum name
	vel   float64 // 0..1
}

var noteIndex = map[byte]int{'C': 0, 'D': 2, 'E': 4, 'F': 5, 'G': 7, 'A': 9, 'B': 11}

// midiOf parses a note name (C4 = 60); ok is false for anything else.
func midiOf(name string) (m float64, ok bool) {
	if len(name) < 2 {
		return 0, false
	}
	base, found := noteIndex[name[0]]
	if !found {
		return 0, false
	}
	rest := name[1:]
	switch rest[0] {
	case '#':
		base++
		rest = rest[1:]
	case 'b':
		base--
		rest = rest[1:]
	}
	oct, err := strconv.Atoi(rest)
	if err != nil || oct < 0 || oct > 8 {
		return 0, false
	}
	return float64(12*(oct+1) + base), true
}

// parseBeats reads "1.5" or "1/3".
func parseBeats(s string) (float64, error) {
	if num, den, ok := strings.Cut(s, "/"); ok {
		n, err1 := strconv.ParseFloat(num, 64)
		d, err2 := strconv.ParseFloat(den, 64)
		if err1 != nil || err2 != nil || d == 0 {
			return 0, fmt.Errorf("bad length %q", s)
		}
		return n / d, nil
	}
	return strconv.ParseFloat(s, 64)
}

// parsePart turns a part into events starting at beat start; it returns the
// beat after the last token.
func parsePart(start float64, text string) ([]event, float64, error) {
	var out []event
	beat := start
	for _, tok := range strings.Fields(text) {
		names, length, ok := strings.Cut(tok, ":")
		if !ok {
			return nil, 0, fmt.Errorf("token %q has no :length", tok)
		}
		vel := 0.8
		for _, mark := range []string{"!", "?"} {
			if strings.HasSuffix(names, mark) || strings.HasSuffix(length, mark) {
				names, length = strings.TrimSuffix(names, mark), strings.TrimSuffix(length, mark)
				vel = map[string]float64{"!": 1, "?": 0.45}[mark]
			}
		}
		beats, err := parseBeats(length)
		if err != nil || beats <= 0 {
			return nil, 0, fmt.Errorf("token %q: bad length", tok)
		}
		if names != "r" {
			for _, n := range strings.Split(names, "+") {
				if n == "" {
					return nil, 0, fmt.Errorf("token %q: empty name", tok)
				}
				out = append(out, event{beat: beat, beats: beats, name: n, vel: vel})
			}
		}
		beat += beats
	}
	return out, beat, nil
}

// transpose shifts every note of a part by semitones (drums are left alone).
func transpose(text string, semis int) string {
	toks := strings.Fields(text)
	for i, tok := range toks {
		names, rest, ok := strings.Cut(tok, ":")
		if !ok || names == "r" {
			continue
		}
		parts := strings.Split(names, "+")
		for j, n := range parts {
			if m, ok := midiOf(n); ok {
				parts[j] = nameOf(int(m) + semis)
			}
		}
		toks[i] = strings.Join(parts, "+") + ":" + rest
	}
	return strings.Join(toks, " ")
}

var sharpNames = [12]string{"C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"}

// nameOf is the note name of a MIDI number.
func nameOf(m int) string {
	return sharpNames[m%12] + strconv.Itoa(m/12-1)
}
