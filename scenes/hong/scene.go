// Package hong is the table for Hong: the castle, garden or inner board
// drawn as printed, dragon tiles laid by touch (tap a space to show the
// tile, tap it again to turn it, confirm to place), Hongs that light up as
// they form, and the Lair of the seven Great Dragons with a flow on the
// board for each power.
package hong

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/rules"
	hg "quartet/rules/hong"
	"quartet/scenes/hong/words"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Scene plays one game of Hong.
type Scene struct {
	t  *play.Table
	ch *table.Chrome

	geo    geom
	panel  panel
	placed [3]float64 // the screen the layout was made for

	// What the board shows: it trails the game while moves animate.
	view      [hg.Cells]hg.Content
	count     int     // the Hong count shown
	lairShown [8]bool // lair spaces shown as summoned
	hidden    [hg.Cells]bool
	anims     []step
	lit       []litHong
	particles sprites.Particles
	summon    *summoning

	// The move being built by the person to play.
	draft draft
	look  look
	shake shake
	// queued are the spaces tapped while the computer moved, in order:
	// they are the person's first taps once the turn is theirs.
	queued []int
	end    ending
	// caption is where the rising dragon's power is written, for tests.
	caption sprites.Rect
	// told is what the line last said of a computer's move, which its
	// summon goes on from.
	told string
	// stones is the players placing the stones by hand before the first
	// move; nil otherwise.
	stones *stoneSetup

	// standing is what the computer's last move did, kept on the line
	// until the person acts (play-test: a reply told for three seconds was
	// missed, and the line showed only the general hint).
	standing string

	// tapTaken is a tap the summoning dragon used this tick.
	tapTaken   bool
	thinkFrame int
	tableLayer sprites.Layer
	// scenery holds the still picture: felt, board, pieces at rest, panels.
	scenery sprites.Scenery
	// hongs are the placements that would complete a Hong, for tests.
	hongs hongPlacements
}

// New builds the scene for a table of Hong.
func New(t *play.Table, c *ui.Context) ui.Scene {
	s := &Scene{t: t, draft: newDraft(), look: newLook(), shake: shake{cell: -1}}
	s.ch = table.New(t, c, audio.HongTheme)
	s.end = ending{t: t, ch: s.ch}
	s.ch.Summarize = func(e play.Entry) string { return words.Summarize(s.name(e.Seat)+" played "+e.Move, e.Events) }
	s.ch.Names.Own = s.name
	s.ch.Showing = s.showing
	// The scene drops its animations on Undone: one tap on Undo works even
	// while a summoned dragon still rises (play-test: it took two).
	s.ch.UndoWhileBusy = true
	s.sync()
	if placesStones(s.t) {
		s.beginStones()
	}
	s.refresh()
	return s
}

func (s *Scene) game() *hg.Game { return s.t.Game.(*hg.Game) }

// sync makes the board show the game as it stands.
func (s *Scene) sync() {
	g := s.game()
	for c := range hg.Cells {
		s.view[c] = g.Cell(c)
	}
	s.hidden = [hg.Cells]bool{}
	s.count = g.Count()
	s.lairShown = [8]bool{}
	for _, sp := range g.Lair() {
		s.lairShown[sp.Size] = sp.Summoned
	}
}

// computerPlaying reports a computer's move still being shown: for the
// person's eyes it is still the computer's turn.
func (s *Scene) computerPlaying() bool {
	return s.busy() && !s.t.Over() && s.t.IsAI(s.t.LastMoveSeat)
}

