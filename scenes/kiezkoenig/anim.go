package kiezkoenig

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/kiezkoenig/narration"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// beat is one event of a move being shown: the events of a move play one
// after the other, each for its own time, so that a throw, the walk, the
// fee and a whole fight read as a story rather than a jump.
type beat struct {
	ev     rules.Event
	dur    int
	age    int
	begun  bool
	landed bool // the die of this beat has come to rest
}

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

// ticks is how long a beat lasts at the speed setting; skipping ahead
// through the computer players' turns makes every beat instant, but for
// those of a duel a person fights: a computer player who attacks the
// person while Skip ahead runs still shows the duel and its result.
// A computer player's move plays at half these lengths: the person
// watches four of them a round, and the die's face stays on the table
// after it lands, so it can be read while the token walks on.
func (s *Scene) ticks(c *ui.Context, base int) int {
	if s.skip && !s.personsDuel() {
		return 0
	}
	if s.t.IsAI(s.line.seat) && !s.personsDuel() {
		return c.AnimTicks((base + 1) / 2)
	}
	return c.AnimTicks(base)
}

// duelBeat is a duel's beat length: longer in a duel the person fights.
func (s *Scene) duelBeat(base, own int) int {
	if s.personsDuel() {
		return own
	}
	return base
}

// enqueue queues a move's events for showing.
func (s *Scene) enqueue(events []rules.Event) {
	for _, e := range events {
		s.queue = append(s.queue, beat{ev: e})
	}
	s.line.seat = s.t.LastMoveSeat
	s.line.text = ""
	s.line.yourMoney = ""
	if s.line.seat >= 0 && !s.t.IsAI(s.line.seat) {
		s.line.yourMoney = s.words.YourMoney(s.game(), s.line.seat, events)
	}
	s.dirty = true
	s.noteForRecap(events)
}

// busy reports events still being shown: the next move waits for them.
func (s *Scene) busy() bool { return len(s.queue) > 0 }

// stepAnims advances the beats. Beats of no length pass in the same tick.
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
	for len(s.queue) > 0 {
		b := &s.queue[0]
		if !b.begun && s.throwIsThePersons(b) {
			// The rules threw this die already; the table waits for the
			// person to throw it, so the duel is theirs and read at their
			// pace (play-test: three duels went by in two seconds, the
			// first unseen).
			if !s.duelPanel.throwWait {
				s.askThrow()
			}
			break
		}
		if !b.begun {
			b.begun = true
			b.dur = s.begin(c, b)
		}
		if b.age >= b.dur {
			s.finish(c, b)
			s.v.apply(b.ev)
			s.queue = s.queue[1:]
			continue
		}
		b.age++
		s.during(c, b)
		break
	}
	if len(s.queue) == 0 && s.dirty {
		s.dirty = false
		s.logShown = len(s.t.Log)
		s.hop = hop{}
		s.v = viewOf(s.game())
		if _, ok := s.game().Fight(); !ok && s.duel != nil && s.duel.won < 0 {
			s.duel = nil
		}
		s.syncDuel()
		s.refresh()
		if s.line.yourMoney != "" && !s.yourDecision() {
			// The turn passes on: the line holds what the person's money
			// did while the next player's beats begin (yourDecision puts
			// it before the prompt otherwise).
			s.ch.Msg.Notice(s.line.yourMoney)
			s.line.yourMoney = ""
		}
	}
}

// yourDecision reports that the person whose move was just shown decides
// again now.
func (s *Scene) yourDecision() bool {
	return s.t.HumanToMove() && s.game().ToMove() == s.line.seat && !s.t.Over()
}

