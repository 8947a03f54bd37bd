package synth

import (
	"fmt"
	"strings"
)

// ThemeSpec is one music theme.
type ThemeSpec struct {
	Name    string
	compose func() *song
}

// Themes lists every theme, in a stable order.
var Themes = []ThemeSpec{
	{"menu", menuTheme},
	{"hongkong", hongKongTheme},
	{"hong", hongTheme},
	{"kiezkoenig", kiezTheme},
	{"chinatown", chinatownTheme},
}

func bars(b ...string) string { return strings.Join(b, " ") }

func repeat(n int, s string) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = s
	}
	return strings.Join(parts, " ")
}

// drums builds a kit from named drum sounds (not inlined: each theme had
// its own copy).
//
//go:noinline
func drums(pieces map[string]func(seed uint64) []float64) kit {
	k := kit{}
	for name, f := range pieces {
		k[name] = func(seed uint64) gen { return whole(f(seed)) }
	}
	return k
}

// Menu: calm. D major, 72 bpm, 8 bars: a warm pad, a round bass, a celesta
// melody and a soft harp arpeggio.
func menuTheme() *song {
	s := &song{bpm: 72, beats: 32, level: -22,
		reverb: reverbParams{decay: 2.8, damp: 5000, predelay: 0.03, size: 1.2, wet: 0.9}}
	warm := pad{env: env{attack: 1.0, sustain: 1, release: 0.6}, cutoff: 1100, detune: 7}
	p := s.track(melodic{warm}, 0.085, 0, 0.5).once().add(0, bars(
		"A3+C#4+F#4:4", "A3+D4+F#4:4", "B3+D4+F#4:4", "G3+D4+E4:4",
		"A3+C#4+E4:4", "F#3+B3+D4:4", "G3+D4+F#4:4", "G3+C#4+E4:4"))
	p.gate = 1.02
	bass := pluck{bright: 0.15, t60: 2.5, damp: 0.3}
	s.track(melodic{bass}, 0.6, 0, 0.15).add(0, bars(
		"D3:3 A2:1", "B2:3 F#2:1", "G2:3 D3:1", "A2:3 E2:1",
		"F#2:3 C#3:1", "G2:3 D3:1", "E2:3 B2:1", "A2:2 E2:1 C#3:1"))
	s.track(melodic{celesta}, 0.41, -0.2, 0.45).once().add(0, bars(
		"F#5:1.5 E5:0.5 D5:1 A4:1", "B4:2 D5:1 F#5:1", "G5:1.5 F#5:0.5 D5:1 B4:1", "A4:3 r:1",
		"F#5:1.5 A5:0.5 B5:1 A5:1", "D5:2 E5:1 F#5:1", "E5:1.5 D5:0.5 B4:1 D5:1", "E5:2 C#5:1 r:1"))
	harp := pluck{bright: 0.45, t60: 2.0, damp: 0.4, pickAt: 0.3}
	arp := func(a, b, c, d string) string {
		return fmt.Sprintf("%s:0.5 %s:0.5 %s:0.5 %s:0.5 %s:0.5 %s:0.5 %s:0.5 %s:0.5", a, b, c, d, c, b, c, b)
	}
	s.track(melodic{harp}, 0.15, 0.4, 0.5).add(0, bars(
		arp("D4", "A4", "C#5", "F#5"), arp("B3", "F#4", "A4", "D5"), arp("G3", "D4", "F#4", "B4"), arp("A3", "D4", "E4", "G4"),
		arp("F#3", "C#4", "E4", "A4"), arp("G3", "D4", "F#4", "B4"), arp("E3", "B3", "D4", "G4"), arp("A3", "E4", "G4", "C#5"))).gate = 1.5
	return s
}

