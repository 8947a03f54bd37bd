package kiezkoenig

import (
	"strings"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/kiezkoenig/narration"
	"quartet/sprites"
)

// noteForRecap keeps a move for the recap the person reads when their turn
// comes: a lap of a computer's (a Super Turbo, an authority, three rides, a
// purchase) played in four seconds, and after Skip ahead nothing of it was
// seen at all. The person's own moves are kept too, for what the rules did
// to them as a consequence (a token sent on to an authority when no stake
// could be sold for the fee): the table moved it with no word but the log's.
func (s *Scene) noteForRecap(events []rules.Event) {
	seat := s.t.LastMoveSeat
	if seat < 0 || s.t.Humans() == 0 {
		return
	}
	m, err := kk.ParseMove(s.t.LastMove)
	if err != nil {
		return
	}
	s.recap.items = append(s.recap.items, narration.Item{Seat: seat, Move: m, Events: events, Fight: s.recap.fightBefore, InFight: s.recap.inFightBefore, Turn: s.recap.turnBefore})
	s.noteFight()
}

// noteFight keeps the fight now in progress and whose turn it is, for the
// recap of the next move.
func (s *Scene) noteFight() {
	s.recap.fightBefore, s.recap.inFightBefore = s.game().Fight()
	s.recap.turnBefore = s.game().Current()
}

// takeRecap turns the moves kept since the last recap into the one shown
// now, when the person is to decide on the street: in a duel the duel's
// panel says what happens, and the recap waits for the fight's end. It
// returns the moves it took.
func (s *Scene) takeRecap() []narration.Item {
	items := s.recap.items
	if len(items) == 0 || s.duel != nil || s.game().Waiting() == kk.PhaseOrder {
		return nil
	}
	s.recap.full = s.words.Recap(s.game(), items, false, 0)
	s.recap.brief = s.words.Recap(s.game(), items, true, 0)
	// Shorter still, for a street too small for the brief one: each
	// player's line cut to its first phrases, rather than the panel
	// cutting a phrase in two at its foot ("stayed on the Sports").
	s.recap.shorter = s.recap.shorter[:0]
	for n := strings.Count(s.recap.brief, ", "); n > 0; n-- {
		if short := s.words.Recap(s.game(), items, true, n); short != s.recap.brief && (len(s.recap.shorter) == 0 || short != s.recap.shorter[len(s.recap.shorter)-1]) {
			s.recap.shorter = append(s.recap.shorter, short)
		}
	}
	s.recap.items = nil
	return items
}

// recapBox is where the recap goes in the middle of the street: under the
// buttons, down to the foot of the street (the goal's line stays under it
// where the recap leaves room). It is empty where there is no room for two
// lines above the goal's line.
func (s *Scene) recapBox() sprites.Rect {
	if s.recap.full == "" || len(s.dec.choices) == 0 {
		return sprites.Rect{}
	}
	cr := s.ring.centre
	bottom := 0.0
	for _, ch := range s.dec.choices {
		bottom = max(bottom, ch.rect.Bottom())
	}
	top := bottom + 8
	r := sprites.R(cr.X+6, top, cr.W-12, cr.Bottom()-4-top)
	if r.H-s.goalHeight()-4 < 2*minRecap*1.3+16 {
		return sprites.Rect{}
	}
	return r
}

// minRecap is the least size the recap is set in.
const minRecap = 11

// paintRecap writes the recap into r of a layer, as large as fits, and
// reports its size and whether lines were cut at r's foot.
func paintRecap(cv *sprites.Canvas, r sprites.Rect, text string) (float64, bool) {
	size := 16.0
	for size > minRecap && recapHeight(cv, text, r.W-16, size) > r.H-16 {
		size -= 0.5
	}
	need := recapHeight(cv, text, r.W-16, size)
	r.H = min(r.H, need+16)
	cv.RoundRect(r, 8, sprites.Alpha(sprites.Hex(0x000000), 0.35))
	cv.TextBox(text, r.Inset(8), size, sprites.Regular, sprites.Paper, sprites.Start)
	return size, need > r.H-16+0.5
}

func recapHeight(cv *sprites.Canvas, text string, w, size float64) float64 {
	return float64(len(cv.Wrap(text, w, size, sprites.Regular))) * size * 1.3
}
