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
	s.recap.note(s.game(), seat, m, events)
}

// takeRecap turns the moves kept since the last recap into the one shown
// now, when the person is to decide on the street: in a duel the duel's
// panel says what happens, and the recap waits for the fight's end. It
// returns the moves it took.
func (s *Scene) takeRecap() []narration.Item {
	if len(s.recap.items) == 0 || s.duel != nil || s.game().Waiting() == kk.PhaseOrder {
		return nil
	}
	return s.recap.take(s.words, s.game())
}

// note keeps a move for the recap: seat made m, with its events, and // g is the game after the move, which seat made as its last, m.
func (r *recapState) note(g *kk.Game, seat int, m kk.Move, events []rules.Event) {
	r.items = append(r.items, narration.Item{Seat: seat, Move: m, Events: events, Fight: r.fightBefore, InFight: r.inFightBefore, Turn: r.turnBefore})
	r.noteFight(g)
}

// noteFight keeps the fight now in progress and whose turn it is, for the
// recap of the next move.
func (r *recapState) noteFight(g *kk.Game) {
	r.fightBefore, r.inFightBefore = g.Fight()
	r.turnBefore = g.Current()
}

// take turns the moves kept since the last recap into the one shown now,
// in the words w. It returns the moves it took.
func (r *recapState) take(w narration.Words, g *kk.Game) []narration.Item {
	items := r.items
	r.full = w.Recap(g, items, false, 0)
	r.brief = w.Recap(g, items, true, 0)
	// Shorter still, for a street too small for the brief one: each
	// player's line cut to its first phrases, rather than the panel
	// cutting a phrase in two at its foot ("stayed on the Sports").
	r.shorter = r.shorter[:0]
	for n := strings.Count(r.brief, ", "); n > 0; n-- {
		if short := w.Recap(g, items, true, n); short != r.brief && (len(r.shorter) == 0 || short != r.shorter[len(r.shorter)-1]) {
			r.shorter = append(r.shorter, short)
		}
	}
	r.items = nil
	return items
}

// read puts the recap away: the person acted on the street. Only a
// decision does, or a button that leads to one: a tap anywhere, the one
// that opened or closed a space's card among them, took it for good
// (play-test).
func (r *recapState) read() { r.full = "" }

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
	if r.H-s.ring.goalHeight()-4 < 2*minRecap*1.3+16 {
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