// Hong Kong: bright and pentatonic. G major pentatonic, 100 bpm, 16 bars: a
// guzheng tune, then a dizi answering over guzheng arpeggios; woodblocks, a
// small drum and plucked bass.
func hongKongTheme() *song {
	s := &song{bpm: 100, beats: 64, level: -21,
		reverb: reverbParams{decay: 1.8, damp: 6000, predelay: 0.02, size: 1, wet: 0.8}}
	guzheng := pluck{bright: 0.75, t60: 2.6, damp: 0.35, pickAt: 0.22}
	s.track(melodic{guzheng}, 0.95, -0.15, 0.35).add(0, bars(
		"D5:0.5 E5:0.5 G5:1 E5:0.5 D5:0.5 B4:1", "E5:0.5 G5:0.5 A5:1 G5:1 E5:1",
		"D5:0.5 E5:0.5 D5:0.5 B4:0.5 A4:1 G4:1", "A4:0.5 B4:0.5 D5:1 A4:2",
		"D5:0.5 E5:0.5 G5:1 A5:0.5 B5:0.5 A5:1", "G5:0.5 E5:0.5 D5:1 E5:2",
		"A4:0.5 B4:0.5 D5:0.5 E5:0.5 D5:1 B4:1", "A4:1.5 G4:0.5 A4:2")).gate = 1.2
	arp := func(a, b, c, d, e string) string {
		return fmt.Sprintf("%s:0.5 %s:0.5 %s:0.5 %s:0.5 %s:0.5 %s:0.5 %s:0.5 %s:0.5", a, b, c, d, e, d, c, b)
	}
	s.track(melodic{guzheng}, 0.4, 0.25, 0.35).add(32, bars(
		arp("C4", "G4", "C5", "D5", "E5"), arp("D4", "A4", "D5", "E5", "F#5"),
		arp("B3", "F#4", "B4", "D5", "E5"), arp("E4", "B4", "E5", "G5", "B5"),
		arp("C4", "G4", "C5", "D5", "E5"), arp("D4", "A4", "D5", "E5", "F#5"),
		arp("G3", "D4", "G4", "A4", "B4"), "G3:0.5 D4:0.5 G4:0.5 B4:0.5 D5:2")).gate = 1.4
	dizi := flute{env: env{attack: 0.05, decay: 0.4, sustain: 0.8, release: 0.08},
		harm: []float64{1, 0.5, 0.3, 0.15, 0.08, 0.04}, breath: 0.12, vibrato: 0.18, vibDelay: 0.25, buzz: 0.05}
	s.track(melodic{dizi}, 0.13, 0.1, 0.4).add(32, bars(
		"E5:1.5 D5:0.5 E5:1 G5:1", "A5:2 G5:1 E5:0.5 D5:0.5",
		"D5:1.5 B4:0.5 D5:1 E5:1", "E5:2 r:1 D5:0.5 E5:0.5",
		"G5:1.5 E5:0.5 G5:1 A5:1", "B5:2 A5:1 G5:0.5 A5:0.5",
		"B5:1 A5:0.5 G5:0.5 E5:1 D5:1", "G5:3 r:1")).gate = 0.95
	bass := pluck{bright: 0.18, t60: 1.2, damp: 0.1}
	s.track(melodic{bass}, 0.75, 0, 0.1).add(0, bars(
		"G2:2 D3:2", "E2:2 B2:2", "C3:2 G2:2", "D3:2 A2:2", "G2:2 D3:2", "E2:2 B2:2", "A2:2 E2:2", "D3:2 A2:1 D3:1",
		"C3:2 G2:2", "D3:2 A2:2", "B2:2 F#2:2", "E2:2 B2:2", "C3:2 G2:2", "D3:2 A2:2", "G2:2 D3:2", "G2:2 D2:2")).gate = 0.7
	kit := drums(map[string]func(uint64) []float64{
		"tok":  func(seed uint64) []float64 { return woodblock(820, 0.09, seed) },
		"tik":  func(seed uint64) []float64 { return woodblock(1240, 0.06, seed) },
		"drum": func(seed uint64) []float64 { return taiko(150, 0.5, seed) },
		"bo":   func(seed uint64) []float64 { return gong(640, 1.6, seed) },
	})
	perc := s.track(kit, 0.25, 0.2, 0.25)
	// Sparse in the guzheng's half, busier under the dizi.
	perc.add(0, repeat(8, "tok:1 tik?:1 tok:1 tik?:1"))
	perc.add(32, repeat(8, "tok:1 tik:1 tok:0.5 tik?:0.5 tik:1"))
	perc.add(0, repeat(8, "drum:1.5 drum?:0.5 r:2 drum:1 r:1 drum?:0.5 drum?:0.5 r:1"))
	perc.add(0, "bo:32 bo:32")
	return s
}

