package hong

import (
	"quartet/audio"
	"quartet/rules"
	hg "quartet/rules/hong"
	"quartet/scenes/hong/words"
	"quartet/scenes/ui"
)

// step is one event of a move shown on the board, one after another: a
// tile dropping in, turning, sliding; a stone set or carried; Hongs
// lighting up; a Great Dragon rising.
type step struct {
	ev    rules.Event
	age   int
	dur   int
	begun bool
	// words, on the first step of a computer move, is what the message
	// line says about the move once that step has played.
	words string
	// power is a step of a computer's move made for a dragon's power
	// (powerName), which the line names while it plays.
	power     bool
	powerName string
}

// litHong is a Hong glowing after it formed (or, broken, fading in red).
type litHong struct {
	h      hg.Hong
	age    int
	life   int
	broken bool
}

// Durations in ticks at the normal animation speed.
const (
	dropTicks   = 20
	turnTicks   = 16
	moveTicks   = 22
	lightTicks  = 26
	glowTicks   = 150
	summonTicks = 130
	skipTicks   = 40
	// A computer's summon is watched, not waited on for a tap: its dragon
	// rises, shows its name and goes in just over a second, and the Hong
	// that called it goes on glowing under the dragon rather than holding
	// it back (play-test: an easy computer's turn with a dragon took six
	// to ten seconds in a browser; 221 ticks at 60 a second natively). A
	// Hong that ends a computer's move glows on into the person's turn.
	computerSummonTicks = 56
	computerCallTicks   = 12
)

// animate queues a move's events. said, for a computer move, is what the
// message line says of it when its first step has played; pending is the
// power the move was made for, if any.
func (s *Scene) animate(c *ui.Context, events []rules.Event, said string, pending hg.Power) {
	first := len(s.anims)
	computer := s.t.IsAI(s.t.LastMoveSeat)
	for i, e := range events {
		d := 0
		switch e.(type) {
		case hg.Placed, hg.StoneDropped:
			d = dropTicks
		case hg.Rotated, hg.Flipped:
			d = turnTicks
		case hg.Slid, hg.StoneCarried, hg.Swapped:
			d = moveTicks
		case hg.HongsFormed, hg.HongsBroken:
			d = lightTicks
			if computer && i+1 < len(events) {
				if _, ok := events[i+1].(hg.Summoned); ok {
					d = computerCallTicks
				}
			}
			if computer && i+1 == len(events) {
				// The last step of a computer's move: the Hong goes on
				// glowing (litHong) while the person's turn begins.
				d = computerCallTicks
			}
		case hg.Summoned:
			d = 1 // the summoning itself holds the table while it plays
		case hg.PowerSkipped:
			d = skipTicks
		default:
			continue
		}
		st := step{ev: e, dur: c.AnimTicks(d)}
		if computer && pending != hg.NoPower && len(s.anims) == first {
			st.power, st.powerName = true, words.Power(pending)
		}
		s.anims = append(s.anims, st)
		// A tile that lands later is not on the board yet.
		switch ev := e.(type) {
		case hg.Placed:
			s.hidden[ev.Cell] = true
		case hg.StoneDropped:
			s.hidden[ev.Cell] = true
		}
	}
	switch {
	case said == "":
	case len(s.anims) > first:
		s.anims[first].words = said
	default:
		s.ch.Msg.Notice(said)
	}
}

// step advances the board's animations by one tick.
func (s *Scene) step(c *ui.Context) {
	for i := range s.lit {
		s.lit[i].age++
	}
	out := s.lit[:0]
	for _, l := range s.lit {
		if l.age < l.life {
			out = append(out, l)
		}
	}
	s.lit = out
	s.tapTaken = false
	if s.summon != nil {
		s.summon.age++
		switch {
		case s.summon.age >= s.summon.dur:
			s.endSummon(c)
		case s.computerPlaying():
			// The computer's dragon is watched: a tap is kept for the
			// person's turn (queueTap), not spent hurrying it.
		case c.Pointer.Tap && s.summon.landed():
			// The tap is the power's first (play-test: it was refused
			// with "wait a moment" while the dragon still showed): the
			// dragon makes way and the tap goes on to the board.
			s.endSummon(c)
		case c.Pointer.Tap:
			// A tap while the dragon rises hurries it to its landing.
			s.summon.age = s.summon.landAt() - 1
			s.tapTaken = true
		}
		return
	}
	if len(s.anims) == 0 {
		return
	}
	a := &s.anims[0]
	if !a.begun {
		a.begun = true
		s.begin(c, a.ev)
	}
	a.age++
	if a.age < a.dur {
		return
	}
	s.finish(c, a.ev)
	if a.words != "" {
		// The computer's move is told as its tile lands, in the tick the
		// Hongs it formed light up and the count changes: the line never
		// runs ahead of the board (play-test: the count lagged the words
		// by seconds on a slow phone).
		s.ch.Msg.Notice(a.words)
		s.told = a.words
		if s.t.IsAI(s.t.LastMoveSeat) {
			s.standing = s.goOn(a.words)
		}
	}
	s.anims = s.anims[1:]
	if len(s.anims) > 0 && s.summon == nil {
		// The next step starts in the same tick, so that what follows a
		// landing (the Hong lighting up) shows with it.
		s.anims[0].begun = true
		s.begin(c, s.anims[0].ev)
	}
	s.settled()
}