// begin starts a beat and returns its length.
func (s *Scene) begin(c *ui.Context, b *beat) int {
	s.line.text = s.ch.Names.Words(b.ev.String()) + "."
	switch ev := b.ev.(type) {
	case kk.OrderRolled:
		return s.startThrow(c, ev)
	case kk.Rolled:
		s.throw(c, ev.Seat, ev.Die)
		s.throwing(b, ev.Die, s.die.roll)
		return s.ticks(c, rollTicks+holdTicks)
	case kk.OrderTied:
		s.line.say("Tie for the start: " + s.words.SeatList(ev.Seats) + " throw again.")
		s.start.newRound, s.start.slots = true, len(ev.Seats)
		return s.readTicks(c, startReadTicks)
	case kk.StartPlayer:
		s.line.say(s.words.SubjectVerb(ev.Seat, "go", "goes") + " first.")
		s.start.winner = ev.Seat
		if !s.t.IsAI(ev.Seat) {
			// The person's own first decision follows at once; the
			// throws stay on the table while they make it.
			return s.readTicks(c, noticeTicks)
		}
		return s.readTicks(c, startReadTicks)
	case kk.Moved:
		return s.beginMoved(c, ev)
	case kk.MoneyMoved:
		if ev.Amount > 0 && s.ticks(c, moneyTicks) > 0 {
			s.moneyFloat(ev)
			if c.Tick-s.lastCoin > 6 {
				c.Sound.Play(audio.Coins)
				s.lastCoin = c.Tick
			}
		}
		return s.ticks(c, moneyTicks)
	case kk.StakeMoved:
		if d := s.ticks(c, stakeTicks); d > 0 {
			s.stakeFly(ev, d)
		}
		c.Sound.Play(audio.Card)
		return s.ticks(c, stakeTicks)
	case kk.CardTaken, kk.CardsReturned:
		c.Sound.Play(audio.Card)
		return s.ticks(c, cardTicks)
	case kk.NoCharge:
		s.line.say(s.words.NoCharge(ev.Seat, ev.Space))
		return s.ticks(c, noticeTicks)
	case kk.BecameTourist:
		if !s.t.IsAI(ev.Seat) {
			s.line.tell(&s.ch.Msg, s.words.Tourist(ev.Seat))
		}
		return s.ticks(c, noticeTicks)
	case kk.PlayerOut:
		return s.beginOut(c, ev)
	case kk.SaleOffered, kk.SaleDeclined, kk.NoBuyer, kk.ThreeCorruption, kk.NothingToCashIn:
		s.line.say(s.ch.Names.Words(b.ev.String()) + ".")
		return s.ticks(c, noticeTicks)
	case kk.FightBegan, kk.CardsPlayed, kk.SupportDeclined, kk.DuelRolled, kk.DuelDecided, kk.DuelCardsReturned, kk.FightWon:
		return s.beginDuelBeat(c, b)
	}
	return 0
}

// beginMoved starts a token's move: a hop space by space, or a jump.
func (s *Scene) beginMoved(c *ui.Context, ev kk.Moved) int {
	if ev.By == kk.ToFight {
		// Three Corruption cards take the token to the fight: said, and
		// said again when the fight ends, since the duel hides the jump.
		s.fightTo = ev.To
		s.line.text = s.words.SubjectVerb(ev.Seat, "take", "takes") + " three Corruption cards to the fight at the " + narration.ShortSpace(ev.To) + ": the token goes there."
	}
	path := walk(ev)
	dur := s.ticks(c, jumpTicks)
	if len(path) > 1 {
		dur = s.ticks(c, hopTicks) * (len(path) - 1)
	}
	if ev.By == kk.ToAuthority {
		s.line.text = s.words.SentOn(ev, s.t.LastEvents)
		if !s.t.IsAI(ev.Seat) && !s.skip {
			// The person's own token, sent on by the rules (often in
			// a computer's move, which plays at half pace): it walks
			// at the person's pace, and the line keeps saying why
			// over the authority's beats that follow.
			dur = c.AnimTicks(hopTicks) * max(1, len(path)-1)
			s.line.tell(&s.ch.Msg, s.line.text)
		}
	}
	s.hop = hop{seat: ev.Seat, path: path, dur: dur, active: dur > 0}
	return dur
}

