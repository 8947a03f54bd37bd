package kiezkoenig

import (
	"math"
	"quartet/lang"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Lengths of the beats in ticks at normal speed, for the person's own
// moves. A computer player's move plays at half of them (ticks): its turn
// of a throw, a walk, a fee and a purchase lasts under a second, so that a
// round of four never drags, and a start throw a quarter of a second.
const (
	rollTicks   = 20 // a die in the air
	holdTicks   = 10 // the face read after it lands
	hopTicks    = 5  // one space of a token's walk
	jumpTicks   = 24 // a free move
	moneyTicks  = 6
	stakeTicks  = 18
	cardTicks   = 8
	noticeTicks = 20
	fightOpen   = 30
	duelDie     = 18
	duelResult  = 30
	fightEnd    = 66

	// A person's own duel is paced to be followed: each die is seen to
	// land, each duel's score read, and the fight's outcome stays until a
	// tap (or a few seconds), so the stakes changing hands are seen. Its
	// three duels ran by in some six seconds before.
	ownDuelDie    = 30
	ownDuelResult = 80
	ownFightEnd   = 240
)

// startReadTicks is how long who goes first, or a tie for it, is read
// (not halved for a computer player) before a computer player's first
// throw; the throws stay on the table until then.
const startReadTicks = 45

// enqueue queues a move's events for showing.
func (s *Scene) enqueue(events []rules.Event) {
	s.beats.Add(s.t.LastMoveSeat, events)
	s.beats.events = append(s.beats.events, events...)
	s.line.seat = s.t.LastMoveSeat
	s.line.text = ""
	s.line.yourMoney = ""
	if s.line.seat >= 0 && s.t.IsPerson(s.line.seat) {
		s.line.yourMoney = s.words.YourMoney(s.game(), s.line.seat, events)
	}
	s.beats.dirty = true
	s.recap.noteMove(s.t, events)
	s.recap.noteWords(s.words, events)
}

// stepAnims advances the beats and what they set moving.
func (s *Scene) stepAnims(c *ui.Context) {
	s.particles.Update()
	s.floaters = stepFloaters(s.floaters)
	if s.die.age < 1000 {
		s.die.age++
	}
	for i := range s.start.dice {
		if s.start.dice[i].age < 1000 {
			s.start.dice[i].age++
		}
	}
	if s.duel != nil {
		s.duel.tick++
		for i := range s.duel.dice {
			s.duel.dice[i].age++
		}
	}
	s.beats.Update(c, show{s})
	if !s.beats.Busy() && s.beats.dirty {
		s.beats.dirty = false
		s.logShown = len(s.t.Log)
		s.hop = hop{}
		s.v = viewOf(s.game())
		if _, ok := s.game().Fight(); !ok && s.duel != nil && s.duel.won < 0 {
			s.duel = nil
		}
		s.syncDuel()
		s.refresh()
		if s.line.yourMoney != "" && !s.line.yourDecision(s.t) {
			// The turn passes on: the line holds what the person's money
			// did while the next player's beats begin (yourDecision puts
			// it before the prompt otherwise).
			s.ch.Msg.Notice(s.line.yourMoney)
			s.line.yourMoney = ""
		}
	}
}

// yourDecision reports that the person whose move was just shown decides
// again now at t.
func (l *lineState) yourDecision(t *play.Table) bool {
	return t.HumanToMove() && t.Game.ToMove() == l.seat && !t.Over()
}

// updateThrow takes the person's throw of their duel die.
func (s *Scene) updateThrow(c *ui.Context) {
	if !s.duelPanel.throwWait || s.duelPanel.throwGo || s.duel == nil {
		return
	}
	s.layoutChoices()
	side := s.duelPanel.throwSide()
	tapped := c.Target("duel-die", s.duel.sides[side], lang.T("Your die"), true) || c.Key(ebiten.KeySpace) || c.Key(ebiten.KeyR)
	for i := range s.dec.choices {
		if ch := &s.dec.choices[i]; c.Button(ch.id, ch.rect, ch.label, true) {
			tapped = true
		}
	}
	if tapped {
		c.Sound.Play(audio.Tap)
		s.duelPanel.throwGo = true
	}
}

// say says what a beat did in the message line while it plays.
func (l *lineState) say(text string) { l.text = text }

// hop is a token on its way: space by space along the street, or in one
// arc for a free move.
type hop struct {
	seat     int
	path     []int
	age, dur int
	active   bool
}

// walk lists the spaces a move passes, its start and end included.
func walk(ev kk.Moved) []int {
	n := kk.TrackLen()
	if ev.Steps <= 0 {
		return []int{ev.From, ev.To}
	}
	path := []int{ev.From}
	sp := ev.From
	for range ev.Steps {
		if sp < 0 {
			sp = 0
		} else {
			sp = (sp + 1) % n
		}
		path = append(path, sp)
	}
	return path
}

// point is where the hopping token is now, on the ring r.
func (h *hop) point(r ring) (x, y float64) {
	if len(h.path) < 2 || h.dur <= 0 {
		return r.tokenPoint(h.path[len(h.path)-1], h.seat)
	}
	t := sprites.Clamp01(float64(h.age) / float64(h.dur))
	legs := float64(len(h.path) - 1)
	leg := min(int(t*legs), len(h.path)-2)
	u := t*legs - float64(leg)
	x0, y0 := r.tokenPoint(h.path[leg], h.seat)
	x1, y1 := r.tokenPoint(h.path[leg+1], h.seat)
	height := r.cell[0].H * 0.35
	if len(h.path) == 2 {
		height = math.Hypot(x1-x0, y1-y0) * 0.3
		u = sprites.EaseInOutCubic(u)
	}
	return sprites.Lerp(x0, x1, u), sprites.Lerp(y0, y1, u) - height*math.Sin(math.Pi*u)
}

// dieAnim is a die being thrown: it flies in from the thrower's side,
// tumbles, and lands on the face the rules threw.
type dieAnim struct {
	seat, face int
	age, roll  int
	thrown     bool
	landed     bool // a start die: its landing was heard
	duel       int  // a duel's die: the duel it was thrown in
}

// tumbleFace is the face shown while the die is in the air: it changes
// every few ticks, in a fixed order so that frames are reproducible.
func tumbleFace(age, seed int) int { return (age/3*5+seed*3)%6 + 1 }

// dieRest is where the centre die comes to rest.
func (r ring) dieRest() (x, y float64) {
	c := r.centre
	return c.X + c.W/2, c.Y + min(c.H*0.3, 70)
}

// state is the centre die's position, size, angle and face now, on the
// street r with the seat cards at seats.
func (d *dieAnim) state(r ring, seats []sprites.Rect) (x, y, size, angle float64, face int) {
	rx, ry := r.dieRest()
	return d.at(rx, ry, max(34, min(72, r.centre.W*0.14, r.centre.H*0.22)), r.centre, seats)
}

// at is the position, size, angle and face now of a die that comes to
// rest at rx, ry with the given size.
func (d *dieAnim) at(rx, ry, size float64, centre sprites.Rect, seats []sprites.Rect) (x, y, sz, angle float64, face int) {
	if d.age >= d.roll {
		back := float64(d.age - d.roll)
		bounce := math.Max(0, 1-back/10) * math.Sin(back*0.9) * size * 0.08
		return rx, ry - math.Abs(bounce), size, 0, d.face
	}
	t := float64(d.age) / float64(max(1, d.roll))
	// From the thrower's seat card towards the middle, bouncing twice.
	sx, sy := rx-centre.W*0.45, ry+centre.H*0.4
	if r := seats[d.seat%len(seats)]; r.W > 0 {
		sx, sy = r.Centre()
	}
	e := sprites.EaseOutCubic(t)
	x = sprites.Lerp(sx, rx, e)
	y = sprites.Lerp(sy, ry, e) - math.Abs(math.Sin(t*math.Pi*2.5))*size*0.9*(1-t)
	angle = (1 - e) * 9
	return x, y, size * (1 + 0.25*(1-t)), angle, tumbleFace(d.age, d.seat)
}

// floater is a figure or a card crossing the table: money that changes
// hands, or a stake going to its new owner.
type floater struct {
	text           string
	stake          int
	x0, y0, x1, y1 float64
	age, dur       int
	card           bool
}

func stepFloaters(floaters []floater) []floater {
	out := floaters[:0]
	for _, f := range floaters {
		f.age++
		if f.age < f.dur {
			out = append(out, f)
		}
	}
	return out
}

// placePoint is where money or a stake at p is on the screen.
func (s *Scene) placePoint(p kk.Place, stake int) (x, y float64) {
	switch p.Kind {
	case kk.AtPlayer:
		if p.Index < len(s.ch.Lay.Seats) {
			return s.ch.Lay.Seats[p.Index].Centre()
		}
	case kk.AtCashMarker:
		r := s.ring.spaceRect(p.Index)
		if c := s.drawn.chipAt[p.Index]; c != [2]float64{} {
			return r.X + c[0], r.Y + c[1]
		}
		return r.Centre()
	case kk.AtDisplay:
		if stake >= 0 {
			return s.ring.spaceRect(kk.BusinessAt(kk.Stake(stake).Business).Space).Centre()
		}
	}
	return s.ring.centre.Centre()
}

// startThrowsTogether plays at once the start throws of the computer
// players that come in a row, up to a tie, so that their dice are thrown
// together: one throw's beats for four computers rather than four. The
// only decision at a start throw is to throw, and the faces are the rules'
// to decide, so nothing is lost by not asking each computer player.
func startThrowsTogether(t *play.Table, held bool) []rules.Event {
	g := t.Game.(*kk.Game)
	if held || g.Waiting() != kk.PhaseOrder {
		return nil
	}
	var events []rules.Event
	for g.Waiting() == kk.PhaseOrder && t.IsAI(g.ToMove()) {
		ev, err := t.SubmitAs(g.ToMove(), kk.Move{Kind: kk.Roll})
		if err != nil {
			break
		}
		events = append(events, ev...)
		if tied(ev) {
			// The tied seats throw again in a row of their own, after the
			// tie is said.
			break
		}
	}
	return events
}

func tied(events []rules.Event) bool {
	for _, e := range events {
		if _, ok := e.(kk.OrderTied); ok {
			return true
		}
	}
	return false
}

// startDieRest is where the i-th start die of the row rests, and its size:
// the row is centred where the die rests, each die smaller when many
// share the width.
func (st *startRow) dieRest(i int, r ring) (x, y, size float64) {
	n := max(1, st.slots, len(st.dice))
	rx, ry := r.dieRest()
	size = max(34, min(72, r.centre.W*0.14, r.centre.H*0.22))
	size = min(size, r.centre.W*0.9/(float64(n)*1.3))
	return rx + (float64(i)-float64(n-1)/2)*size*1.3, ry, size
}
