package hong

import (
	"encoding/json"
	"fmt"
	"slices"

	"quartet/audio"
	"quartet/rules"
	hg "quartet/rules/hong"
	"quartet/scenes/ui"
)

// TableOptions are Hong's setup choices that are not rules options: the
// three stones drawn at random, or placed by hand before the first move.
var TableOptions = []rules.Option{
	{Key: "stones", Label: "Stones", Choices: []rules.Choice{
		{Value: "random", Label: "Random"},
		{Value: "placed", Label: "Placed by hand"},
	}},
}

// placesStones reports a new game whose stones the players place: the
// setup asked for it, nobody has moved, and a person is at the table.
func (s *Scene) placesStones() bool {
	var opt hg.Options
	_ = json.Unmarshal(s.t.Rec.Options, &opt)
	return s.t.Choices["stones"] == "placed" && len(s.t.Rec.Moves) == 0 && s.t.Humans() > 0 && opt.Stones == nil
}

// beginStones clears the stones drawn at setup from the board shown, so
// that the players lay them.
func (s *Scene) beginStones() {
	s.stones = []int{}
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
		s.ch.Msg.Refuse(fmt.Sprintf("%s is not a space of the %s board: stones go on spaces.", hg.CellName(cell), b.Name))
		s.shake, s.shakeCell = 16, cell
		c.Sound.Play(audio.Tick)
		return
	}
	if i := slices.Index(s.stones, cell); i >= 0 {
		s.stones = slices.Delete(s.stones, i, i+1)
		s.view[cell] = hg.Empty
		c.Sound.Play(audio.StoneMoved)
		s.refresh()
		return
	}
	s.stones = append(s.stones, cell)
	s.anims = append(s.anims, step{ev: hg.StoneDropped{Cell: cell}, dur: c.AnimTicks(dropTicks)})
	s.hidden[cell] = true
	if len(s.stones) < hg.StartStones {
		s.refresh()
		return
	}
	opts := map[string]any{}
	_ = json.Unmarshal(s.t.Rec.Options, &opts)
	names := make([]string, len(s.stones))
	for i, st := range s.stones {
		names[i] = hg.CellName(st)
	}
	opts["stones"] = names
	raw, _ := json.Marshal(opts)
	if err := s.t.SetOptions(raw); err != nil {
		s.ch.Msg.Refuse("The stones could not be set: " + err.Error())
		return
	}
	s.stones = nil
	s.ch.Msg.Notice("The stones lie on " + names[0] + ", " + names[1] + " and " + names[2] + ". The Emperor begins.")
	s.refresh()
}

func (s *Scene) stonesPrompt() string {
	left := hg.StartStones - len(s.stones)
	return fmt.Sprintf("Place the three stones: tap a space for each (%d to go). Tap a stone again to take it back.", left)
}
