// Package kiezheuristic is a sensible KiezKönig player written from the
// rulebook alone, the yardstick the search levels are measured against:
//
//   - it buys the affordable stake that brings it nearest its goal (the
//     goal of this player count: two rackets, a racket and a business, or
//     one racket);
//   - it fights only when its chance of winning, computed exactly from the
//     duel rules (dice, Gangs, Corruption cards), is at least 0.7 and the
//     prize brings it nearer its goal;
//   - otherwise it takes the cheapest legal option.
//
// It plays its Corruption cards in a duel as the exact odds say, supports
// nobody, rides a Sports Car to where it can buy what it needs and keeps
// its Super Turbo. It decides at once and the same way every time.
package kiezheuristic

import (
	"math/bits"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// MinChance is the least chance of winning a fight for which it fights.
const MinChance = 0.7

// Agent is the heuristic player. It implements ai.Agent.
type Agent struct{ move rules.Move }

// New returns a heuristic player.
func New() *Agent { return &Agent{} }

func (a *Agent) Start(g rules.Game) { a.move = Choose(g.View(g.ToMove()).(*kk.Game)) }
func (a *Agent) Step(int) bool      { return true }
func (a *Agent) Move() rules.Move   { return a.move }

// Choose is the heuristic's decision for the seat to move in g.
func Choose(g *kk.Game) rules.Move {
	legal := g.LegalMoves()
	if len(legal) == 1 {
		return legal[0]
	}
	p := player{g: g, seat: g.ToMove(), seats: g.Seats(), held: set(g.Held(g.ToMove()))}
	switch g.Phase() {
	case "job", "three":
		return p.job(legal)
	case "corrupt":
		return p.corrupt(legal)
	case "drive":
		return p.drive(legal)
	case "turbo":
		return p.turbo(legal)
	case "lose", "sell":
		return p.part(legal)
	case "offer":
		return p.offer(legal)
	}
	// Rolling, supporting nobody and keeping the Super Turbo are first.
	for _, m := range legal {
		if mv := m.(kk.Move); mv.Kind == kk.Roll || mv.Kind == kk.Support && mv.N == 0 {
			return m
		}
	}
	return legal[0]
}

type player struct {
	g     *kk.Game
	seat  int
	seats int
	held  uint64
}

func set(stakes []int) uint64 {
	var h uint64
	for _, s := range stakes {
		h |= 1 << s
	}
	return h
}

func list(h uint64) []int {
	var out []int
	for ; h != 0; h &= h - 1 {
		out = append(out, bits.TrailingZeros64(h))
	}
	return out
}

// Missing is how many stakes a player holding h still lacks for the goal
// of a game of seats players, by the nearest way to it.
func Missing(seats int, h uint64) int {
	have, need := kk.ProgressOf(seats, list(h))
	return need - have
}

func businessMask(b int) uint64 { return 7 << (3 * b) }

// Option is one fight weighed: its exact chance and whether winning it
// brings the player nearer its goal.
type Option struct {
	Move   kk.Move
	Chance float64
	// Gain is how many stakes nearer the goal a win brings (may be 0 or
	// less: the prize does not help).
	Gain int
	// Money is the fight money it costs.
	Money int
}

// Worth says whether the heuristic takes a fight: only at MinChance or
// better, and only for a prize that helps.
func (o Option) Worth() bool { return o.Chance >= MinChance && o.Gain > 0 }

// BestFight is the fight worth taking that brings it nearest the goal, the
// likeliest first on a tie; ok is false when none is worth it.
func BestFight(opts []Option) (Option, bool) {
	var best Option
	ok := false
	for _, o := range opts {
		if !o.Worth() {
			continue
		}
		if !ok || o.Gain > best.Gain || o.Gain == best.Gain && o.Chance > best.Chance {
			best, ok = o, true
		}
	}
	return best, ok
}

func (p player) fight(m kk.Move) Option {
	d := int(m.Player)
	bet := p.held & businessMask(int(m.Bet))
	prize := set(p.g.Held(d)) & businessMask(int(m.Target))
	f, _ := p.g.Preview(m)
	now := Missing(p.seats, p.held)
	return Option{Move: m, Chance: p.g.FightOdds(m), Gain: now - Missing(p.seats, p.held|prize|bet), Money: f.FightMoney}
}

// job is the second job (or the choice with three Corruption cards):
// the best purchase, a fight worth it if it brings more, or the cheapest.
func (p player) job(legal []rules.Move) rules.Move {
	now := Missing(p.seats, p.held)
	var buy rules.Move
	buyGain, buyPrice := -1, 0
	var cheapest rules.Move
	cheapPrice := 1 << 30
	var fights []Option
	for _, m := range legal {
		mv := m.(kk.Move)
		switch mv.Kind {
		case kk.Buy:
			price := kk.Stake(int(mv.Stake)).Price
			gain := now - Missing(p.seats, p.held|1<<mv.Stake)
			if gain > buyGain || gain == buyGain && price < buyPrice {
				buy, buyGain, buyPrice = m, gain, price
			}
			if price < cheapPrice {
				cheapest, cheapPrice = m, price
			}
		case kk.Fight:
			fights = append(fights, p.fight(mv))
		case kk.Draw, kk.Rob:
			cheapest, cheapPrice = m, -1
		}
	}
	if f, ok := BestFight(fights); ok && f.Gain > max(buyGain, 0) {
		return f.Move
	}
	if buyGain > 0 {
		return buy
	}
	if f, ok := BestFight(fights); ok {
		return f.Move
	}
	if cheapest != nil {
		return cheapest
	}
	// Only fights are legal: the one risking least, the likeliest first.
	best := fights[0]
	for _, o := range fights[1:] {
		if o.Money < best.Money || o.Money == best.Money && o.Chance > best.Chance {
			best = o
		}
	}
	return best.Move
}

// corrupt plays the number of cards the exact odds say is best.
func (p player) corrupt(legal []rules.Move) rules.Move {
	f, ok := p.g.Fight()
	d, ok2 := p.g.CurrentDuel()
	want := 0
	if ok && ok2 {
		if f.Attacker == p.seat {
			want = d.BestCards()
		} else {
			want = d.Answer(f.Cards[kk.Attacker])
		}
	}
	pick := legal[0]
	for _, m := range legal {
		if int(m.(kk.Move).N) <= want {
			pick = m
		}
	}
	return pick
}

// gainAt is how near a purchase or a fight worth it on business space sp
// would bring the player (0 for none, -1 for no business).
func (p player) gainAt(sp int) int {
	track := kk.Track()
	if sp < 0 || sp >= len(track) || track[sp].Kind != kk.BusinessSpace {
		return -1
	}
	r := kk.BusinessAt(track[sp].Business).Racket
	now := Missing(p.seats, p.held)
	best := 0
	for _, s := range p.g.Display() {
		if kk.Stake(s).Business/3 == r && kk.Stake(s).Price <= p.g.Money(p.seat) {
			best = max(best, now-Missing(p.seats, p.held|1<<s))
		}
	}
	return best
}

// authorityCost is what landing on authority space sp would cost.
func (p player) authorityCost(sp int) int {
	a := kk.Track()[sp].Authority
	n := 0
	for _, s := range list(p.held) {
		if kk.Stake(s).Kind == a.Charged() {
			n++
		}
	}
	return n * a.Charge()
}

func (p player) spaceValue(sp int) int {
	track := kk.Track()
	switch track[sp].Kind {
	case kk.BusinessSpace:
		return 10 * p.gainAt(sp)
	case kk.AuthoritySpace:
		return -p.authorityCost(sp) / 5
	}
	return 0
}

// drive rides the Sports Car to the space that brings it nearest.
func (p player) drive(legal []rules.Move) rules.Move {
	pos := p.g.Position(p.seat)
	best, score := legal[0], -1<<30
	for _, m := range legal {
		n := int(m.(kk.Move).N)
		v := 0
		if n > 0 {
			v = p.spaceValue((pos + n) % kk.TrackLen())
		}
		if v > score {
			best, score = m, v
		}
	}
	return best
}

// turbo moves to the business where it can buy what brings it nearest.
func (p player) turbo(legal []rules.Move) rules.Move {
	best, score := legal[0], -1<<30
	for _, m := range legal {
		if v := p.spaceValue(int(m.(kk.Move).Space)); v > score {
			best, score = m, v
		}
	}
	return best
}

// part gives up (or sells) the stake it misses least, the cheapest first.
func (p player) part(legal []rules.Move) rules.Move {
	best, miss, price := legal[0], 1<<30, 1<<30
	for _, m := range legal {
		s := int(m.(kk.Move).Stake)
		v := Missing(p.seats, p.held&^(1<<s))
		if pr := kk.Stake(s).Price; v < miss || v == miss && pr < price {
			best, miss, price = m, v, pr
		}
	}
	return best
}

// offer buys an offered stake that brings it nearer the goal.
func (p player) offer(legal []rules.Move) rules.Move {
	s, _, ok := p.g.Offer()
	want := ok && Missing(p.seats, p.held|1<<s) < Missing(p.seats, p.held)
	for _, m := range legal {
		if k := m.(kk.Move).Kind; k == kk.Accept && want || k == kk.Decline && !want {
			return m
		}
	}
	return legal[0]
}