// Hong: mystic. D minor pentatonic with a Dorian colour, 64 bpm, 8 bars: an
// erhu sings over a dark pad, a temple bell, a tam-tam and a slow taiko.
func hongTheme() *song {
	s := &song{bpm: 64, beats: 32, level: -22,
		reverb: reverbParams{decay: 3.8, damp: 4000, predelay: 0.04, size: 1.4, wet: 1.0}}
	dark := pad{env: env{attack: 1.6, sustain: 1, release: 0.9}, cutoff: 800, detune: 9}
	p := s.track(melodic{dark}, 0.078, 0, 0.6).once().add(0, bars(
		"D3+A3+E4+F4:4", "D3+A3+E4+F4:4", "Bb2+F3+A3+D4:4", "C3+G3+D4+E4:4",
		"D3+A3+E4+F4:4", "F3+C4+G4+A4:4", "G2+D3+Bb3+F4:4", "A2+E3+A3+D4:4"))
	p.gate = 1.05
	drone := pad{env: env{attack: 2.5, sustain: 1, release: 1.2}, cutoff: 400, detune: 4}
	s.track(melodic{drone}, 0.115, 0, 0.3).once().add(0, "D2:16 D2:16").gate = 1.0
	erhu := bowed{env: env{attack: 0.09, decay: 0.6, sustain: 0.85, release: 0.12}, scoop: 0.7, vibrato: 0.22, vibDelay: 0.18}
	s.track(melodic{erhu}, 0.23, -0.15, 0.5).add(0, bars(
		"A4:2 C5:1 D5:1", "F5:1.5 E5:0.5 D5:2", "C5:1 D5:0.5 C5:0.5 A4:2", "G4:1 A4:1 D4:1.5 r:0.5",
		"D5:2 F5:1 G5:1", "A5:2 G5:0.5 F5:0.5 D5:1", "C5:1 A4:1 C5:1 D5:1", "D5:3 r:1")).gate = 0.97
	s.track(melodic{chime}, 0.127, 0.5, 0.7).once().add(0, bars(
		"r:4", "r:1.5 A6:0.5 D7:2", "r:4", "r:2.5 G6:0.5 A6:1",
		"r:4", "r:1.5 D7:0.5 C7:2", "r:4", "r:2.5 A6:0.5 D6:1"))
	s.track(melodic{templeBell}, 0.24, -0.3, 0.6).once().add(0, "D4:16 A3:16")
	kit := kit{
		"taiko": func(seed uint64) gen { return taikoGen(62, 1.4, seed) },
		"gong":  func(seed uint64) gen { return gongGen(90, 6, seed) },
	}
	perc := s.track(kit, 0.27, 0.1, 0.35)
	perc.add(0, repeat(8, "taiko:3 taiko?:1"))
	perc.add(0, "gong:32")
	return s
}

