package hong

import (
	"time"

	hg "quartet/rules/hong"
	"quartet/scenes/hong/words"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/sprites"
)

// Describe reports the scene for tests: the map the scene tests and the
// browser tests read as JSON. The draft and the panel add their own parts.
func (s *Scene) Describe() map[string]any {
	g := s.game()
	d := s.ch.Describe(s.busy())
	phaseName := [...]string{"placing", "choosing", "powering"}[phaseOf(g)]
	if s.stones != nil {
		phaseName = "stones"
	}
	d["scene"] = "hong"
	if msg, ok := d["message"].(string); ok && s.ch.Lay.Message.W > 0 {
		size, lines := table.MessageSize(measure, s.ch.Lay.Message, msg)
		d["messageSize"], d["messageLines"] = size, lines
	}
	d["over"] = s.t.Over()
	d["moves"] = len(s.t.Rec.Moves)
	d["summary"] = g.Summary()
	d["thinking"] = s.t.Thinking()
	d["animating"] = s.busy()
	d["sparks"] = s.particles.Busy()
	d["humanTurn"] = s.t.HumanToMove() && s.ready() && s.stones == nil
	d["phase"] = phaseName
	d["pending"] = g.Pending().Name()
	s.draft.describe(d)
	s.describeBoard(d)
	s.panel.describe(d)
	states, spinning, names := []string{}, []string{}, []string{}
	for _, card := range s.cards() {
		states, names = append(states, card.State), append(names, card.Name)
		if card.Spins() {
			spinning = append(spinning, card.Name)
		}
	}
	d["seatStates"], d["seatNames"] = states, names
	d["spinning"] = spinning
	d["lastMove"] = s.t.LastMove
	d["hongMoves"] = s.hongs.list(s.t)
	d["thinkMs"] = float64(s.t.LastThink) / float64(time.Millisecond)
	if s.t.Over() {
		d["record"] = string(s.t.Rec.Marshal())
	}
	return d
}

// describeBoard reports what the board shows: the Hongs lit, the dragon
// rising, the count, and where the cells lie.
func (s *Scene) describeBoard(d map[string]any) {
	g := s.game()
	litHongs := []string{}
	for _, h := range s.lit {
		litHongs = append(litHongs, words.Hong(h.h))
	}
	shown := []string{}
	for _, h := range s.look.hongs {
		shown = append(shown, words.Hong(h))
	}
	traced := []string{}
	for _, h := range s.traced {
		traced = append(traced, words.Hong(h))
	}
	d["tracedHongs"] = traced
	open := []string{}
	for cell, tiles := range s.open {
		if tiles != "" {
			open = append(open, hg.CellName(cell)+" "+tiles)
		}
	}
	d["openSpaces"] = open
	d["litHongs"] = litHongs
	d["shownHongs"] = shown
	d["summoning"] = s.summon.name()
	if s.summon != nil && s.caption.W > 0 {
		d["caption"] = []float64{s.caption.X, s.caption.Y, s.caption.W, s.caption.H}
	}
	d["count"] = s.count
	if i := s.end.spot; i >= 0 && i < len(g.Hongs()) && s.t.Over() {
		d["spotlight"] = words.Hong(g.Hongs()[i])
	}
	// Where the cells lie, for a test that taps one while the cells are
	// no targets (the computer's turn): the grid's corner, a cell's side
	// and the first column shown.
	d["grid"] = []float64{s.geo.grid.X, s.geo.grid.Y, s.geo.cs, float64(s.geo.col0)}
	d["lead"] = s.raceShown().Leader()
}

// describe reports the move being built: the cells lit, the tile shown
// and which way it lies, and the first choice of a power.
func (dr *draft) describe(d map[string]any) {
	lit := []string{}
	for c, ok := range dr.targets {
		if ok {
			lit = append(lit, hg.CellName(c))
		}
	}
	d["lit"] = lit
	d["ghost"] = cellOrNil(dr.ghost)
	d["ghostTile"] = dr.tile.String()
	d["selected"] = cellOrNil(dr.sel)
}

// describe reports the words the panel last wrote, and where the hint
// on what a Hong is lies.
func (pl *panel) describe(d map[string]any) {
	words, tags := []string{}, [][]float64{}
	for _, l := range pl.barWords {
		words = append(words, l.text)
		tags = append(tags, []float64{l.r.X, l.r.Y, l.r.W, l.r.H})
	}
	d["barWords"], d["barTags"] = words, tags
	d["lairWords"] = pl.lairWords
	if h := pl.hint; h.W > 0 {
		d["hint"] = hintLine1 + " " + hintLine2
		d["hintRect"] = []float64{h.X, h.Y, h.W, h.H}
	}
}

// measure sizes text for Describe, without an image.
var measure = &sprites.Canvas{Scale: 1}

func cellOrNil(c int) any {
	if c < 0 {
		return nil
	}
	return hg.CellName(c)
}

// hongPlacements lists the placements that would complete a Hong now,
// for tests that must summon a Great Dragon by touch. A browser test asks
// many times a second: the list is worked out once per position, and
// forgotten on undo and restart.
type hongPlacements struct {
	at    int // the moves played, plus one, when the list was made; 0 for none
	moves []string
}

func (h *hongPlacements) list(t *play.Table) []string {
	g := t.Game.(*hg.Game)
	if !t.HumanToMove() || phaseOf(g) != placing {
		return []string{}
	}
	if h.at == len(t.Rec.Moves)+1 {
		return h.moves
	}
	out := []string{}
	for _, m := range g.LegalMoves() {
		try := g.Clone().(*hg.Game)
		if _, err := try.Apply(m); err == nil && try.Count() > g.Count() {
			out = append(out, m.String())
		}
	}
	h.at, h.moves = len(t.Rec.Moves)+1, out
	return out
}
