package hong

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/lang"
	hg "quartet/rules/hong"
	"quartet/scenes/hong/words"
	"quartet/scenes/ui"
)

// The person's taps, drags and keys, turned into the draft and then into
// a move submitted to the table; taps made while the computer moves are
// kept for the person's turn.

// updateHuman turns taps, drags and keys into the step being built.
func (s *Scene) updateHuman(c *ui.Context) {
	g := s.game()
	l := s.panel.controls
	p := c.Pointer
	ph := phaseOf(s.game())
	if ph == choosing {
		for i, pw := range g.Offer() {
			if i < len(l.offers) && c.Button("summon-"+pw.Name(), l.offers[i], lang.Tf("Summon %s", words.Power(pw)), true) {
				s.submit(c, hg.SummonDragon(pw))
				return
			}
		}
	}
	tile := s.draft.needsTile(s.game())
	if tile {
		if c.Button("turn", l.turn, turnLabel(s.draft.tile), true) || c.Key(ebiten.KeyT) || c.Key(ebiten.KeySpace) && s.draft.typed == "" {
			s.turnGhost(c)
		}
		if c.Button("place", l.place, lang.T("Place"), s.draft.ghost >= 0) || c.Key(ebiten.KeyEnter) && s.draft.ghost >= 0 {
			s.confirm(c)
			return
		}
		c.Targets = append(c.Targets, ui.Target{ID: "supply", Label: words.SupplyTile(s.draft.tile), X: l.supply.X, Y: l.supply.Y, W: l.supply.W, H: l.supply.H, Enabled: true})
	}
	if s.draft.sel >= 0 && c.Button("cancel", l.cancel, lang.T("Cancel"), true) {
		s.draft.sel, s.draft.ghost = -1, -1
		s.refresh()
	}
	s.updateKeys(c)
	// Every cell is a target for tests and for keyboard focus.
	for cell := range hg.Cells {
		if !s.geo.shown(cell) || !s.game().Board().Playable(cell) && g.Cell(cell) != hg.Stone {
			continue
		}
		r := s.geo.cell(cell)
		c.Targets = append(c.Targets, ui.Target{ID: "cell-" + hg.CellName(cell), Label: hg.CellName(cell), X: r.X, Y: r.Y, W: r.W, H: r.H, Enabled: s.draft.targets[cell] || cell == s.draft.sel || cell == s.draft.ghost})
	}
	// Drag a tile from the supply onto the board.
	if tile && p.Down && p.Dragging && l.supply.Contains(p.StartX, p.StartY) {
		if !s.draft.dragging {
			// The person acts: the computer's move leaves the line.
			s.standing = ""
			s.ch.Msg.Clear()
		}
		s.draft.dragging = true
		s.ch.Prompt(s.dragPrompt(s.geo.at(p.X, p.Y)))
	}
	if s.draft.dragging && p.Released {
		s.draft.dragging = false
		if cell := s.geo.at(p.X, p.Y); cell >= 0 {
			s.dropAt(c, cell)
		}
		s.refresh()
		return
	}
	if tile && p.TapIn(l.supply) {
		s.turnGhost(c)
		return
	}
	if p.Tap && s.geo.grid.Contains(p.X, p.Y) && s.geo.grid.Contains(p.StartX, p.StartY) {
		if cell := s.geo.at(p.X, p.Y); cell >= 0 {
			s.draft.keyboard = false
			s.tapCell(c, cell)
		}
	}
}

// dragPrompt is what the line says while a tile is dragged from the
// supply, over cell (or -1): where it may go, and what dropping it there
// would do (play-test: the line went on asking for a tap while the tile
// was in the finger).
func (s *Scene) dragPrompt(cell int) string {
	g := s.game()
	d := s.draft
	switch {
	case cell < 0:
		return lang.Tf("Drag your %s tile onto a lit free space and let go.", d.tile.String())
	case !d.targets[cell]:
		return lang.Tf("%s is not free: your %s tile goes on an empty space.", hg.CellName(cell), d.tile.String())
	}
	d.ghost = cell
	if does := d.foresee(g); does != "" {
		return lang.Tf("Your %s tile on %s %s. Let go to show it there.", d.tile.String(), hg.CellName(cell), does)
	}
	return lang.Tf("Let go to show your %s tile on %s.", d.tile.String(), hg.CellName(cell))
}

func (s *Scene) turnGhost(c *ui.Context) {
	s.draft.tile = s.draft.tile.Turned()
	c.Sound.Play(audio.TileRotated)
	s.refresh()
}

// dropAt puts the dragged tile on cell, as a first tap would.
func (s *Scene) dropAt(c *ui.Context, cell int) {
	if s.draft.targets[cell] && s.draft.needsTile(s.game()) {
		s.draft.ghost = cell
		c.Sound.Play(audio.Tap)
		s.refresh()
		return
	}
	s.refuse(c, cell)
}