// takenBack says what an undo took back, given the game and log before it:
// the person's tile, the dragons it summoned, and the computer's reply.
func (s *Scene) takenBack(before *hg.Game, log []play.Entry) string {
	gone := log[min(len(s.t.Log), len(log)):]
	what, reply := "", ""
	for _, e := range gone {
		if s.t.IsAI(e.Seat) {
			reply = words.Role(e.Seat)
			continue
		}
		if m, err := before.ParseMove(e.Move); err == nil && what == "" {
			if mv := m.(hg.Move); mv.Kind == hg.Place {
				what = fmt.Sprintf("your %s on %s", mv.Tile, hg.CellName(mv.At))
			}
		}
	}
	var dragons []string
	if what != "" {
		now := s.game().Lair()
		for i, sp := range before.Lair() {
			if sp.Summoned && !now[i].Summoned {
				dragons = append(dragons, sp.Power.Name())
			}
		}
	}
	return words.TakenBack(what, dragons, reply)
}

// busy reports animations still playing: the next move waits for them.
func (s *Scene) busy() bool { return len(s.anims) > 0 || s.summon != nil }

// ready reports the person's move taking taps: nothing is playing, or only
// a Great Dragon that has landed, whose power is what the person does now.
func (s *Scene) ready() bool {
	if !s.busy() {
		return true
	}
	if s.summon == nil || !s.summon.landed() || len(s.anims) != 1 {
		return false
	}
	_, ok := s.anims[0].ev.(hg.Summoned)
	return ok
}

// humanReady is the person to move being able to act.
func (s *Scene) humanReady() bool { return s.t.HumanToMove() && s.ready() && !s.t.Over() }

// Busy reports whether anything still moves, for tests.
func (s *Scene) Busy() bool { return s.busy() || s.particles.Busy() }

// spec is what the table needs besides the board: the count, the lair and
// the tile controls.
func (s *Scene) spec(c *ui.Context) table.Spec {
	h, most := 150.0, 200.0
	if s.game().Expansion() {
		h, most = 236, 300
	}
	// A tall screen gives the lair and the count room to be read from a
	// chair, instead of a strip of small dragons over an empty panel.
	wide := max(h, min(most, c.H*h/650))
	// And a line saying what a Hong is (play-test: nothing on the table
	// said so until the rules page was read).
	return table.Spec{Seats: 2, Controls: wide + hintH + 6, PortraitControls: h - 20 + hintH + 6}
}

// place lays the board out when the screen has changed.
func (s *Scene) place(c *ui.Context) {
	key := [3]float64{c.W, c.H, c.Scale}
	if key == s.placed && s.geo.cs > 0 {
		return
	}
	s.placed = key
	s.geo = newGeom(s.ch.Lay.Board, s.game().Board(), s.ch.Lay.Portrait)
}

// Update runs one tick.
func (s *Scene) Update(c *ui.Context) error {
	// What the table held before an undo, to say what it took back.
	before, log := s.game(), s.t.Log
	act := s.ch.Update(c, s.spec(c), s.busy())
	s.place(c)
	s.panel.layout(s.ch.Lay.Controls, s.ch.Lay.Portrait, s.game(), &s.draft, s.geo.bandOver(s.ch.Lay.Board))
	s.step(c)
	s.particles.Update()
	s.shake.tick()
	switch act {
	case table.Undone, table.Restarted:
		s.takeBackTurn(act, before, log)
		return nil
	case table.Held:
		s.updateBoardSeen(c)
		return nil
	}
	if s.t.Over() {
		return nil
	}
	if s.stones != nil {
		// A stone may be tapped while the one before still drops.
		s.updateStones(c)
		return nil
	}
	s.t.MinThinkTicks = c.AnimTicks(play.MinThinkTicks)
	pending := s.game().Pending()
	if ev := s.t.Update(s.busy(), c.WorkBudget(&s.thinkFrame)); ev != nil {
		s.showMove(c, ev, pending)
	}
	s.updateLook(c)
	switch {
	case s.t.HumanToMove() && s.ready():
		s.ch.Msg.Ready()
		s.playQueued(c)
		if c.Pointer.Tap && s.standing != "" {
			// The person acts: the line turns to them.
			s.standing = ""
			s.ch.Msg.Clear()
		}
		s.updateHuman(c)
		if s.standing != "" {
			s.ch.Msg.Notice(s.standing)
		}
	case s.queueTap(c):
	case !s.tapTaken:
		s.ch.Waiting(c)
	}
	return nil
}