// KiezKönig: a St. Pauli club at night: a 12-bar rock'n'roll shuffle in A,
// 116 bpm, with boogie bass, a Chuck Berry rhythm guitar, twangy lead licks
// with slapback echo, and a shuffling kit.
func kiezTheme() *song {
	s := &song{bpm: 116, beats: 48, swing: 1.0 / 6, level: -21,
		reverb: reverbParams{decay: 1.1, damp: 5000, predelay: 0.012, size: 0.7, wet: 0.7}}
	roots := []int{45, 45, 45, 45, 50, 50, 45, 45, 52, 50, 45, 52} // A A A A D D A A E D A E
	var bass, rhythm []string
	for i, r := range roots {
		if i%2 == 0 {
			bass = append(bass, fmt.Sprintf("%s:1 %s:1 %s:1 %s:1", nameOf(r-12), nameOf(r-8), nameOf(r-5), nameOf(r-3)))
		} else {
			bass = append(bass, fmt.Sprintf("%s:1 %s:1 %s:1 %s:1", nameOf(r-2), nameOf(r-3), nameOf(r-5), nameOf(r-8)))
		}
		lo := r
		if lo > 51 {
			lo -= 12
		}
		five := nameOf(lo) + "+" + nameOf(lo+7)
		six := nameOf(lo) + "+" + nameOf(lo+9)
		rhythm = append(rhythm, fmt.Sprintf("%s:0.5 %s?:0.5 %s:0.5 %s?:0.5 %s:0.5 %s?:0.5 %s:0.5 %s?:0.5",
			five, five, six, six, five, five, six, six))
	}
	upright := pluck{bright: 0.2, t60: 1.0, damp: 0.07}
	b := s.track(melodic{upright}, 0.37, 0, 0.1).add(0, strings.Join(bass, " "))
	b.gate, b.swing = 0.85, true
	mute := pluck{bright: 0.55, t60: 1.2, damp: 0.035, pickAt: 0.2, drive: 1.6}
	g := s.track(melodic{mute}, 0.24, -0.35, 0.2).add(0, strings.Join(rhythm, " "))
	g.gate, g.swing = 0.5, true
	lead := pluck{bright: 0.7, t60: 1.6, damp: 0.1, pickAt: 0.15, drive: 1.8}
	l := s.track(melodic{lead}, 1.14, 0.3, 0.25).add(0, bars(
		"r:2 E5:0.5 G5:0.5 A5:1", "C6:0.5 A5:0.5 G5:0.5 E5:0.5 A5:2",
		"r:4", "r:2 A5:0.5 C6:0.5 C#6:0.5 E6:0.5",
		"D6:1.5 C6:0.5 A5:1 F#5:1", "A5:0.5 C6:0.5 A5:0.5 F#5:0.5 D5:2",
		"r:1 E5:0.5 E5:0.5 C#5:1 A4:1", "r:4",
		"B5:1.5 G#5:0.5 B5:1 E6:1", "D6:0.5 C6:0.5 A5:0.5 F#5:0.5 A5:2",
		"E5:0.5 G5:0.5 A5:0.5 C6:0.5 C#6:1 A5:1", "E5:1 D5:1 C#5:1 B4:1"))
	l.gate, l.swing = 0.9, true
	l.echo = &echo{delay: 0.11, feedback: 0.25, mix: 0.5}
	kit := drums(map[string]func(uint64) []float64{
		"kick":  func(seed uint64) []float64 { return kick(95, 50, 0.35, seed) },
		"snare": func(seed uint64) []float64 { return snare(190, 0.22, 0.7, seed) },
		"hat":   func(seed uint64) []float64 { return hat(0.07, seed) },
		"crash": func(seed uint64) []float64 { return hat(1.2, seed) },
	})
	d := s.track(kit, 0.36, 0.05, 0.2)
	d.swing = true
	d.add(0, repeat(12, "kick:1 r:1 kick:1 r:0.5 kick?:0.5"))
	d.add(0, repeat(12, "r:1 snare:1 r:1 snare:1"))
	d.add(0, repeat(12, "hat:0.5 hat?:0.5 hat:0.5 hat?:0.5 hat:0.5 hat?:0.5 hat:0.5 hat?:0.5"))
	d.add(0, "crash?:48")
	return s
}

// chord is a chord of a jazz tune: its root (MIDI) and its rootless voicing.
type chord struct {
	root    int
	third   int // semitones above the root
	fifth   int
	voicing string
}

// walkingBass makes a walking bass line: the root on one, chord tones on two
// and three, and a chromatic approach to the next root on four.
func walkingBass(chords []chord) string {
	var out []string
	place := func(m int) int {
		for m > 50 {
			m -= 12
		}
		for m < 38 {
			m += 12
		}
		return m
	}
	for i, c := range chords {
		next := chords[(i+1)%len(chords)]
		r := place(c.root)
		nr := place(next.root)
		approach := nr - 1
		if i%2 == 1 || nr-1 < 38 {
			approach = nr + 1
		}
		second, third := r+c.third, r+c.fifth
		if i%2 == 1 {
			second, third = r+c.fifth, r+12
		}
		out = append(out, fmt.Sprintf("%s:1 %s:1 %s:1 %s:1", nameOf(r), nameOf(second), nameOf(third), nameOf(approach)))
	}
	return strings.Join(out, " ")
}

