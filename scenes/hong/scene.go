// Package hong is the table for Hong: the castle, garden or inner board
// drawn as printed, dragon tiles laid by touch (tap a space to show the
// tile, tap it again to turn it, confirm to place), Hongs that light up as
// they form, and the Lair of the seven Great Dragons with a flow on the
// board for each power.
package hong

import (
	"quartet/audio"
	"quartet/lang"
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
	placed [3]float64 // the screen the layout was made for
	panel  panel

	// What the board shows: it trails the game while moves animate.
	view      [hg.Cells]hg.Content
	count     int     // the Hong count shown
	lairShown [8]bool // lair spaces shown as summoned
	hidden    [hg.Cells]bool
	anims     []step
	lit       []litHong
	particles sprites.Particles
	summon    *summoning
	// caption is where the rising dragon's power is written, for tests.
	caption sprites.Rect
	// tapTaken is a tap the summoning dragon used this tick.
	tapTaken bool

	// The person at the table. stones is the players placing the stones
	// by hand before the first move (nil otherwise); draft is the move
	// being built.
	stones *stoneSetup
	draft  draft
	look   look
	shake  shake
	// queued are the spaces tapped while the computer moved, in order:
	// they are the person's first taps once the turn is theirs.
	queued []int

	// told is what the line last said of a computer's move, which its
	// summon goes on from.
	told string
	// standing is what the computer's last move did, kept on the line
	// until the person acts (play-test: a reply told for three seconds was
	// missed, and the line showed only the general hint).
	standing string
	// replayed holds the record's events, for the log's words.
	replayed replayed

	end ending
	// traced are the Hongs marked on the board when it was last painted,
	// and open the spaces marked as completing one, with the tile.
	traced []hg.Hong
	open   [hg.Cells]string
	// hongs are the placements that would complete a Hong, for tests.
	hongs      hongPlacements
	tableLayer sprites.Layer
	// scenery holds the still picture: felt, board, pieces at rest, panels.
	scenery sprites.Scenery
}

// New builds the scene for a table of Hong.
func New(t *play.Table, c *ui.Context) ui.Scene {
	s := &Scene{t: t, draft: newDraft(), look: newLook(), shake: shake{cell: -1}}
	s.ch = table.New(t, c, audio.HongTheme)
	s.end = ending{t: t, ch: s.ch}
	s.ch.Summarize = s.summarize
	s.ch.LogText = s.logText
	s.ch.Names.Own = s.name
	s.ch.Showing = s.showing
	s.ch.Tips = func(since int) []table.Tip { return tips(t, since, s.name) }
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
func (s *Scene) spec(c *ui.Context) table.Spec { return specFor(c, s.game().Expansion()) }

func specFor(c *ui.Context, expansion bool) table.Spec {
	h, most := 150.0, 200.0
	if expansion {
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
	pending := s.game().Pending()
	if ev := s.ch.Turn(c, s.busy(), false); ev != nil {
		s.showMove(c, ev, pending)
	} else if s.ch.DecideAgain() {
		s.refresh()
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
		s.ch.Msg.Keep(s.takenBack(before, log))
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
		said := words.Cell(cell, g.Cell(cell), hongsOf(g.Hongs(), cell))
		if tiles := s.open[cell]; tiles != "" && g.Cell(cell) == hg.Empty {
			said += " " + completes(tiles)
		}
		s.ch.Msg.Notice(said)
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
		s.ch.Prompt(lang.Tf("%s is playing…", s.name(s.t.LastMoveSeat)))
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
		who = lang.Tf("%s: ", words.Role(g.ToMove()))
	}
	s.ch.Prompt(s.draft.prompt(g, who))
}