// takeBackTurn resets the table after an undo or a restart. A turn is the
// tile and the powers it set off: undo takes back the whole turn, not just
// its last power.
func (s *Scene) takeBackTurn(act table.Action, before *hg.Game, log []play.Entry) {
	for act == table.Undone && phaseOf(s.game()) != placing && s.t.CanUndo() {
		s.t.Undo()
	}
	s.anims, s.lit, s.summon, s.queued = nil, nil, nil, nil
	s.standing = ""
	s.hongs = hongPlacements{} // the same number of moves may now be another position
	s.draft.clear()
	s.draft.tile = hg.H
	s.sync()
	s.refresh()
	if act == table.Undone {
		s.ch.Msg.Notice(s.takenBack(before, log))
	}
}

// showMove starts showing a move the table has just made (a computer's,
// mostly). The scene tells the move itself, once its tile has landed;
// until then the line says what the computer is doing (showing), not what
// it did before. pending is the power the move was made for, if any.
func (s *Scene) showMove(c *ui.Context, ev []rules.Event, pending hg.Power) {
	s.ch.Announced()
	s.ch.Msg.Clear()
	s.told = ""
	said := ""
	if s.t.Humans() > 0 {
		said = s.tell(ev)
	}
	s.animate(c, ev, said, pending)
	s.refresh()
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
	who := words.Role(s.game().ToMove())
	if s.computerPlaying() {
		who = words.Role(s.t.LastMoveSeat)
	}
	s.ch.Msg.Wait(fmt.Sprintf("Wait: the %s is moving. Your tap on %s counts once it is your turn.", who, hg.CellName(cell)))
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
		kept := fmt.Sprintf("Your tap on %s is shown: tap it again to turn it, or Place.", hg.CellName(s.draft.ghost))
		if s.standing != "" {
			kept = s.standing + " " + kept
		}
		s.standing = kept
	}
}

// updateBoardSeen lets the player look at the final board: hovering or
// long-pressing a tile still shows its Hongs.
func (s *Scene) updateBoardSeen(c *ui.Context) {
	if s.ch.BoardSeen() {
		s.updateLook(c)
		s.end.keepRecord(c, s.panel.keep)
	}
}

// updateLook shows the Hongs of the tile under a mouse or a long press,
// and says what a long press asks about.
func (s *Scene) updateLook(c *ui.Context) {
	g := s.game()
	if cell := s.look.follow(c.Pointer, s.geo, &s.view, g); cell >= 0 {
		s.ch.Msg.Notice(words.Cell(cell, g.Cell(cell), hongsOf(g.Hongs(), cell)))
	}
}

// refresh works out which cells are lit for the step being built, and the
// prompt.
func (s *Scene) refresh() {
	s.draft.targets = [hg.Cells]bool{}
	if s.stones != nil {
		s.ch.Prompt(s.stones.prompt())
		return
	}
	if s.computerPlaying() {
		s.ch.Prompt(s.name(s.t.LastMoveSeat) + " is playing…")
		return
	}
	if s.t.Over() || !s.t.HumanToMove() {
		s.ch.Prompt("")
		return
	}
	g := s.game()
	s.draft.light(g)
	who := ""
	if s.t.Humans() > 1 {
		who = words.Role(g.ToMove()) + ": "
	}
	s.ch.Prompt(s.draft.prompt(g, who))
}

// tell says what the last move did, as its first step lands.
func (s *Scene) tell(events []rules.Event) string {
	e := s.t.Log[len(s.t.Log)-1]
	return words.Tell(s.name(e.Seat)+" played "+e.Move, e.Events, events)
}

