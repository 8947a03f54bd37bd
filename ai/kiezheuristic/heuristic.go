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
// Nearness to the goal weighs each missing stake by how hard it is to get:
// one in the display costs a purchase, one an opponent holds a fight, one
// in an opponent's whole business a fight betting a whole business, and one
// in a racket an opponent owns whole is out of reach (that owner is
// invincible there). Of purchases as near it takes the Cash first, which
// collects the entrance fees, then the Gang, which adds a point to every
// duel its business fights, then the cheapest. Between a purchase and a fight worth taking it takes
// the one that brings it nearer on average, counting what a lost fight
// costs. Where the rules force a fight it takes the one it expects most
// from.
//
// It plays its Corruption cards in a duel as the exact odds say, backs the
// duellist whose win would bring nobody near the goal against one who
// would be, rides a Sports Car or moves on three Turbo cards to where it
// can do most, and plays its Super Turbo when a move there wins the game.
// It decides at once and the same way every time.
package kiezheuristic

import (
	"math/bits"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// MinChance is the least chance of winning a fight for which it fights.
const MinChance = 0.7

// Costs of a missing stake by where it lies (see the package comment).
const (
	costDisplay  = 1.0
	costHeld     = 2.0
	costWhole    = 2.5
	costOutReach = 50.0
)

// threatNear is the distance to the goal below which a duellist's win
// makes it support the other side.
const threatNear = 3.0

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
	p := newPlayer(g, g.ToMove())
	switch g.Phase() {
	case "job", "three":
		return p.job(legal)
	case "corrupt":
		return p.corrupt(legal)
	case "support":
		return p.support(legal)
	case "drive":
		return p.drive(legal)
	case "turbo":
		return p.turbo(legal)
	case "turn":
		return p.turnStart(legal)
	case "lose", "sell":
		return p.part(legal)
	case "offer":
		return p.offer(legal)
	}
	for _, m := range legal {
		if mv := m.(kk.Move); mv.Kind == kk.Roll {
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
	// owner of each stake: a seat, or -1 in the display or the middle.
	owner   [kk.Stakes]int8
	hand    [kk.MaxSeats]uint64
	display uint64
}

func newPlayer(g *kk.Game, seat int) *player {
	p := &player{g: g, seat: seat, seats: g.Seats()}
	for s := range p.owner {
		p.owner[s] = -1
	}
	for o := range p.seats {
		p.hand[o] = set(g.Held(o))
		for _, s := range g.Held(o) {
			p.owner[s] = int8(o)
		}
	}
	p.held = p.hand[seat]
	p.display = set(g.Display())
	return p
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
func racketMask(r int) uint64   { return 0x1ff << (9 * r) }

// cost is what stake s, missing from seat's holding h, costs seat to get.
func (p *player) cost(seat int, h uint64, s int) float64 {
	if h&(1<<s) != 0 {
		return 0
	}
	o := int(p.owner[s])
	if o < 0 {
		if p.display&(1<<s) != 0 {
			return costDisplay
		}
		return costHeld // bet in the middle
	}
	if o == seat {
		// seat has lost it in the case weighed: the winner holds it now.
		return costHeld
	}
	r := kk.Stake(s).Business / 3
	switch {
	case p.hand[o]&racketMask(r) == racketMask(r):
		return costOutReach
	case p.hand[o]&businessMask(kk.Stake(s).Business) == businessMask(kk.Stake(s).Business):
		return costWhole
	}
	return costHeld
}

func (p *player) need(seat int, h, mask uint64) float64 {
	c := 0.0
	for m := mask &^ h; m != 0; m &= m - 1 {
		c += p.cost(seat, h, bits.TrailingZeros64(m))
	}
	return c
}

// Dist is how far seat holding h is from its goal, each missing stake
// weighed by its cost.
func (p *player) dist(seat int, h uint64) float64 {
	var racket [kk.Rackets]float64
	for r := range racket {
		racket[r] = p.need(seat, h, racketMask(r))
	}
	switch p.seats {
	case 2:
		a, b := 1e9, 1e9
		for _, v := range racket {
			if v < a {
				a, b = v, a
			} else if v < b {
				b = v
			}
		}
		return a + b
	case 3:
		best := 1e9
		for r := range racket {
			for b := range kk.Businesses {
				if b/3 != r {
					best = min(best, racket[r]+p.need(seat, h, businessMask(b)))
				}
			}
		}
		return best
	}
	return min(racket[0], racket[1], racket[2], racket[3])
}

// Option is one fight weighed: its exact chance and what winning and
// losing it do to the distance from the goal.
type Option struct {
	Move   kk.Move
	Chance float64
	// Gain is how much nearer the goal a win brings (0 or less: the prize
	// does not help); Loss how much farther a lost fight puts it.
	Gain, Loss float64
	// Money is the fight money it costs.
	Money int
}

// Worth says whether the heuristic takes a fight: only at MinChance or
// better, and only for a prize that helps.
func (o Option) Worth() bool { return o.Chance >= MinChance && o.Gain > 0 }

// Expect is how much nearer the goal the fight brings on average.
func (o Option) Expect() float64 { return o.Chance*o.Gain - (1-o.Chance)*o.Loss }

// BestFight is the fight worth taking that brings it nearest the goal on
// average; ok is false when none is worth it.
func BestFight(opts []Option) (Option, bool) {
	var best Option
	ok := false
	for _, o := range opts {
		if !o.Worth() {
			continue
		}
		if !ok || o.Expect() > best.Expect() {
			best, ok = o, true
		}
	}
	return best, ok
}

// Weigh weighs a legal fight move of the seat to move in g.
func Weigh(g *kk.Game, m kk.Move) Option {
	return newPlayer(g, g.ToMove()).weigh(m, g.FightOdds(m))
}

// Distance is how far seat would be from its goal holding h, each missing
// stake weighed by where it lies in g (see the package comment).
func Distance(g *kk.Game, seat int, h uint64) float64 {
	return newPlayer(g, seat).dist(seat, h)
}

// weigh weighs the fight of m (legal or not) with chance p.
func (p *player) weigh(m kk.Move, chance float64) Option {
	d := int(m.Player)
	bet := p.held & businessMask(int(m.Bet))
	prize := p.hand[d] & businessMask(int(m.Target))
	now := p.dist(p.seat, p.held)
	return Option{Move: m, Chance: chance, Gain: now - p.dist(p.seat, p.held|prize),
		Loss: p.dist(p.seat, p.held&^bet) - now, Money: max(0, price(prize)-price(bet))}
}

func price(h uint64) int {
	v := 0
	for _, s := range list(h) {
		v += kk.Stake(s).Price
	}
	return v
}

// fightsIn lists the fights seat could start in racket r from a token
// there, with their exact odds (cards: the attacker's limit per duel).
func (p *player) fightsIn(r, limit int) []Option {
	var out []Option
	money := p.g.Money(p.seat)
	for b := r * 3; b < r*3+3; b++ {
		bet := p.held & businessMask(b)
		if bet == 0 {
			continue
		}
		for t := r * 3; t < r*3+3; t++ {
			if (bits.OnesCount64(bet) == 3) == (t == b) {
				continue
			}
			for d := range p.seats {
				prize := p.hand[d] & businessMask(t)
				if d == p.seat || prize == 0 || p.g.Out(d) || price(prize)-price(bet) > money {
					continue
				}
				m := kk.Move{Kind: kk.Fight, Bet: int8(b), Target: int8(t), Player: int8(d)}
				duel := kk.Duel{Gang: [2]bool{bet&(1<<kk.StakeOf(b, kk.Gang)) != 0, prize&(1<<kk.StakeOf(t, kk.Gang)) != 0},
					Cards: [2]int{p.g.CorruptionCards(p.seat), p.g.CorruptionCards(d)}, Limit: limit}
				out = append(out, p.weigh(m, duel.WinChance()))
			}
		}
	}
	return out
}

// job is the second job (or the choice with three Corruption cards): the
// purchase or the fight worth it that brings it nearest, or the cheapest.
func (p *player) job(legal []rules.Move) rules.Move {
	now := p.dist(p.seat, p.held)
	var buy rules.Move
	buyGain, buyRank := 0.0, 0
	var cheapest rules.Move
	cheapPrice := 1 << 30
	var fights []Option
	for _, m := range legal {
		mv := m.(kk.Move)
		switch mv.Kind {
		case kk.Buy:
			price := kk.Stake(int(mv.Stake)).Price
			rank := price
			if price < cheapPrice {
				cheapest, cheapPrice = m, price
			}
			gain := now - p.dist(p.seat, p.held|1<<mv.Stake)
			if kk.Stake(int(mv.Stake)).Kind == kk.Cash {
				// Of stakes as near, the Cash first: it collects the
				// entrance fees, which pay for the rest.
				rank -= 100
			}
			if kk.Stake(int(mv.Stake)).Kind == kk.Gang {
				// Then the Gang: it adds a point to every duel its
				// business fights, in attack and defence.
				rank -= 50
			}
			if buy == nil || gain > buyGain || gain == buyGain && rank < buyRank {
				buy, buyGain, buyRank = m, gain, rank
			}
		case kk.Fight:
			fights = append(fights, p.weigh(mv, p.g.FightOdds(mv)))
		case kk.Draw, kk.Rob:
			cheapest, cheapPrice = m, -1
		}
	}
	if cheapest == nil {
		// Only fights are legal: the one it expects most from.
		best := fights[0]
		for _, o := range fights[1:] {
			if o.Expect() > best.Expect() {
				best = o
			}
		}
		return best.Move
	}
	if f, ok := BestFight(fights); ok && (buyGain <= 0 || f.Expect() > buyGain) {
		return f.Move
	}
	if buyGain > 0 {
		return buy
	}
	return cheapest
}

// corrupt plays the number of cards the exact odds say is best.
func (p *player) corrupt(legal []rules.Move) rules.Move {
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

// support backs the duellist whose win would bring nobody else near the
// goal against one whose win would, with as many cards as it may.
func (p *player) support(legal []rules.Move) rules.Move {
	f, ok := p.g.Fight()
	var none rules.Move
	for _, m := range legal {
		if m.(kk.Move).N == 0 {
			none = m
		}
	}
	if !ok {
		return none
	}
	stakes := set(p.g.Middle())
	threat := func(winner int) float64 {
		d := 1e9
		for o := range p.seats {
			if o == p.seat || !p.g.InRace(o) {
				continue
			}
			h := p.hand[o]
			if o == winner {
				h |= stakes
			}
			d = min(d, p.dist(o, h))
		}
		return d
	}
	ta, td := threat(f.Attacker), threat(f.Defender)
	side := -1
	switch {
	case ta < td && ta <= threatNear:
		side = kk.Defender
	case td < ta && td <= threatNear:
		side = kk.Attacker
	}
	if side < 0 {
		return none
	}
	var pick rules.Move = none
	for _, m := range legal {
		if mv := m.(kk.Move); int(mv.Side) == side && mv.N > 0 {
			if pick == none || mv.N > pick.(kk.Move).N {
				pick = m
			}
		}
	}
	return pick
}

// spaceValue is how much nearer the goal a turn ending on space sp brings
// it: the best purchase it can afford there or the best fight worth it,
// less what an authority would charge.
func (p *player) spaceValue(sp int) float64 {
	track := kk.Track()
	switch track[sp].Kind {
	case kk.BusinessSpace:
		r := kk.BusinessAt(track[sp].Business).Racket
		now := p.dist(p.seat, p.held)
		best := 0.0
		money := p.g.Money(p.seat) - kk.BusinessAt(track[sp].Business).Fee
		for _, s := range p.g.Display() {
			if kk.Stake(s).Business/3 == r && kk.Stake(s).Price <= money {
				best = max(best, now-p.dist(p.seat, p.held|1<<s))
			}
		}
		if f, ok := BestFight(p.fightsIn(r, 2)); ok {
			best = max(best, f.Expect())
		}
		return best
	case kk.AuthoritySpace:
		return -float64(p.authorityCost(sp)) / 50
	}
	return 0
}

// authorityCost is what landing on authority space sp would cost.
func (p *player) authorityCost(sp int) int {
	a := kk.Track()[sp].Authority
	n := 0
	for _, s := range list(p.held) {
		if kk.Stake(s).Kind == a.Charged() {
			n++
		}
	}
	return n * a.Charge()
}

// drive rides the Sports Car to the space where it can do most.
func (p *player) drive(legal []rules.Move) rules.Move {
	pos := p.g.Position(p.seat)
	best, score := legal[0], -1e9
	for _, m := range legal {
		n := int(m.(kk.Move).N)
		v := 0.0
		if n > 0 {
			v = p.spaceValue((pos + n) % kk.TrackLen())
		}
		if v > score {
			best, score = m, v
		}
	}
	return best
}

// turbo moves to the space where it can do most.
func (p *player) turbo(legal []rules.Move) rules.Move {
	best, score := legal[0], -1e9
	for _, m := range legal {
		if v := p.spaceValue(int(m.(kk.Move).Space)); v > score {
			best, score = m, v
		}
	}
	return best
}

// turnStart plays the Super Turbo to a space where a purchase or a fight
// worth it wins the game at once; otherwise it throws.
func (p *player) turnStart(legal []rules.Move) rules.Move {
	var roll rules.Move
	now := p.dist(p.seat, p.held)
	for _, m := range legal {
		mv := m.(kk.Move)
		if mv.Kind == kk.Roll {
			roll = m
			continue
		}
		if mv.Kind == kk.Super && now > 0 && p.spaceValue(int(mv.Space)) >= now-1e-9 {
			return m
		}
	}
	if roll == nil {
		return legal[0]
	}
	return roll
}

// part gives up (or sells) the stake it misses least, the cheapest first.
func (p *player) part(legal []rules.Move) rules.Move {
	best, miss, pr := legal[0], 1e18, 1<<30
	for _, m := range legal {
		s := int(m.(kk.Move).Stake)
		v := p.dist(p.seat, p.held&^(1<<s))
		if c := kk.Stake(s).Price; v < miss || v == miss && c < pr {
			best, miss, pr = m, v, c
		}
	}
	return best
}

// offer buys an offered stake that brings it nearer the goal.
func (p *player) offer(legal []rules.Move) rules.Move {
	s, _, ok := p.g.Offer()
	want := ok && p.dist(p.seat, p.held|1<<s) < p.dist(p.seat, p.held)
	for _, m := range legal {
		if k := m.(kk.Move).Kind; k == kk.Accept && want || k == kk.Decline && !want {
			return m
		}
	}
	return legal[0]
}