// tapCell is one tap on the board: it shows, turns or moves the tile
// being placed, or chooses the target of a power.
func (s *Scene) tapCell(c *ui.Context, cell int) {
	g := s.game()
	ph := phaseOf(s.game())
	if ph == choosing {
		s.refuse(c, cell)
		return
	}
	if s.draft.needsTile(s.game()) {
		switch {
		case cell == s.draft.ghost:
			s.turnGhost(c)
		case s.draft.targets[cell]:
			s.draft.ghost = cell
			c.Sound.Play(audio.Tap)
			s.refresh()
		case ph == powering && g.Pending() == hg.PowerSwap && g.Cell(cell).IsTile():
			s.draft.sel, s.draft.ghost = cell, -1
			s.refresh()
		default:
			s.refuse(c, cell)
		}
		return
	}
	p := g.Pending()
	if s.draft.sel < 0 {
		if !s.draft.targets[cell] {
			s.refuse(c, cell)
			return
		}
		switch p {
		case hg.PowerRotate:
			s.submit(c, hg.Rotate(cell))
		case hg.PowerFlip:
			s.submit(c, hg.FlipTile(cell))
		case hg.PowerStone:
			s.submit(c, hg.DropStone(cell))
		default:
			s.draft.sel = cell
			if p == hg.PowerSwap {
				s.draft.tile = g.Cell(cell)
			}
			c.Sound.Play(audio.Tap)
			s.refresh()
		}
		return
	}
	switch {
	case cell == s.draft.sel:
		s.draft.sel = -1
		s.refresh()
	case s.draft.targets[cell] && p == hg.PowerSlide:
		s.submit(c, hg.SlideTile(s.draft.sel, cell))
	case s.draft.targets[cell] && p == hg.PowerCarry:
		s.submit(c, hg.CarryStone(s.draft.sel, cell))
	case p == hg.PowerSlide && g.Cell(cell).IsTile() || p == hg.PowerCarry && g.Cell(cell) == hg.Stone:
		// Another tile or stone: choose it instead.
		s.draft.sel = -1
		s.refresh()
		s.tapCell(c, cell)
	default:
		s.refuse(c, cell)
	}
}

// refuse shows the rules' reason a tap on cell does nothing.
func (s *Scene) refuse(c *ui.Context, cell int) {
	_, err := s.game().Clone().Apply(s.draft.tryFor(s.game(), cell))
	reason := lang.T("That space cannot be chosen now.")
	switch {
	case err != nil:
		reason = lang.ExplainErr(err)
	case phaseOf(s.game()) == powering && s.game().Pending() == hg.PowerSlide && s.draft.sel < 0:
		reason = lang.T("That tile has no empty space beside it to slide to.")
	}
	s.ch.Msg.Refuse(reason)
	s.shake.start(cell)
	c.Sound.Play(audio.Tick)
}

// confirm places the tile being shown.
func (s *Scene) confirm(c *ui.Context) {
	if s.draft.ghost < 0 {
		return
	}
	switch {
	case phaseOf(s.game()) == placing:
		s.submit(c, hg.PlaceTile(s.draft.tile, s.draft.ghost))
	case s.game().Pending() == hg.PowerExtra:
		s.submit(c, hg.ExtraTile(s.draft.tile, s.draft.ghost))
	case s.game().Pending() == hg.PowerSwap && s.draft.sel >= 0:
		s.submit(c, hg.SwapTile(s.draft.sel, s.draft.ghost, s.draft.tile))
	}
}

func (s *Scene) submit(c *ui.Context, m hg.Move) {
	ev, err := s.t.Submit(m)
	if err != nil {
		s.ch.Refuse(c, err)
		return
	}
	// What the computer did before is old news once the person has moved:
	// the line turns to what to do next (a dragon's power, say).
	s.ch.Msg.Clear()
	s.ch.Announced()
	// Every tile starts across, as the prompt says: a tile turned last
	// turn must not go down turned by surprise (play-test).
	s.draft.tile = hg.H
	s.draft.clear()
	s.standing = ""
	// The person's own move is said as it lands, as the computer's are,
	// once the turn passes to the computer (play-test: a Slide was never
	// said; the line went straight to the computer's reply). While the
	// person still has a power to use, the line asks for it instead.
	words := ""
	if !s.t.Over() && s.t.IsAI(s.game().ToMove()) {
		words = s.tell(ev)
	}
	s.animate(c, ev, words, hg.NoPower)
	s.refresh()
}