// name is how the interface calls a seat: its role, and who plays it.
func (s *Scene) name(seat int) string {
	switch {
	case s.t.IsAI(seat):
		return words.Role(seat) + " (" + s.t.Rec.Seats[seat].Level + ")"
	case s.t.Humans() == 1:
		return words.Role(seat) + " (you)"
	case seat < len(s.t.Rec.Seats) && s.t.Rec.Seats[seat].Name != "":
		return s.t.Rec.Seats[seat].Name + ", " + words.Role(seat)
	}
	return words.Role(seat)
}

// showing is what the message line says while a computer's turn goes on
// and no notice stands: what it is doing now, step by step (play-test:
// six to ten seconds of "thinking…" and "playing…").
func (s *Scene) showing() string {
	g := s.game()
	if s.computerPlaying() {
		who := s.name(s.t.LastMoveSeat)
		if s.summon != nil {
			return fmt.Sprintf("%s summons the Great Dragon %s…", who, words.Capital(s.summon.power.Name()))
		}
		if len(s.anims) > 0 {
			switch s.anims[0].ev.(type) {
			case hg.Placed:
				if s.anims[0].power {
					return who + " uses its power: extra, and places a tile…"
				}
				return who + " places a tile…"
			case hg.Rotated, hg.Flipped, hg.Slid, hg.StoneCarried, hg.Swapped, hg.StoneDropped:
				if s.anims[0].power {
					return fmt.Sprintf("%s uses its power: %s…", who, s.anims[0].powerName)
				}
			}
		}
		return who + " is playing…"
	}
	if s.t.HumanToMove() && !s.ready() && !s.t.Over() && s.stones == nil {
		// The person's own move is still shown: the line says what it
		// shows, and asks for the next step only with its controls there
		// (play-test: "Extra dragon: tap a free space…, then Place" stood
		// for two seconds over no Place button).
		if s.summon != nil {
			return fmt.Sprintf("The Great Dragon %s rises…", words.Capital(s.summon.power.Name()))
		}
		if len(s.anims) > 0 {
			if w := words.Landing(s.anims[0].ev); w != "" {
				return w
			}
		}
		return "One moment…"
	}
	if seat := g.ToMove(); !s.t.Over() && s.t.IsAI(seat) && s.t.Humans() > 0 {
		switch {
		case len(g.Offer()) > 0:
			return s.name(seat) + " chooses a Great Dragon to summon…"
		case g.Pending() != hg.NoPower:
			return fmt.Sprintf("%s uses its power: %s…", s.name(seat), g.Pending().Name())
		}
	}
	return ""
}

// updateHuman turns taps, drags and keys into the step being built.
func (s *Scene) updateHuman(c *ui.Context) {
	g := s.game()
	l := s.panel.controls
	p := c.Pointer
	ph := phaseOf(s.game())
	if ph == choosing {
		for i, pw := range g.Offer() {
			if i < len(l.offers) && c.Button("summon-"+pw.Name(), l.offers[i], "Summon "+pw.Name(), true) {
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
		if c.Button("place", l.place, "Place", s.draft.ghost >= 0) || c.Key(ebiten.KeyEnter) && s.draft.ghost >= 0 {
			s.confirm(c)
			return
		}
		c.Targets = append(c.Targets, ui.Target{ID: "supply", Label: "Tile " + s.draft.tile.String(), X: l.supply.X, Y: l.supply.Y, W: l.supply.W, H: l.supply.H, Enabled: true})
	}
	if s.draft.sel >= 0 && c.Button("cancel", l.cancel, "Cancel", true) {
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
		s.draft.dragging = true
	}
	if s.draft.dragging && p.Released {
		s.draft.dragging = false
		if cell := s.geo.at(p.X, p.Y); cell >= 0 {
			s.dropAt(c, cell)
		}
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
	reason := "That space cannot be chosen now."
	var illegal *rules.IllegalMove
	switch {
	case errors.As(err, &illegal):
		reason = illegal.Reason
	case err != nil:
		reason = err.Error()
	case phaseOf(s.game()) == powering && s.game().Pending() == hg.PowerSlide && s.draft.sel < 0:
		reason = "That tile has no empty space beside it to slide to."
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
