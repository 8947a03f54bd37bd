package hong

import (
	"encoding/json"
	"slices"

	"quartet/audio"
	"quartet/lang"
	"quartet/rules"
	hg "quartet/rules/hong"
	"quartet/scenes/play"
	"quartet/scenes/ui"
)

// TableOptions are Hong's setup choices that are not rules options: the
// three stones drawn at random, or placed by hand before the first move.
var TableOptions = []rules.Option{
	{Key: "stones", Label: lang.Noop("Stones"), Choices: []rules.Choice{
		{Value: "random", Label: lang.Noop("Random")},
		{Value: "placed", Label: lang.Noop("Placed by hand")},
	}},
}

// stoneSetup is the step before the first move in which the players place
// the three stones by hand: the spaces chosen so far, in order.
type stoneSetup struct {
	cells []int
}

// placesStones reports a new game whose stones the players place: the
// setup asked for it, nobody has moved, and a person is at the table.
func placesStones(t *play.Table) bool {
	var opt hg.Options
	_ = json.Unmarshal(t.Rec.Options, &opt)
	return t.Choices["stones"] == "placed" && len(t.Rec.Moves) == 0 && t.Humans() > 0 && opt.Stones == nil
}

func (st *stoneSetup) prompt() string {
	left := hg.StartStones - len(st.cells)
	return lang.Tf("Place the three stones: tap a space for each (%d to go). Tap a stone again to take it back.", left)
}

// toggle lays a stone on cell, or takes back the one lying there; it
// reports whether it took one back.
func (st *stoneSetup) toggle(cell int) (takenBack bool) {
	if i := slices.Index(st.cells, cell); i >= 0 {
		st.cells = slices.Delete(st.cells, i, i+1)
		return true
	}
	st.cells = append(st.cells, cell)
	return false
}

func (st *stoneSetup) full() bool { return len(st.cells) >= hg.StartStones }

// options are the game's options with the stones where they were laid,
// and the stones' names.
func (st *stoneSetup) options(raw json.RawMessage) (json.RawMessage, []string) {
	opts := map[string]any{}
	_ = json.Unmarshal(raw, &opts)
	names := make([]string, len(st.cells))
	for i, c := range st.cells {
		names[i] = hg.CellName(c)
	}
	opts["stones"] = names
	out, _ := json.Marshal(opts)
	return out, names
}

// beginStones clears the stones drawn at setup from the board shown, so
// that the players lay them.
func (s *Scene) beginStones() {
	s.stones = &stoneSetup{cells: []int{}}
	for c := range hg.Cells {
		if s.view[c] == hg.Stone {
			s.view[c] = hg.Empty
		}
	}
	s.refresh()
}

// updateStones lays a stone where the player taps, takes it back on a
// second tap, and sets the game up once all three lie.
func (s *Scene) updateStones(c *ui.Context) {
	b := s.game().Board()
	for cell := range hg.Cells {
		if !s.geo.shown(cell) || !b.Playable(cell) {
			continue
		}
		r := s.geo.cell(cell)
		c.Targets = append(c.Targets, ui.Target{ID: "cell-" + hg.CellName(cell), Label: hg.CellName(cell), X: r.X, Y: r.Y, W: r.W, H: r.H, Enabled: true})
	}
	p := c.Pointer
	if !p.Tap || !s.geo.grid.Contains(p.StartX, p.StartY) {
		return
	}
	cell := s.geo.at(p.X, p.Y)
	switch {
	case cell < 0:
		return
	case !b.Playable(cell):
		s.ch.Msg.Refuse(lang.Tf("%s is not a space of the %s board: stones go on spaces.", hg.CellName(cell), lang.Of(b.Name)))
		s.shake.start(cell)
		c.Sound.Play(audio.Tick)
		return
	}
	if s.stones.toggle(cell) {
		s.view[cell] = hg.Empty
		c.Sound.Play(audio.StoneMoved)
		s.refresh()
		return
	}
	s.anims = append(s.anims, step{ev: hg.StoneDropped{Cell: cell}, dur: c.AnimTicks(dropTicks)})
	s.hidden[cell] = true
	if !s.stones.full() {
		s.refresh()
		return
	}
	raw, names := s.stones.options(s.t.Rec.Options)
	if err := s.t.SetOptions(raw); err != nil {
		s.ch.Msg.Refuse(lang.Tf("The stones could not be set: %s", lang.ExplainErr(err)))
		return
	}
	s.stones = nil
	s.ch.Msg.Notice(lang.Tf("The stones lie on %s, %s and %s. The Emperor begins.", names[0], names[1], names[2]))
	s.refresh()
}