// Chinatown: New York, 1960s: cool jazz in F with a pentatonic tune on the
// vibraphone, 126 bpm swing, 16 bars: walking bass, electric piano on the
// Charleston rhythm, brushes and ride.
func chinatownTheme() *song {
	s := &song{bpm: 126, beats: 64, swing: 1.0 / 6, level: -21,
		reverb: reverbParams{decay: 1.6, damp: 5500, predelay: 0.02, size: 0.9, wet: 0.75}}
	F, D, G, C, A, Bb := 53, 50, 55, 48, 57, 58
	changes := []chord{
		{F, 4, 7, "A3+C4+E4+G4"}, {D, 3, 7, "F3+A3+C4+E4"}, {G, 3, 7, "F3+A3+Bb3+D4"}, {C, 4, 7, "E3+A3+Bb3+D4"},
		{A, 3, 7, "G3+B3+C4+E4"}, {D, 4, 7, "F#3+B3+C4+E4"}, {G, 3, 7, "F3+A3+Bb3+D4"}, {C, 4, 7, "E3+A3+Bb3+D4"},
		{F, 4, 7, "A3+C4+E4+G4"}, {Bb, 4, 7, "A3+C4+D4+F4"}, {A, 3, 7, "G3+B3+C4+E4"}, {D, 4, 7, "F#3+B3+C4+E4"},
		{G, 3, 7, "F3+A3+Bb3+D4"}, {C, 4, 7, "E3+A3+Bb3+D4"}, {F, 4, 7, "A3+C4+D4+F4"}, {C, 4, 7, "E3+G3+Bb3+D4"},
	}
	vib := s.track(melodic{vibraphone}, 0.28, -0.2, 0.4).once().add(0, bars(
		"r:0.5 C5:0.5 D5:0.5 F5:1 D5:0.5 C5:1", "A4:1.5 C5:0.5 D5:2",
		"r:0.5 D5:0.5 F5:0.5 G5:1 F5:0.5 D5:1", "C5:1 A4:0.5 G4:0.5 A4:2",
		"r:0.5 E5:0.5 G5:0.5 A5:1 G5:0.5 E5:1", "F#5:1.5 D5:0.5 C5:2",
		"r:0.5 Bb4:0.5 D5:0.5 F5:1 D5:0.5 G5:1", "E5:1 G5:0.5 Bb5:0.5 A5:2",
		"C6:1.5 A5:0.5 G5:0.5 F5:0.5 D5:1", "F5:2 D5:1 C5:1",
		"E5:1.5 G5:0.5 A5:1 C6:1", "A5:1.5 F#5:0.5 D5:2",
		"r:0.5 G5:0.5 F5:0.5 D5:0.5 Bb4:1 D5:1", "C5:1 E5:0.5 G5:0.5 Bb5:1 G5:1",
		"A5:1.5 F5:0.5 D5:0.5 C5:0.5 F5:1", "r:2.5 A4:0.5 Bb4:0.5 B4:0.5"))
	vib.swing = true
	bass := pluck{bright: 0.12, t60: 1.4, damp: 0.08}
	wb := s.track(melodic{bass}, 0.5, 0.05, 0.12).add(0, walkingBass(changes))
	wb.gate, wb.swing = 0.92, true
	var comp []string
	for _, c := range changes {
		comp = append(comp, fmt.Sprintf("%s:1.5 %s?:2.5", c.voicing, c.voicing))
	}
	ep := epiano{env: env{attack: 0.004, decay: 0, sustain: 1, release: 0.12}, index: 1.6, tine: 0.25}
	e := s.track(melodic{ep}, 0.087, 0.3, 0.3).once().add(0, strings.Join(comp, " "))
	e.gate, e.swing = 0.35, true
	kit := drums(map[string]func(uint64) []float64{
		"ride":  func(seed uint64) []float64 { return ride(seed) },
		"brush": func(seed uint64) []float64 { return brush(0.42, 0.2, seed) },
		"foot":  func(seed uint64) []float64 { return hat(0.05, seed) },
	})
	d := s.track(kit, 0.3, -0.05, 0.25)
	d.swing = true
	d.add(0, repeat(16, "ride:1 ride:0.5 ride?:0.5 ride:1 ride:0.5 ride?:0.5"))
	d.add(0, repeat(16, "brush?:1 brush:1 brush?:1 brush:1"))
	d.add(0, repeat(16, "r:1 foot?:1 r:1 foot?:1"))
	return s
}

// ride is a jazz ride cymbal: a dense cloud of inharmonic partials (so no
// pitch rings on from beat to beat) over a soft wash.
func ride(seed uint64) []float64 {
	out := make([]float64, samples(0.9))
	rng := newNoise(seed)
	var modes []mode
	for k := 0; k < 48; k++ {
		f := rng.between(2600, 9000)
		modes = append(modes, mode{freq: f, amp: rng.between(0.02, 0.08), decay: rng.between(0.15, 0.6) * 4000 / f})
	}
	addModes(out, 0, 1, modes)
	out = mixAt(out, hat(0.8, seed), 0, 0.6)
	fadeEdges(out, 0.0005, 0.02)
	return out
}
