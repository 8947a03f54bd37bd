package kiezkoenig

import (
	"fmt"
	"math"
	"quartet/lang"
	"strings"

	"quartet/audio"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/kiezkoenig/narration"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// beatQueue is the table's beat queue, and what KiezKönig keeps beside it
// while its beats play.
type beatQueue struct {
	table.Beats
	// events are the events of the beats still to play, the one showing
	// first: a start throw looks ahead for the throws made with it, which
	// the queue does not show.
	events []rules.Event
	// together is how many beats after the one showing were thrown with
	// it (a row of start throws): they pass as it ends.
	together int
	// landed says the die of the beat showing has come to rest.
	landed bool
	// dirty says moves were queued since the table last caught up with
	// the rules.
	dirty bool
}

// drop forgets every beat: the moves were taken back.
func (q *beatQueue) drop() {
	q.Drop()
	q.events, q.together, q.landed = nil, 0, false
}

// show is how KiezKönig's events look on the beat queue: the events of a
// move play one after the other, each for its own time, so that a throw,
// the walk, the fee and a whole fight read as a story rather than a jump.
type show struct{ *Scene }

// Waits holds a person's duel die until they throw it: the rules threw
// it already, but the table waits for the person, so the duel is theirs
// and read at their pace (play-test: three duels went by in two seconds,
// the first unseen). Only a person at this screen is waited for: a
// computer's die, and online another player's (the server threw it; a
// tap here only paced it, and each screen tapped through both players'
// dice), rolls by itself.
func (sh show) Waits(b *table.Beat) bool {
	ev, ok := b.Event.(kk.DuelRolled)
	if !ok || sh.duel == nil || !sh.t.IsPerson(ev.Seat) || sh.duelPanel.throwGo {
		return false
	}
	if !sh.duelPanel.throwWait {
		sh.askThrow(ev)
	}
	return true
}

// Pace plays a computer player's move at half the lengths: the person
// watches four of them a round, and the die's face stays on the table
// after it lands, so it can be read while the token walks on. A duel a
// person fights, and who goes first (read whoever's move it is), keep
// their length.
func (sh show) Pace(b *table.Beat) float64 {
	switch b.Event.(type) {
	case kk.OrderTied, kk.StartPlayer:
		return 1
	}
	if sh.t.IsAI(sh.line.seat) && !sh.personsDuel() {
		return 0.5
	}
	return 1
}

// Keep keeps a duel a person fights while skipping ahead: a computer
// player who attacks the person while Skip ahead runs still shows the
// duel and its result.
func (sh show) Keep(*table.Beat) bool { return sh.personsDuel() }

// ticks is how long a beat of base ticks at normal speed lasts, as the
// queue plays it (Pace, Keep): a die's flight and a card's are timed by it.
func (sh show) ticks(c *ui.Context, base int) int {
	if sh.beats.Skip && !sh.personsDuel() {
		return 0
	}
	if sh.t.IsAI(sh.line.seat) && !sh.personsDuel() {
		return c.AnimTicks((base + 1) / 2)
	}
	return c.AnimTicks(base)
}

// duelBeat is a duel's beat length: longer in a duel the person fights.
func (sh show) duelBeat(base, own int) int {
	if sh.personsDuel() {
		return own
	}
	return base
}

// Begin starts a beat and returns its length at normal speed.
func (sh show) Begin(c *ui.Context, b *table.Beat) int {
	if sh.beats.together > 0 {
		// Thrown with the start throw before it: its beat passes as that
		// one's ends.
		sh.beats.together--
		return 0
	}
	sh.beats.landed = false
	sh.line.text = sh.eventWords(b.Event)
	switch ev := b.Event.(type) {
	case kk.OrderRolled:
		return sh.startThrow(c, ev)
	case kk.Rolled:
		sh.throw(c, ev.Seat, ev.Die)
		sh.throwing(b, ev.Die, sh.die.roll)
		return rollTicks + holdTicks
	case kk.OrderTied:
		sh.line.say(lang.Tf("Tie for the start: %s throw again.", sh.words.SeatList(ev.Seats)))
		sh.start.newRound, sh.start.slots = true, len(ev.Seats)
		return startReadTicks
	case kk.StartPlayer:
		sh.line.say(sh.words.Sentence(ev.Seat, lang.T("You go first."), lang.T("%s goes first.")))
		sh.start.winner = ev.Seat
		if sh.t.IsPerson(ev.Seat) {
			// The person's own first decision follows at once; the
			// throws stay on the table while they make it.
			return noticeTicks
		}
		return startReadTicks
	case kk.Moved:
		return sh.beginMoved(c, ev)
	case kk.MoneyMoved:
		if ev.Amount > 0 && sh.ticks(c, moneyTicks) > 0 {
			sh.moneyFloat(ev)
			if c.Tick-sh.lastCoin > 6 {
				c.Sound.Play(audio.Coins)
				sh.lastCoin = c.Tick
			}
		}
		return moneyTicks
	case kk.StakeMoved:
		if d := sh.ticks(c, stakeTicks); d > 0 {
			sh.stakeFly(ev, d)
		}
		c.Sound.Play(audio.Card)
		return stakeTicks
	case kk.CardTaken, kk.CardsReturned:
		c.Sound.Play(audio.Card)
		return cardTicks
	case kk.NoCharge:
		sh.line.say(sh.words.NoCharge(ev.Seat, ev.Space))
		return noticeTicks
	case kk.BecameTourist:
		if sh.t.IsPerson(ev.Seat) {
			sh.line.tell(&sh.ch.Msg, sh.words.Tourist(ev.Seat))
		}
		return noticeTicks
	case kk.PlayerOut:
		return sh.beginOut(ev)
	case kk.SaleOffered, kk.SaleDeclined, kk.NoBuyer, kk.ThreeCorruption, kk.NothingToCashIn:
		sh.line.say(sh.eventWords(b.Event))
		return noticeTicks
	case kk.FightBegan, kk.CardsPlayed, kk.SupportDeclined, kk.DuelRolled, kk.DuelDecided, kk.DuelCardsReturned, kk.FightWon:
		return sh.beginDuelBeat(c, b)
	}
	return 0
}

// beginMoved starts a token's move: a hop space by space, or a jump. A
// walk's length is its hops' (hop.dur), which Step gives the beat: a hop
// is timed at the speed setting, and the walk is so many of them.
func (sh show) beginMoved(c *ui.Context, ev kk.Moved) int {
	if ev.By == kk.ToFight {
		// Three Corruption cards take the token to the fight: said, and
		// said again when the fight ends, since the duel hides the jump.
		sh.fightTo = ev.To
		sh.line.text = lang.Tf("%s takes three Corruption cards to the fight at the %s: the token goes there.", sh.ch.Names.Name(ev.Seat), narration.ShortSpace(ev.To))
		if isYou(sh.t, ev.Seat) {
			sh.line.text = lang.Tf("You take three Corruption cards to the fight at the %s: the token goes there.", narration.ShortSpace(ev.To))
		}
	}
	path := walk(ev)
	dur := sh.ticks(c, jumpTicks)
	if len(path) > 1 {
		dur = sh.ticks(c, hopTicks) * (len(path) - 1)
	}
	if ev.By == kk.ToAuthority {
		sh.line.text = sh.words.SentOn(ev, sh.t.LastEvents)
		if sh.t.IsPerson(ev.Seat) && !sh.beats.Skip {
			// The person's own token, sent on by the rules (often in
			// a computer's move, which plays at half pace): it walks
			// at the person's pace, and the line keeps saying why
			// over the authority's beats that follow.
			dur = c.AnimTicks(hopTicks) * max(1, len(path)-1)
			sh.line.tell(&sh.ch.Msg, sh.line.text)
		}
	}
	sh.hop = hop{seat: ev.Seat, path: path, dur: dur, active: dur > 0}
	if dur == 0 {
		return 0
	}
	return jumpTicks
}

// beginOut says a player went out of the game.
func (sh show) beginOut(ev kk.PlayerOut) int {
	out := lang.Tf("%s is out of the game: %s.", sh.ch.Names.Name(ev.Seat), lang.Of(ev.Why))
	if isYou(sh.t, ev.Seat) {
		out = lang.Tf("You are out of the game: %s.", lang.Of(ev.Why))
	}
	if sh.t.IsPerson(ev.Seat) {
		sh.line.tell(&sh.ch.Msg, out)
		return noticeTicks
	}
	// Held on the line over the beats that follow, skipped ahead or
	// not, and again at the person's next decision: said in a
	// computer's half-length beat, or only at the end of a long
	// recap, a player going out was missed.
	sh.line.say(out)
	sh.ch.Msg.Notice(out)
	sh.line.wentOut = out
	return noticeTicks
}

// beginDuelBeat starts a beat of a fight: the duel panel follows the
// events, so a fight the rules settle in one move is shown duel by duel.
func (sh show) beginDuelBeat(c *ui.Context, b *table.Beat) int {
	switch ev := b.Event.(type) {
	case kk.FightBegan:
		sh.duel = newDuel(ev)
		if sh.fightTo >= 0 && kk.BusinessAt(ev.Target).Space == sh.fightTo {
			sh.duel.movedTo = sh.fightTo
		}
		sh.fightTo = -1
		c.Sound.Play(audio.Card)
		return fightOpen
	case kk.CardsPlayed:
		if sh.duel != nil {
			sh.duel.cards[ev.Side] += ev.N
			if ev.N > 0 {
				sh.duel.said = sh.words.CardsPlayed(ev, sh.duel.attacker, sh.duel.defender)
				sh.line.say(sh.duel.said)
			}
		}
		if ev.N > 0 {
			c.Sound.Play(audio.Card)
			return cardTicks + 4
		}
		return 4
	case kk.SupportDeclined:
		return 4
	case kk.DuelRolled:
		if sh.duelPanel.throwWait {
			sh.duelPanel.throwWait, sh.duelPanel.throwGo = false, false
			sh.dec.choices = nil
		}
		base := sh.duelBeat(duelDie, ownDuelDie)
		// The die lands two thirds into the beat, and its face is read for
		// the rest: it landed as the beat ended, and the next die was
		// thrown at once.
		roll := sh.ticks(c, base) * 2 / 3
		if sh.duel != nil {
			sh.duel.rolled(ev, roll)
		}
		sh.throwing(b, ev.Die, roll)
		c.Sound.Play(audio.DiceShake)
		return base
	case kk.DuelDecided:
		if sh.duel != nil {
			sh.duel.decided(ev, sh.words.DuelResult(ev, sh.duel.attacker, sh.duel.defender))
			if ev.Winner >= 0 {
				sh.line.say(sh.words.DuelDecided(ev, sh.duel.attacker, sh.duel.defender))
			} else {
				sh.line.say(sh.duel.last)
			}
		}
		c.Sound.Play(audio.Tick)
		return sh.duelBeat(duelResult, ownDuelResult)
	case kk.DuelCardsReturned:
		if sh.duel != nil {
			sh.duel.cards = [2]int{}
		}
		return 0
	case kk.FightWon:
		if sh.duel != nil {
			sh.duel.won = ev.Side
			sh.duel.endAge = 0
			sh.sayFightWon(ev)
		}
		base := sh.duelBeat(fightEnd, ownFightEnd)
		if sh.ticks(c, base) > 0 {
			sh.sting(c, ev)
		}
		return base
	}
	return 0
}

// askThrow offers the person the throw of their duel die ev: a button,
// and a tap on their side of the duel (where the die waits) or the Space
// key.
func (sh show) askThrow(ev kk.DuelRolled) {
	sh.duelPanel.throwWait = true
	sh.duelPanel.waiting = ev
	if sh.duel.number < ev.Duel {
		// The head names the duel about to be thrown, the first too.
		sh.duel.number, sh.duel.next = ev.Duel-1, true
	}
	// The line at the foot says it too: what it said of the last beat
	// ("plays no Corruption card") is not what the table waits on.
	sh.line.text = sh.duelWaiting()
	// A button like the decisions' (updateThrow takes its tap).
	sh.dec.choices = []choice{{id: "duel-throw", label: lang.T("Throw your die"), primary: true}}
	sh.layoutChoices()
}

// Step runs each tick of a beat: sounds at the moment a die lands.
func (sh show) Step(c *ui.Context, b *table.Beat) {
	switch ev := b.Event.(type) {
	case kk.OrderRolled:
		sh.landStartDice(c, false)
	case kk.Rolled:
		if !sh.beats.landed && sh.die.age >= sh.die.roll {
			sh.beats.landed = true
			sh.line.text = sh.eventWords(b.Event)
			c.Sound.Play(audio.DiceRoll)
			x, y := sh.ring.dieRest()
			sh.particles.Burst(x, y, 8, sprites.Paper, 2)
		}
	case kk.DuelRolled:
		if d := sh.duel; !sh.beats.landed && (d == nil || d.dice[ev.Side].age >= d.dice[ev.Side].roll) {
			sh.beats.landed = true
			sh.line.text = sh.eventWords(b.Event)
			c.Sound.Play(audio.DiceRoll)
		}
	case kk.Moved:
		if b.Age == 1 {
			// The walk's own length (beginMoved).
			b.Len = sh.hop.dur
		}
		sh.hop.age = b.Age
		if n := len(sh.hop.path); n > 1 && b.Len > 0 {
			per := float64(b.Len) / float64(n-1)
			if b.Age > 0 && math.Mod(float64(b.Age), per) < 1 {
				c.Sound.Play(audio.Tap)
			}
		}
	case kk.FightWon:
		if sh.duel != nil {
			sh.duel.endAge = b.Age
			// The person's own fight's outcome waits for a tap to go on,
			// once the banner has risen.
			if sh.personsDuel() && b.Age > 20 && c.Pointer.Tap {
				b.Age = b.Len
			}
		}
	}
}

// throwing says in the line who throws while the die of beat b is in the
// air, without the face the rules threw: the line named it before the die
// had landed on it (play-test). Step says the face once it lands.
func (sh show) throwing(b *table.Beat, face, roll int) {
	if roll <= 0 {
		return // no die in the air: the face is said at once
	}
	switch ev := b.Event.(type) {
	case kk.Rolled:
		if lang.Current() != lang.English {
			sh.line.text = lang.Tf("%s throws…", sh.ch.Names.Called(ev.Seat))
			return
		}
	case kk.DuelRolled:
		if lang.Current() != lang.English {
			sh.line.text = lang.Tf("Duel %d: %s throws…", ev.Duel, sh.ch.Names.Called(ev.Seat))
			return
		}
	}
	words := sh.ch.Names.Words(b.Event.String())
	sh.line.text = strings.TrimSuffix(words, fmt.Sprintf(" %d", face)) + "…"
}

// Finish ends a beat: the table's view takes in its event.
func (sh show) Finish(c *ui.Context, b *table.Beat) {
	switch ev := b.Event.(type) {
	case kk.Rolled, kk.DuelRolled:
		if !sh.beats.landed {
			// Cut short (skipping ahead): the face is said all the same.
			sh.line.text = sh.eventWords(b.Event)
		}
	case kk.OrderRolled:
		// Dice thrown while skipping ahead land at once.
		sh.landStartDice(c, true)
	case kk.DuelDecided:
		// The dice are read; the header and the line turn to the next duel.
		if sh.duel != nil {
			sh.duel.next = true
		}
	case kk.Moved:
		sh.hop = hop{}
		if b.Len > 0 {
			x, y := sh.ring.tokenPoint(ev.To, ev.Seat)
			sh.particles.Burst(x, y, 6, sh.colour(ev.Seat), 1.6)
		}
	case kk.FightWon:
		if d := sh.duel; d != nil && d.movedTo >= 0 && sh.t.IsPerson(d.attacker) {
			sh.ch.Msg.Notice(lang.Tf("Your token stays at the %s, where your three Corruption cards took the fight.", narration.ShortSpace(d.movedTo)))
		}
		sh.duel = nil
	case kk.Ended:
		x, y := sh.ring.board.Centre()
		sh.particles.Burst(x, y, 60, sh.colour(ev.Winner), 6)
		sh.particles.Burst(x, y, 30, neonGold, 5)
	}
	if _, ok := b.Event.(kk.Rolled); ok && b.Len == 0 {
		// A skipped die still shows its face.
		sh.die.age = sh.die.roll + 100
	}
	sh.v.apply(b.Event)
	sh.beats.events = sh.beats.events[1:]
}

// sayFightWon says who won the fight and what changed hands, the money
// on a lost Cash's marker among it; to a person who lost that money it
// stays said as a notice.
func (sh show) sayFightWon(ev kk.FightWon) {
	lost := sh.duel.stakes[1-ev.Side]
	text := sh.words.FightWon(ev.Winner, ev.Loser, lost, ev.Money, sh.v.cashWithStakes(lost))
	if sh.t.IsPerson(ev.Loser) && sh.v.cashWithStakes(lost) > 0 {
		sh.line.tell(&sh.ch.Msg, text)
		return
	}
	sh.line.say(text)
}

// sting is the sound and burst that ends a fight: triumph for a person who
// wins (or for the winner when only computers play), a low cue for a
// person who loses.
func (sh show) sting(c *ui.Context, ev kk.FightWon) {
	switch {
	case sh.t.IsPerson(ev.Winner) || sh.t.Humans() == 0:
		c.Sound.Play(audio.DuelWin)
	case sh.t.IsPerson(ev.Loser):
		c.Sound.Play(audio.DuelLoss)
	default:
		c.Sound.Play(audio.DuelWin)
	}
	if sh.duel != nil {
		x, y := sh.duel.sideCentre(ev.Side)
		sh.particles.Burst(x, y, 40, sh.colour(ev.Winner), 5)
		sh.particles.Burst(x, y, 20, neonGold, 4)
	}
}

// throw starts the centre die for a throw whose face the rules decided.
func (sh show) throw(c *ui.Context, seat, face int) {
	sh.die = dieAnim{seat: seat, face: face, roll: sh.ticks(c, rollTicks), thrown: true}
	sh.start.dice = nil
	c.Sound.Play(audio.DiceShake)
}

func (sh show) moneyFloat(ev kk.MoneyMoved) {
	x1, y1 := sh.placePoint(ev.To, -1)
	// Money from the box comes from the middle of the street (placePoint):
	// an amount slips under the seat cards (Draw), so that it never hides
	// their labels, and one that rose inside a card would not be seen.
	x0, y0 := sh.placePoint(ev.From, -1)
	dur := 40
	sh.floaters = append(sh.floaters, floater{text: fmt.Sprintf("%d", ev.Amount), x0: x0, y0: y0, x1: x1, y1: y1, dur: dur})
}

func (sh show) stakeFly(ev kk.StakeMoved, dur int) {
	x0, y0 := sh.placePoint(ev.From, ev.Stake)
	x1, y1 := sh.placePoint(ev.To, ev.Stake)
	// The card lands as its beat ends: one still in flight when the next
	// decision comes would seem parked on a seat card.
	sh.floaters = append(sh.floaters, floater{stake: ev.Stake, x0: x0, y0: y0, x1: x1, y1: y1, dur: max(dur, 1), card: true})
}

// startThrow begins the start throw ev and those queued right after it,
// which were thrown together: their dice fly in at once from their seats
// and land side by side on the faces the rules threw.
func (sh show) startThrow(c *ui.Context, ev kk.OrderRolled) int {
	if sh.start.newRound || len(sh.start.dice) == 0 {
		sh.start.dice, sh.start.newRound = nil, false
		if sh.start.slots == 0 {
			sh.start.slots = sh.game().Seats()
		}
	}
	group := []kk.OrderRolled{ev}
	for _, e := range sh.beats.events[1:] {
		next, ok := e.(kk.OrderRolled)
		if !ok {
			break
		}
		group = append(group, next)
	}
	// Thrown with this one: their beats pass when this one's ends.
	sh.beats.together = len(group) - 1
	roll := sh.ticks(c, rollTicks)
	var names []string
	for _, e := range group {
		sh.start.dice = append(sh.start.dice, dieAnim{seat: e.Seat, face: e.Die, roll: roll, thrown: true})
		names = append(names, sh.ch.Names.Name(e.Seat))
	}
	if len(group) == 1 {
		// The face is said once the die lies on it (landStartDice), as a
		// throw on the street is.
		sh.start.landing = lang.Tf("%s throws %d for the start.", sh.ch.Names.Name(ev.Seat), ev.Die)
		if isYou(sh.t, ev.Seat) {
			sh.start.landing = lang.Tf("You throw %d for the start.", ev.Die)
		}
		sh.line.text = sh.words.Sentence(ev.Seat, lang.T("You throw for the start…"), lang.T("%s throws for the start…"))
		if roll <= 0 {
			sh.line.text, sh.start.landing = sh.start.landing, ""
		}
	} else {
		sh.line.text = lang.Tf("%s throw for the start.", narration.AndList(names))
	}
	c.Sound.Play(audio.DiceShake)
	return rollTicks + holdTicks
}

// landStartDice lands the start dice that come to rest now: the line at
// the foot of the street gives their faces as they land, not while they
// tumble. Quiet, for a beat skipped, it plays no sound and no sparks.
func (sh show) landStartDice(c *ui.Context, quiet bool) {
	landed := false
	for i := range sh.start.dice {
		d := &sh.start.dice[i]
		if !d.landed && d.age >= d.roll {
			d.landed, landed = true, true
			sh.start.throws[d.seat] = d.face
			if !quiet {
				x, y, _ := sh.start.dieRest(i, sh.ring)
				sh.particles.Burst(x, y, 6, sprites.Paper, 2)
			}
		}
	}
	if landed && sh.start.landing != "" {
		sh.line.text, sh.start.landing = sh.start.landing, ""
	}
	if landed && !quiet {
		c.Sound.Play(audio.DiceRoll)
	}
}

// eventWords says a rules event on the line: in the screens' language
// where the narration has words for it, else as the rules write it, with
// the seats' names.
func (sh show) eventWords(e rules.Event) string {
	if text, ok := sh.words.Event(e); ok {
		return text
	}
	return sh.ch.Names.Words(e.String()) + "."
}
