// Package race is the Hong count's race to the target, in numbers and in a
// board-game player's words: how many Hongs are due by now (the pace), who
// leads against it, and what the Dragon Master still needs. The count's bar
// and the tests read the same words, so they live apart from the drawing.
package race

import (
	"math"

	"quartet/lang"
)

// Board is what the table shows of the race. It trails the game while a
// move animates, so it is counted from the board shown, not the rules'.
type Board struct {
	Count, Target int
	// Spaces are the board's spaces that take tiles or stones; Stones and
	// Empty are how many of them show a stone and nothing.
	Spaces, Stones, Empty int
	Over, Expansion       bool
}

// Pace is the number of Hongs due by now: the target's share of the tiles
// laid so far, out of the spaces tiles can fill. Stones are not tiles: the
// three laid before the first move made "1 due by now" out of a single
// tile (play-test).
func (b Board) Pace() float64 {
	room := b.Spaces - b.Stones
	if room <= 0 {
		return 0
	}
	tiles := room - b.Empty
	return float64(b.Target) * float64(tiles) / float64(room)
}

// aheadBy is how far the count must stand from the pace for one side to
// be called ahead: Hongs come in lumps, so early in the game it takes two
// (play-test: "Emperor ahead" in red after one move was an alarm without
// a reason), and one once half the board is filled.
func (b Board) aheadBy() float64 {
	if b.Empty*2 > b.Spaces {
		return 2
	}
	return 1
}

// Leader says who is winning the race to the target and what it comes
// to: the Dragon Master needs so many more Hongs in so many spaces. Who
// leads is measured against the pace (the pale mark on the bar); the line
// itself names only what each side can count on the board (play-test:
// "Level: 0 Hongs, 0 due by now" and "Emperor ahead: 1 Hong, 3 due by now"
// were hard to read).
func (b Board) Leader() string {
	verdict, need := b.Verdict()
	return verdict + ": " + need
}

// Verdict is the leader's line in two parts: who leads, with the Hongs due
// by now it is measured against ("Emperor leads · 5 due now"), and what
// the Dragon Master needs ("Dragon Master needs 12 more Hongs in 40
// spaces"), or how it ended. The figure due is the one the bar's pale mark
// is labelled with, so that the verdict reads against the count beside it
// ("0 of 15 Hongs … Emperor leads · 5 due now") without the rules
// (play-test: "Even race" and "Emperor leads" were explained only there).
func (b Board) Verdict() (verdict, need string) {
	left := b.Empty
	more := b.Target - b.Count
	if more == 1 {
		need = lang.N("Dragon Master needs 1 more Hong in %d space", "Dragon Master needs 1 more Hong in %d spaces", left, left)
	} else {
		need = lang.N("Dragon Master needs %d more Hongs in %d space", "Dragon Master needs %d more Hongs in %d spaces", left, more, left)
	}
	due := b.Due()
	switch b.Leading() {
	case Over:
		need = lang.N("%d Hong of %d", "%d Hongs of %d", b.Count, b.Count, b.Target)
		if b.Count >= b.Target {
			return lang.T("Board full, the Dragon Master wins"), need
		}
		return lang.T("Board full, the Emperor wins"), need
	case Reached:
		if b.Expansion {
			return lang.T("Dragon Master leads"), lang.N("%d Hong of %d: the Emperor must break one", "%d Hongs of %d: the Emperor must break one", b.Count, b.Count, b.Target)
		}
		return lang.T("Dragon Master wins"), lang.N("%d Hong of %d: the target is reached", "%d Hongs of %d: the target is reached", b.Count, b.Count, b.Target)
	case DragonMaster:
		return lang.N("Dragon Master leads · %d due now", "Dragon Master leads · %d due now", due, due), need
	case Emperor:
		return lang.N("Emperor leads · %d due now", "Emperor leads · %d due now", due, due), need
	}
	return lang.N("Even race · %d due now", "Even race · %d due now", due, due), need
}

// Who leads the race, as Leading tells it.
const (
	Even = iota
	DragonMaster
	Emperor
	// Reached: the count stands at the target, the board not yet full.
	Reached
	// Over: the board is full (or the game over); Winner says who won.
	Over
)

// Leading says who leads the race (Even, DragonMaster, Emperor), or that
// the target is reached or the board full, so that a drawing can colour
// the verdict without reading its words.
func (b Board) Leading() int {
	switch {
	case b.Over || b.Empty == 0:
		return Over
	case b.Count >= b.Target:
		return Reached
	case float64(b.Count) >= b.Pace()+b.aheadBy():
		return DragonMaster
	case float64(b.Count) <= b.Pace()-b.aheadBy():
		return Emperor
	}
	return Even
}

// Due is the Hongs due by now as the bar's mark is labelled: the pace,
// rounded.
func (b Board) Due() int { return int(math.Round(b.Pace())) }
