package narration

import (
	"sort"
	"strings"

	"quartet/lang"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// Item is one move the person has not had summed up yet.
type Item struct {
	Seat   int
	Move   kk.Move
	Events []rules.Event
	// Fight is the fight the move was made in, if InFight: a fight begun
	// before the recap's first move (the game resumed in it) ends with no
	// FightBegan to say who fought whom.
	Fight   kk.FightState
	InFight bool
	// Turn is the seat whose turn the move was made in: a defender's or a
	// backer's cards are played in the attacker's.
	Turn int
}

// Recap says in a few words per player what each did, in the order
// they moved: "Jade (easy): Super Turbo to the Law Courts, bought Eros
// Centre Cash". Every computer player that moved has its line; a person
// has one only for what the rules or the others did to them ("You: Jade
// bought your Kiosk Cash for 30"), never for their own choices, which they
// saw made. brief leaves out where a throw of the die went, which the
// tokens show, and the small print, for a phone's narrow street. limit,
// when above 0, keeps only that many phrases of each line, the rest said
// by "…". g is the game now, for whose Cash marker a fee went to.
func (w Words) Recap(g *kk.Game, items []Item, brief bool, limit int) string {
	r := recap{w: w, g: g, brief: brief,
		turnAt: map[int]int{}, firstAt: map[int]int{}, said: map[int][]string{}, rides: map[int]int{},
		die: map[int]int{}, sentOn: map[int]bool{}, noSale: map[int]string{}, last: map[int]kk.Move{},
		starts: map[int][]string{}, startAt: map[int]int{}}
	for i, it := range items {
		// Every computer that moved is named, if only to say it threw.
		if _, ok := r.said[it.Seat]; !ok && w.Computer(it.Seat) {
			r.order = append(r.order, it.Seat)
			r.said[it.Seat] = nil
			r.firstAt[it.Seat] = i
		}
		if _, ok := r.turnAt[it.Turn]; !ok {
			r.turnAt[it.Turn] = i
		}
	}
	for i, it := range items {
		r.item = i
		r.last[it.Seat] = it.Move
		if it.InFight {
			r.fight = kk.FightBegan{Attacker: it.Fight.Attacker, Defender: it.Fight.Defender, Bet: it.Fight.Bet, Target: it.Fight.Target}
		}
		for _, e := range it.Events {
			r.event(e, it.Move)
		}
	}
	return r.lines(limit)
}

// recap gathers each seat's phrases as the moves' events are read.
type recap struct {
	w     Words
	g     *kk.Game
	brief bool
	order []int
	// A seat's line stands where its turn came (turnAt), else where it
	// first did something (firstAt): a backer's cards in the attacker's
	// turn, or a defender's, listed the backer first and merged its own
	// later turn into that line, out of the order of play.
	turnAt, firstAt map[int]int
	item            int
	said            map[int][]string
	rides           map[int]int // Sports Car rides in a row, by seat
	// person lets a phrase onto a person's line: only what befell them.
	person bool
	fight  kk.FightBegan
	die    map[int]int
	// sentOn is each seat sent on to an authority for want of a sale, in
	// this turn: what the authority then does to a person is theirs to
	// read, where the same visit by their own throw is not.
	sentOn map[int]bool
	// noSale is why the seat's next move to an authority came.
	noSale  map[int]string
	last    map[int]kk.Move  // each seat's last move, for a line with nothing else to say
	starts  map[int][]string // each seat's throws for the start, "a 6"
	startAt map[int]int      // where in said its start phrase is
}

func (r *recap) add(seat int, phrase string) {
	if seat < 0 || !r.w.Computer(seat) && !r.person {
		return
	}
	if _, ok := r.said[seat]; !ok {
		r.order = append(r.order, seat)
		r.firstAt[seat] = r.item
	}
	r.said[seat] = append(r.said[seat], phrase)
	r.rides[seat] = 0
}

// befell says what the rules or the others did to seat: a person's line
// has these only.
func (r *recap) befell(seat int, phrase string) {
	r.person = true
	r.add(seat, phrase)
	r.person = false
}

// addOrBefell is befell for a seat sent on to an authority this turn, add
// otherwise.
func (r *recap) addOrBefell(seat int, phrase string) {
	if r.sentOn[seat] {
		r.befell(seat, phrase)
	} else {
		r.add(seat, phrase)
	}
}

func (r *recap) name(seat int) string { return r.w.recapName(seat, r.brief) }

func (r *recap) event(e rules.Event, m kk.Move) {
	switch ev := e.(type) {
	case kk.TurnBegan:
		delete(r.sentOn, ev.Seat)
	case kk.OrderRolled:
		r.orderRolled(ev)
	case kk.Rolled:
		r.die[ev.Seat] = ev.Die
	case kk.Moved:
		r.moved(ev)
	case kk.Stayed:
		r.add(ev.Seat, lang.T("stayed on the Sports Car"))
	case kk.StakeMoved:
		r.stakeMoved(ev)
	case kk.MoneyMoved:
		r.money(ev, m)
	case kk.NothingToCashIn:
		if !r.brief {
			r.add(ev.Seat, lang.Tf("nothing to cash in at %s", SpaceName(ev.Space)))
		}
	case kk.NoFee:
		if !r.brief {
			r.add(ev.Seat, lang.Tf("no fee at %s", Business(ev.Business)))
		}
	case kk.NoCharge:
		if !r.brief {
			r.add(ev.Seat, lang.Tf("nothing to pay at %s", SpaceName(ev.Space)))
		}
	case kk.CardTaken:
		phrase := lang.T("a Corruption card")
		if ev.Card == kk.TurboCard {
			phrase = lang.T("drew a Turbo card")
		}
		r.addOrBefell(ev.Seat, phrase)
	case kk.BecameTourist:
		r.befell(ev.Seat, lang.T("a tourist now"))
	case kk.PlayerOut:
		r.befell(ev.Seat, lang.TC("recap", "out"))
	default:
		r.dealt(e)
	}
}

// dealt reads the events between players: sales and fights.
func (r *recap) dealt(e rules.Event) {
	switch ev := e.(type) {
	case kk.SaleOffered:
		if r.w.you(ev.Buyer) {
			r.add(ev.Seller, lang.Tf("offered you %s for the fee", StakeName(ev.Stake)))
		} else {
			r.add(ev.Seller, lang.Tf("offered %s %s for the fee", r.name(ev.Buyer), StakeName(ev.Stake)))
		}
	case kk.SaleDeclined:
		// The buyer's line says who would not buy; the seller's,
		// where that took them.
		if r.w.you(ev.Seller) {
			r.add(ev.Buyer, lang.Tf("would not buy your %s", StakeName(ev.Stake)))
		} else {
			r.add(ev.Buyer, lang.Tf("would not buy %s's %s", r.name(ev.Seller), StakeName(ev.Stake)))
		}
		r.noSale[ev.Seller] = lang.T("no sale")
	case kk.NoBuyer:
		r.noSale[ev.Seat] = lang.Tf("nobody to sell a stake of %s to", Short(ev.Business))
	case kk.FightBegan:
		r.fight = ev
	case kk.FightWon:
		won, target := ev.Winner == r.fight.Attacker, Short(r.fight.Target)
		switch {
		case r.w.you(r.fight.Defender) && won:
			r.add(r.fight.Attacker, lang.Tf("fought you for the %s, won", target))
		case r.w.you(r.fight.Defender):
			r.add(r.fight.Attacker, lang.Tf("fought you for the %s, lost", target))
		case won:
			r.add(r.fight.Attacker, lang.Tf("fought %s for the %s, won", r.name(r.fight.Defender), target))
		default:
			r.add(r.fight.Attacker, lang.Tf("fought %s for the %s, lost", r.name(r.fight.Defender), target))
		}
	case kk.CardsPlayed:
		if ev.N > 0 && ev.Seat != r.fight.Attacker && ev.Seat != r.fight.Defender {
			side := r.fight.Attacker
			if ev.Side == kk.Defender {
				side = r.fight.Defender
			}
			if r.w.you(side) {
				r.add(ev.Seat, lang.Tf("backed you with %d Corruption", ev.N))
			} else {
				r.add(ev.Seat, lang.Tf("backed %s with %d Corruption", r.name(side), ev.N))
			}
		}
	}
}

// orderRolled says each seat's throws for the start as one, the latest
// last, the person's own among them: a re-throw after a tie went unsaid,
// and "threw a 6 for the start, threw a 4 for the start" said twice what
// one phrase does (play-test).
func (r *recap) orderRolled(ev kk.OrderRolled) {
	r.starts[ev.Seat] = append(r.starts[ev.Seat], lang.Tf("a %d", ev.Die))
	phrase := lang.Tf("threw %s for the start", strings.Join(r.starts[ev.Seat], lang.T(", then ")))
	if at, ok := r.startAt[ev.Seat]; ok {
		r.said[ev.Seat][at] = phrase
		return
	}
	r.befell(ev.Seat, phrase)
	if p := r.said[ev.Seat]; len(p) > 0 {
		r.startAt[ev.Seat] = len(p) - 1
	}
}

func (r *recap) moved(ev kk.Moved) {
	to := SpaceName(ev.To)
	switch ev.By {
	case kk.ByDie:
		threw := lang.Tf("threw a %d", r.die[ev.Seat])
		// A throw onto a Sports Car is said by the ride. A phone's street
		// leaves the businesses to the tokens, but an authority is said:
		// "threw a 6, threw a 5" hid the visit that gave the second throw.
		switch sp := kk.Track()[ev.To]; {
		case !r.brief && sp.Kind != kk.CarSpace:
			threw = lang.Tf("threw a %d to %s", r.die[ev.Seat], to)
		case r.brief && sp.Kind == kk.AuthoritySpace:
			threw = lang.Tf("threw a %d to %s", r.die[ev.Seat], AuthorityShort(sp.Authority))
		}
		r.add(ev.Seat, threw)
	case kk.ByCar:
		// Rides in a row, in one move or several, read as one: "Sports
		// Car ×3 to the Casino".
		// (Any other phrase sets rides back to 0.)
		if p := r.said[ev.Seat]; len(p) > 0 && r.rides[ev.Seat] > 0 {
			r.rides[ev.Seat]++
			p[len(p)-1] = lang.Tf("Sports Car ×%d to %s", r.rides[ev.Seat], to)
			return
		}
		r.add(ev.Seat, lang.Tf("Sports Car to %s", to))
		r.rides[ev.Seat] = 1
	case kk.BySuperTurbo:
		r.add(ev.Seat, lang.Tf("Super Turbo to %s", to))
	case kk.ByTurbo:
		r.add(ev.Seat, lang.Tf("three Turbo cards to %s", to))
	case kk.ToAuthority:
		why := r.noSale[ev.Seat]
		if why == "" {
			why = lang.T("no sale for the fee")
		}
		r.befell(ev.Seat, lang.Tf("%s: off to %s", why, to))
		r.sentOn[ev.Seat] = true
	}
}

func (r *recap) stakeMoved(ev kk.StakeMoved) {
	switch {
	case ev.From.Kind == kk.AtDisplay && ev.To.Kind == kk.AtPlayer:
		r.add(ev.To.Index, lang.Tf("bought %s", StakeName(ev.Stake)))
	case ev.From.Kind == kk.AtPlayer && ev.To.Kind == kk.AtPlayer:
		// A stake sold for an entrance fee: a computer buyer's line says
		// whose it was and for how much.
		if r.w.you(ev.From.Index) {
			r.add(ev.To.Index, lang.Tf("bought your %s for %d", StakeName(ev.Stake), kk.Stake(ev.Stake).Price))
		} else {
			r.add(ev.To.Index, lang.Tf("bought %s's %s for %d", r.name(ev.From.Index), StakeName(ev.Stake), kk.Stake(ev.Stake).Price))
		}
	case ev.From.Kind == kk.AtPlayer && ev.To.Kind == kk.AtDisplay:
		r.addOrBefell(ev.From.Index, lang.Tf("gave up %s for want of the charge", StakeName(ev.Stake)))
	}
}

// lines are the seats' lines, in the order their turns came.
func (r *recap) lines(limit int) string {
	at := func(seat int) int {
		if i, ok := r.turnAt[seat]; ok {
			return i
		}
		return r.firstAt[seat]
	}
	sort.SliceStable(r.order, func(i, j int) bool { return at(r.order[i]) < at(r.order[j]) })
	var lines []string
	for _, seat := range r.order {
		if len(r.said[seat]) == 0 {
			// A move with no phrase of its own (a decision in a duel, say)
			// is said as the log heads it, never as a bare "moved on".
			r.said[seat] = []string{r.w.MoveWords(r.last[seat].String())}
		}
		phrases := r.said[seat]
		end := "."
		if limit > 0 && len(phrases) > limit {
			phrases, end = phrases[:limit], ", …"
		}
		lines = append(lines, r.name(seat)+RecapColon()+strings.Join(phrases, ", ")+end)
	}
	return strings.Join(lines, "\n")
}

// recapName is how the recap names a seat: on a phone's street without
// the computer's level ("Jade", not "Jade (easy)"), which the seat cards
// show, so that five players' turns fit.
func (w Words) recapName(seat int, brief bool) string {
	if w.you(seat) && lang.Current() != lang.English && w.Called != nil {
		// The phrases are the third person's ("würfelte"): the person's
		// line is headed by their seat's name, "Rot (du)", as the German
		// and French refusals name them (review: "Du: würfelte eine 6").
		return w.Called(seat)
	}
	name := w.Name(seat)
	if level, ok := w.Level(seat); brief && w.Computer(seat) && ok && level != "" {
		// The level as the name writes it, in the screens' language.
		if i := strings.LastIndex(name, " ("); i > 0 && strings.HasSuffix(name, ")") {
			name = name[:i]
		}
	}
	return name
}

// money says a payment: a fee, and whose Cash marker it went to, is what a
// player most wants to know of the others' turns.
func (r *recap) money(ev kk.MoneyMoved, m kk.Move) {
	from, to := -1, -1
	if ev.From.Kind == kk.AtPlayer {
		from = ev.From.Index
	}
	if ev.To.Kind == kk.AtPlayer {
		to = ev.To.Index
	}
	switch {
	case ev.Amount <= 0:
	case ev.Why == "entrance fee" && ev.To.Kind == kk.AtCashMarker:
		// A phone's street says a fee in short, "paid 30", and whose Cash
		// only where it is the person's: a purchase alone read as if the
		// fee had never been paid.
		sp := ev.To.Index
		owner := r.g.Owner(kk.StakeOf(kk.Track()[sp].Business, kk.Cash))
		r.add(from, r.fee(ev.Amount, sp, owner >= 0 && owner != from && (!r.brief || !r.w.Computer(owner)), owner))
	case ev.Why == "cashing in" && to >= 0:
		phrase := lang.Tf("cashed in %d", ev.Amount)
		if !r.brief {
			phrase = lang.Tf("cashed in %d at %s", ev.Amount, SpaceName(ev.From.Index))
		}
		r.add(to, phrase)
	case ev.Why == "corruption" && from >= 0:
		phrase := lang.Tf("paid %d to %s", ev.Amount, SpaceName(ev.To.Index))
		if r.brief {
			// The throw before it named the authority.
			phrase = lang.Tf("paid %d", ev.Amount)
		}
		r.addOrBefell(from, phrase)
	case m.Kind == kk.Rob && to >= 0 && ev.From.Kind == kk.AtCashMarker:
		r.add(to, lang.Tf("robbed %s of %d", SpaceName(ev.From.Index), ev.Amount))
	}
}

// fee says an entrance fee paid at space sp, and when forOwner, whose
// Cash it went to: a phone's street says it in short, "paid 30".
func (r *recap) fee(amount, sp int, forOwner bool, owner int) string {
	switch {
	case r.brief && !forOwner:
		return lang.Tf("paid %d", amount)
	case r.brief && r.w.you(owner):
		return lang.Tf("paid %d for your Cash", amount)
	case r.brief:
		return lang.Tf("paid %d for %s's Cash", amount, r.name(owner))
	case !forOwner:
		return lang.Tf("paid a %d fee at %s", amount, SpaceName(sp))
	case r.w.you(owner):
		return lang.Tf("paid a %d fee at %s for your Cash", amount, SpaceName(sp))
	}
	return lang.Tf("paid a %d fee at %s for %s's Cash", amount, SpaceName(sp), r.name(owner))
}

// RecapColon stands between a seat's name and its phrases in the recap:
// "Jade: threw a 4".
func RecapColon() string { return lang.T(": ") }