// beginOut says a player went out of the game.
func (s *Scene) beginOut(c *ui.Context, ev kk.PlayerOut) int {
	out := s.words.SubjectVerb(ev.Seat, "are", "is") + " out of the game: " + ev.Why + "."
	if !s.t.IsAI(ev.Seat) {
		s.line.tell(&s.ch.Msg, out)
		return s.ticks(c, noticeTicks)
	}
	// Held on the line over the beats that follow, skipped ahead or
	// not, and again at the person's next decision: said in a
	// computer's half-length beat, or only at the end of a long
	// recap, a player going out was missed.
	s.line.say(out)
	s.ch.Msg.Notice(out)
	s.line.wentOut = out
	return s.ticks(c, noticeTicks)
}

// beginDuelBeat starts a beat of a fight: the duel panel follows the
// events, so a fight the rules settle in one move is shown duel by duel.
func (s *Scene) beginDuelBeat(c *ui.Context, b *beat) int {
	switch ev := b.ev.(type) {
	case kk.FightBegan:
		s.duel = newDuel(ev)
		if s.fightTo >= 0 && kk.BusinessAt(ev.Target).Space == s.fightTo {
			s.duel.movedTo = s.fightTo
		}
		s.fightTo = -1
		c.Sound.Play(audio.Card)
		return s.ticks(c, fightOpen)
	case kk.CardsPlayed:
		if s.duel != nil {
			s.duel.cards[ev.Side] += ev.N
			if ev.N > 0 {
				s.duel.said = s.words.CardsPlayed(ev, s.duel.attacker, s.duel.defender)
				s.line.say(s.duel.said)
			}
		}
		if ev.N > 0 {
			c.Sound.Play(audio.Card)
			return s.ticks(c, cardTicks+4)
		}
		return s.ticks(c, 4)
	case kk.SupportDeclined:
		return s.ticks(c, 4)
	case kk.DuelRolled:
		if s.duelPanel.throwWait {
			s.duelPanel.throwWait, s.duelPanel.throwGo = false, false
			s.dec.choices = nil
		}
		dur := s.ticks(c, s.duelBeat(duelDie, ownDuelDie))
		// The die lands two thirds into the beat, and its face is read for
		// the rest: it landed as the beat ended, and the next die was
		// thrown at once.
		roll := dur * 2 / 3
		if s.duel != nil {
			s.duel.rolled(ev, roll)
		}
		s.throwing(b, ev.Die, roll)
		c.Sound.Play(audio.DiceShake)
		return dur
	case kk.DuelDecided:
		if s.duel != nil {
			s.duel.decided(ev, s.words.DuelResult(ev, s.duel.attacker, s.duel.defender))
			if ev.Winner >= 0 {
				s.line.say(s.words.DuelDecided(ev, s.duel.attacker, s.duel.defender))
			} else {
				s.line.say(s.duel.last)
			}
		}
		c.Sound.Play(audio.Tick)
		return s.ticks(c, s.duelBeat(duelResult, ownDuelResult))
	case kk.DuelCardsReturned:
		if s.duel != nil {
			s.duel.cards = [2]int{}
		}
		return 0
	case kk.FightWon:
		if s.duel != nil {
			s.duel.won = ev.Side
			s.duel.endAge = 0
		}
		end := s.ticks(c, s.duelBeat(fightEnd, ownFightEnd))
		if end > 0 {
			s.sting(c, ev)
		}
		return end
	}
	return 0
}

// throwIsThePersons reports a beat that is a person's duel die not yet
// thrown by their tap. A computer's die, and every die while nobody but
// computers fight, is thrown at once.
func (s *Scene) throwIsThePersons(b *beat) bool {
	ev, ok := b.ev.(kk.DuelRolled)
	return ok && s.duel != nil && !s.t.IsAI(ev.Seat) && !s.duelPanel.throwGo
}