// endSummon ends a Great Dragon's entrance, and with it the step that
// called it, so that the table is settled in the same tick.
func (s *Scene) endSummon(c *ui.Context) {
	s.summon = nil
	if len(s.anims) > 0 && s.anims[0].begun {
		if _, ok := s.anims[0].ev.(hg.Summoned); ok {
			s.anims = s.anims[1:]
			if len(s.anims) > 0 {
				s.anims[0].begun = true
				s.begin(c, s.anims[0].ev)
			}
		}
	}
	s.settled()
}

// settled gives the board back to the game once everything is shown.
func (s *Scene) settled() {
	if len(s.anims) == 0 && s.summon == nil && s.stones == nil {
		s.sync()
		s.refresh()
	}
}

// begin starts an event's animation: its sound, and what leaves the board.
func (s *Scene) begin(c *ui.Context, e rules.Event) {
	switch ev := e.(type) {
	case hg.Rotated:
		s.hidden[ev.Cell] = true
		c.Sound.Play(audio.TileRotated)
	case hg.Flipped:
		s.hidden[ev.Cell] = true
		c.Sound.Play(audio.TileRotated)
	case hg.Slid:
		s.view[ev.From] = hg.Empty
		c.Sound.Play(audio.TileRotated)
	case hg.StoneCarried:
		s.view[ev.From] = hg.Empty
		c.Sound.Play(audio.StoneMoved)
	case hg.Swapped:
		s.hidden[ev.TileCell], s.hidden[ev.StoneCell] = true, true
		c.Sound.Play(audio.StoneMoved)
	case hg.HongsFormed:
		s.count = ev.Count
		c.Sound.Play(audio.HongFormed)
		for _, h := range ev.Hongs {
			s.lit = append(s.lit, litHong{h: h, life: c.AnimTicks(glowTicks)})
			for _, cell := range h.Cells() {
				x, y := s.geo.centre(cell)
				s.particles.Burst(x, y, 6, glowGold, 2.5)
			}
		}
	case hg.HongsBroken:
		s.count = ev.Count
		for _, h := range ev.Hongs {
			s.lit = append(s.lit, litHong{h: h, life: c.AnimTicks(lightTicks * 2), broken: true})
		}
	case hg.Summoned:
		s.lairShown[ev.Size] = true
		dur := summonTicks
		if s.computerPlaying() {
			dur = computerSummonTicks
			// The line goes on from what the move did to the dragon it
			// called: "… (1 on the board). It summons the Great Dragon
			// Slide."
			line := words.Summons(ev.Seat, ev.Power, s.told)
			s.ch.Msg.Notice(line)
			if s.told != "" {
				s.standing = line // it goes on from what the move did
			} else {
				s.standing = s.goOn(line)
			}
			s.told = ""
		}
		s.summon = &summoning{power: ev.Power, size: ev.Size, dur: c.AnimTicks(dur)}
		c.Sound.Play(audio.DragonRoar)
	case hg.PowerSkipped:
		line := words.Line(ev) + "."
		s.ch.Msg.Notice(line)
		if s.t.IsAI(s.t.LastMoveSeat) {
			s.standing = s.goOn(line)
		}
	}
}

// finish lands what an event moved.
func (s *Scene) finish(c *ui.Context, e rules.Event) {
	land := func(cell int, what hg.Content) {
		s.view[cell] = what
		s.hidden[cell] = false
	}
	switch ev := e.(type) {
	case hg.Placed:
		land(ev.Cell, ev.Tile)
		// No dust: pale specks on the ivory tiles lingered as dirt after
		// the tile was down (play-test); the landing bounce and its sound
		// say it. A Hong still throws its gold sparks.
		c.Sound.Play(audio.TilePlaced)
	case hg.StoneDropped:
		land(ev.Cell, hg.Stone)
		c.Sound.Play(audio.StonePlaced)
	case hg.Rotated:
		land(ev.Cell, ev.To)
	case hg.Flipped:
		land(ev.Cell, hg.Stone)
		c.Sound.Play(audio.StonePlaced)
	case hg.Slid:
		land(ev.To, ev.Tile)
		c.Sound.Play(audio.TilePlaced)
	case hg.StoneCarried:
		land(ev.To, hg.Stone)
		c.Sound.Play(audio.StonePlaced)
	case hg.Swapped:
		land(ev.StoneCell, ev.To)
		land(ev.TileCell, hg.Stone)
		c.Sound.Play(audio.StonePlaced)
	}
}