// updateKeys reads typed moves ("H d4", "V d4", or a cell name such as d4
// to tap it), the arrow keys that move the keyboard's cell, and Enter.
func (s *Scene) updateKeys(c *ui.Context) {
	s.draft.typedAge++
	if s.draft.typedAge > 240 {
		s.draft.typed = ""
	}
	moved := false
	for _, k := range [...]struct {
		key    ebiten.Key
		dc, dr int
	}{{ebiten.KeyArrowLeft, -1, 0}, {ebiten.KeyArrowRight, 1, 0}, {ebiten.KeyArrowUp, 0, 1}, {ebiten.KeyArrowDown, 0, -1}} {
		if !c.Key(k.key) {
			continue
		}
		col, row := s.draft.cursor%hg.Cols+k.dc, s.draft.cursor/hg.Cols+k.dr
		col = max(s.geo.col0, min(s.geo.col0+s.geo.cols-1, col))
		row = max(0, min(hg.Rows-1, row))
		s.draft.cursor = row*hg.Cols + col
		moved, s.draft.keyboard = true, true
	}
	if moved && s.draft.needsTile(s.game()) && s.draft.targets[s.draft.cursor] {
		s.draft.ghost = s.draft.cursor
		s.refresh()
	}
	if c.Key(ebiten.KeyEnter) && s.draft.keyboard && !s.draft.needsTile(s.game()) {
		s.tapCell(c, s.draft.cursor)
		return
	}
	// Letters a to i are columns, and h and v the tile's turn; a digit ends
	// a move or a cell name. P, L and U stay the toolbar's.
	for k := ebiten.KeyA; k <= ebiten.KeyZ; k++ {
		ch := byte('a' + (k - ebiten.KeyA))
		if c.Key(k) && (ch <= 'i' || ch == 'v') {
			s.draft.typed += string(ch)
			s.draft.typedAge = 0
		}
	}
	if c.Key(ebiten.KeySpace) && s.draft.typed != "" {
		s.draft.typed += " "
	}
	for d := ebiten.Key1; d <= ebiten.Key7; d++ {
		if !c.Key(d) {
			continue
		}
		s.draft.typed += string(rune('1' + (d - ebiten.Key1)))
		s.draft.typedAge = 0
		s.readTyped(c)
	}
	if len(s.draft.typed) > 12 {
		s.draft.typed = s.draft.typed[len(s.draft.typed)-12:]
	}
}

// readTyped acts on what was typed once it ends in a cell name: "h d4" or
// "hd4" places (or, for the extra dragon, lays the extra tile), and a
// bare cell name is a tap on that cell.
func (s *Scene) readTyped(c *ui.Context) {
	t := strings.ReplaceAll(s.draft.typed, " ", "")
	if len(t) < 2 {
		return
	}
	cell, ok := hg.ParseCell(t[len(t)-2:])
	if !ok {
		return
	}
	s.draft.typed = ""
	s.draft.cursor, s.draft.keyboard = cell, true
	if len(t) >= 3 && (t[len(t)-3] == 'h' || t[len(t)-3] == 'v') && s.draft.needsTile(s.game()) {
		s.draft.tile = hg.H
		if t[len(t)-3] == 'v' {
			s.draft.tile = hg.V
		}
		if !s.draft.targets[cell] {
			s.refuse(c, cell)
			return
		}
		s.draft.ghost = cell
		s.confirm(c)
		return
	}
	s.tapCell(c, cell)
}

// queueTap keeps a tap on the board made while the computer moves, to be
// the person's first once the turn is theirs, and says so (play-test: such
// a tap vanished, and the tile tapped twice to turn it went down H).
func (s *Scene) queueTap(c *ui.Context) bool {
	p := c.Pointer
	if !p.Tap || s.t.Humans() == 0 || s.t.Over() || !(s.computerPlaying() || s.t.IsAI(s.game().ToMove())) {
		return false
	}
	cell := s.geo.at(p.X, p.Y)
	if cell < 0 {
		return false
	}
	if len(s.queued) == 2 {
		s.queued = s.queued[1:]
	}
	s.queued = append(s.queued, cell)
	who := s.game().ToMove()
	if s.computerPlaying() {
		who = s.t.LastMoveSeat
	}
	wait := lang.Tf("Wait: the Emperor is moving. Your tap on %s counts once it is your turn.", hg.CellName(cell))
	if who == hg.DragonMaster {
		wait = lang.Tf("Wait: the Dragon Master is moving. Your tap on %s counts once it is your turn.", hg.CellName(cell))
	}
	s.ch.Msg.Wait(wait)
	c.Sound.Play(audio.Tick)
	return true
}

// playQueued plays the taps kept while the computer moved, now that the
// person can act: a space taken meanwhile is refused with the rules' reason.
func (s *Scene) playQueued(c *ui.Context) {
	q := s.queued
	s.queued = nil
	for _, cell := range q {
		if phaseOf(s.game()) != placing {
			break
		}
		s.draft.keyboard = false
		s.tapCell(c, cell)
	}
	// The kept tap is said as the turn begins, after what the computer did
	// (play-test: a tile waited on a space with no word why).
	if len(q) > 0 && s.draft.ghost >= 0 && s.ch.Msg.Refusal() == "" {
		kept := lang.Tf("Your tap on %s is shown: tap it again to turn it, or Place.", hg.CellName(s.draft.ghost))
		if s.standing != "" {
			kept = s.standing + " " + kept
		}
		s.standing = kept
	}
}