// askThrow offers the person the throw of their duel die: a button, and a
// tap on their side of the duel (where the die waits) or the Space key.
func (s *Scene) askThrow() {
	s.duelPanel.throwWait = true
	if ev, ok := s.queue[0].ev.(kk.DuelRolled); ok && s.duel.number < ev.Duel {
		// The head names the duel about to be thrown, the first too.
		s.duel.number, s.duel.next = ev.Duel-1, true
	}
	// The line at the foot says it too: what it said of the last beat
	// ("plays no Corruption card") is not what the table waits on.
	s.line.text = s.duelWaiting()
	// A button like the decisions' (updateThrow takes its tap).
	s.dec.choices = []choice{{id: "duel-throw", label: "Throw your die", primary: true}}
	s.layoutChoices()
}

// updateThrow takes the person's throw of their duel die.
func (s *Scene) updateThrow(c *ui.Context) {
	if !s.duelPanel.throwWait || s.duelPanel.throwGo || s.duel == nil {
		return
	}
	s.layoutChoices()
	side := s.throwSide()
	tapped := c.Target("duel-die", s.duel.sides[side], "Your die", true) || c.Key(ebiten.KeySpace) || c.Key(ebiten.KeyR)
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

// throwSide is the side whose die waits for the person's throw.
func (s *Scene) throwSide() int {
	if len(s.queue) > 0 {
		if ev, ok := s.queue[0].ev.(kk.DuelRolled); ok {
			return ev.Side
		}
	}
	return kk.Attacker
}

// during runs each tick of a beat: sounds at the moment a die lands.
func (s *Scene) during(c *ui.Context, b *beat) {
	switch ev := b.ev.(type) {
	case kk.OrderRolled:
		s.landStartDice(c, false)
	case kk.Rolled:
		if !b.landed && s.die.age >= s.die.roll {
			b.landed = true
			s.line.text = s.ch.Names.Words(b.ev.String()) + "."
			c.Sound.Play(audio.DiceRoll)
			x, y := s.ring.dieRest()
			s.particles.Burst(x, y, 8, sprites.Paper, 2)
		}
	case kk.DuelRolled:
		if d := s.duel; !b.landed && (d == nil || d.dice[ev.Side].age >= d.dice[ev.Side].roll) {
			b.landed = true
			s.line.text = s.ch.Names.Words(b.ev.String()) + "."
			c.Sound.Play(audio.DiceRoll)
		}
	case kk.Moved:
		s.hop.age = b.age
		if n := len(s.hop.path); n > 1 && b.dur > 0 {
			per := float64(b.dur) / float64(n-1)
			if b.age > 0 && math.Mod(float64(b.age), per) < 1 {
				c.Sound.Play(audio.Tap)
			}
		}
		_ = ev
	case kk.FightWon:
		if s.duel != nil {
			s.duel.endAge = b.age
			// The person's own fight's outcome waits for a tap to go on,
			// once the banner has risen.
			if s.personsDuel() && b.age > 20 && c.Pointer.Tap {
				b.age = b.dur
			}
		}
	}
}

// throwing says in the line who throws while the die of beat b is in the
// air, without the face the rules threw: the line named it before the die
// had landed on it (play-test). during says the face once it lands.
func (s *Scene) throwing(b *beat, face, roll int) {
	if roll <= 0 {
		return // no die in the air: the face is said at once
	}
	words := s.ch.Names.Words(b.ev.String())
	s.line.text = strings.TrimSuffix(words, fmt.Sprintf(" %d", face)) + "…"
}

// finish ends a beat.
func (s *Scene) finish(c *ui.Context, b *beat) {
	switch ev := b.ev.(type) {
	case kk.Rolled, kk.DuelRolled:
		if !b.landed {
			// Cut short (skipping ahead): the face is said all the same.
			s.line.text = s.ch.Names.Words(b.ev.String()) + "."
		}
	case kk.OrderRolled:
		// Dice thrown while skipping ahead land at once.
		s.landStartDice(c, true)
	case kk.DuelDecided:
		// The dice are read; the header and the line turn to the next duel.
		if s.duel != nil {
			s.duel.next = true
		}
	case kk.Moved:
		s.hop = hop{}
		if b.dur > 0 {
			x, y := s.ring.tokenPoint(ev.To, ev.Seat)
			s.particles.Burst(x, y, 6, s.colour(ev.Seat), 1.6)
		}
	case kk.FightWon:
		if d := s.duel; d != nil && d.movedTo >= 0 && !s.t.IsAI(d.attacker) {
			s.ch.Msg.Notice(fmt.Sprintf("Your token stays at the %s, where your three Corruption cards took the fight.", narration.ShortSpace(d.movedTo)))
		}
		s.duel = nil
	case kk.Ended:
		x, y := s.ring.board.Centre()
		s.particles.Burst(x, y, 60, s.colour(ev.Winner), 6)
		s.particles.Burst(x, y, 30, neonGold, 5)
	}
	if b.dur == 0 {
		// A skipped die still shows its face.
		switch ev := b.ev.(type) {
		case kk.Rolled:
			s.die.age = s.die.roll + 100
			_ = ev
		}
	}
}

// sting is the sound and burst that ends a fight: triumph for a person who
// wins (or for the winner when only computers play), a low cue for a
// person who loses.
func (s *Scene) sting(c *ui.Context, ev kk.FightWon) {
	switch {
	case !s.t.IsAI(ev.Winner) || s.t.Humans() == 0:
		c.Sound.Play(audio.DuelWin)
	case !s.t.IsAI(ev.Loser):
		c.Sound.Play(audio.DuelLoss)
	default:
		c.Sound.Play(audio.DuelWin)
	}
	if s.duel != nil {
		x, y := s.duel.sideCentre(ev.Side)
		s.particles.Burst(x, y, 40, s.colour(ev.Winner), 5)
		s.particles.Burst(x, y, 20, neonGold, 4)
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

// throw starts the centre die for a throw whose face the rules decided.
func (s *Scene) throw(c *ui.Context, seat, face int) {
	s.die = dieAnim{seat: seat, face: face, roll: s.ticks(c, rollTicks), thrown: true}
	s.start.dice = nil
	c.Sound.Play(audio.DiceShake)
}

// tumbleFace is the face shown while the die is in the air: it changes
// every few ticks, in a fixed order so that frames are reproducible.
func tumbleFace(age, seed int) int { return (age/3*5+seed*3)%6 + 1 }

// dieRest is where the centre die comes to rest.
func (r ring) dieRest() (x, y float64) {
	c := r.centre
	return c.X + c.W/2, c.Y + min(c.H*0.3, 70)
}

// dieState is the centre die's position, size, angle and face now.
func (s *Scene) dieState() (x, y, size, angle float64, face int) {
	rx, ry := s.ring.dieRest()
	return s.die.at(rx, ry, max(34, min(72, s.ring.centre.W*0.14, s.ring.centre.H*0.22)), s.ring.centre, s.ch.Lay.Seats[:])
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

func (s *Scene) moneyFloat(ev kk.MoneyMoved) {
	x1, y1 := s.placePoint(ev.To, -1)
	// Money from the box comes from the middle of the street (placePoint):
	// an amount slips under the seat cards (Draw), so that it never hides
	// their labels, and one that rose inside a card would not be seen.
	x0, y0 := s.placePoint(ev.From, -1)
	dur := 40
	s.floaters = append(s.floaters, floater{text: fmt.Sprintf("%d", ev.Amount), x0: x0, y0: y0, x1: x1, y1: y1, dur: dur})
}

func (s *Scene) stakeFly(ev kk.StakeMoved, dur int) {
	x0, y0 := s.placePoint(ev.From, ev.Stake)
	x1, y1 := s.placePoint(ev.To, ev.Stake)
	// The card lands as its beat ends: one still in flight when the next
	// decision comes would seem parked on a seat card.
	s.floaters = append(s.floaters, floater{stake: ev.Stake, x0: x0, y0: y0, x1: x1, y1: y1, dur: max(dur, 1), card: true})
}

// startThrowsTogether plays at once the start throws of the computer
// players that come in a row, up to a tie, so that their dice are thrown
// together: one throw's beats for four computers rather than four. The
// only decision at a start throw is to throw, and the faces are the rules'
// to decide, so nothing is lost by not asking each computer player.
func (s *Scene) startThrowsTogether(held bool) []rules.Event {
	g := s.game()
	if held || g.Waiting() != kk.PhaseOrder {
		return nil
	}
	var events []rules.Event
	for g.Waiting() == kk.PhaseOrder && s.t.IsAI(g.ToMove()) {
		ev, err := s.t.SubmitAs(g.ToMove(), kk.Move{Kind: kk.Roll})
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

// startThrow begins the start throw ev and those queued right after it,
// which were thrown together: their dice fly in at once from their seats
// and land side by side on the faces the rules threw.
func (s *Scene) startThrow(c *ui.Context, ev kk.OrderRolled) int {
	if s.start.newRound || len(s.start.dice) == 0 {
		s.start.dice, s.start.newRound = nil, false
		if s.start.slots == 0 {
			s.start.slots = s.game().Seats()
		}
	}
	group := []kk.OrderRolled{ev}
	for i := 1; i < len(s.queue); i++ {
		next, ok := s.queue[i].ev.(kk.OrderRolled)
		if !ok {
			break
		}
		// Thrown with this one: its beat passes when this one's ends.
		s.queue[i].begun = true
		group = append(group, next)
	}
	roll := s.ticks(c, rollTicks)
	var names []string
	for _, e := range group {
		s.start.dice = append(s.start.dice, dieAnim{seat: e.Seat, face: e.Die, roll: roll, thrown: true})
		names = append(names, s.ch.Names.Name(e.Seat))
	}
	if len(group) == 1 {
		// The face is said once the die lies on it (landStartDice), as a
		// throw on the street is.
		s.start.landing = s.words.SubjectVerb(ev.Seat, "throw", "throws") + fmt.Sprintf(" %d for the start.", ev.Die)
		s.line.text = s.words.SubjectVerb(ev.Seat, "throw", "throws") + " for the start…"
		if roll <= 0 {
			s.line.text, s.start.landing = s.start.landing, ""
		}
	} else {
		s.line.text = narration.AndList(names) + " throw for the start."
	}
	c.Sound.Play(audio.DiceShake)
	return s.ticks(c, rollTicks+holdTicks)
}

// landStartDice lands the start dice that come to rest now: the line at
// the foot of the street gives their faces as they land, not while they
// tumble. Quiet, for a beat skipped, it plays no sound and no sparks.
func (s *Scene) landStartDice(c *ui.Context, quiet bool) {
	landed := false
	for i := range s.start.dice {
		d := &s.start.dice[i]
		if !d.landed && d.age >= d.roll {
			d.landed, landed = true, true
			s.start.throws[d.seat] = d.face
			if !quiet {
				x, y, _ := s.start.dieRest(i, s.ring)
				s.particles.Burst(x, y, 6, sprites.Paper, 2)
			}
		}
	}
	if landed && s.start.landing != "" {
		s.line.text, s.start.landing = s.start.landing, ""
	}
	if landed && !quiet {
		c.Sound.Play(audio.DiceRoll)
	}
}

// readTicks is the length of a beat to be read whoever's move it is:
// none while skipping ahead.
func (s *Scene) readTicks(c *ui.Context, base int) int {
	if s.skip && !s.personsDuel() {
		return 0
	}
	return c.AnimTicks(base)
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
