package narration

import (
	"fmt"
	"sort"
	"strings"

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
// by "…".
func (w Words) Recap(g *kk.Game, items []Item, brief bool, limit int) string {
	var order []int
	// A seat's line stands where its turn came (turnAt), else where it
	// first did something (firstAt): a backer's cards in the attacker's
	// turn, or a defender's, listed the backer first and merged its own
	// later turn into that line, out of the order of play.
	turnAt, firstAt := map[int]int{}, map[int]int{}
	item := 0
	said := map[int][]string{}
	rides := map[int]int{} // Sports Car rides in a row, by seat
	// person lets a phrase onto a person's line: only what befell them.
	person := false
	add := func(seat int, phrase string) {
		if seat < 0 || !w.Computer(seat) && !person {
			return
		}
		if _, ok := said[seat]; !ok {
			order = append(order, seat)
			firstAt[seat] = item
		}
		said[seat] = append(said[seat], phrase)
		rides[seat] = 0
	}
	befell := func(seat int, phrase string) {
		person = true
		add(seat, phrase)
		person = false
	}
	for i, it := range items {
		// Every computer that moved is named, if only to say it threw.
		if _, ok := said[it.Seat]; !ok && w.Computer(it.Seat) {
			order = append(order, it.Seat)
			said[it.Seat] = nil
			firstAt[it.Seat] = i
		}
		if _, ok := turnAt[it.Turn]; !ok {
			turnAt[it.Turn] = i
		}
	}
	name := func(seat int) string { return w.recapName(seat, brief) }
	whom := func(seat int) string {
		if name := name(seat); name != "You" {
			return name
		}
		return "you"
	}
	whose := func(seat int) string {
		if name := name(seat); name != "You" {
			return name + "'s"
		}
		return "your"
	}
	var fight kk.FightBegan
	die := map[int]int{}
	// sentOn is each seat sent on to an authority for want of a sale, in
	// this turn: what the authority then does to a person is theirs to
	// read, where the same visit by their own throw is not.
	sentOn := map[int]bool{}
	// noSale is why the seat's next move to an authority came.
	noSale := map[int]string{}
	last := map[int]kk.Move{}    // each seat's last move, for a line with nothing else to say
	starts := map[int][]string{} // each seat's throws for the start, "a 6"
	startAt := map[int]int{}     // where in said its start phrase is
	for i, it := range items {
		item = i
		last[it.Seat] = it.Move
		if it.InFight {
			fight = kk.FightBegan{Attacker: it.Fight.Attacker, Defender: it.Fight.Defender, Bet: it.Fight.Bet, Target: it.Fight.Target}
		}
		for _, e := range it.Events {
			switch ev := e.(type) {
			case kk.TurnBegan:
				delete(sentOn, ev.Seat)
			case kk.OrderRolled:
				// Each seat's throws for the start read as one, the latest
				// last, the person's own among them: a re-throw after a tie
				// went unsaid, and "threw a 6 for the start, threw a 4 for
				// the start" said twice what one phrase does (play-test).
				starts[ev.Seat] = append(starts[ev.Seat], fmt.Sprintf("a %d", ev.Die))
				phrase := "threw " + strings.Join(starts[ev.Seat], ", then ") + " for the start"
				if at, ok := startAt[ev.Seat]; ok {
					said[ev.Seat][at] = phrase
					continue
				}
				befell(ev.Seat, phrase)
				if p := said[ev.Seat]; len(p) > 0 {
					startAt[ev.Seat] = len(p) - 1
				}
			case kk.Rolled:
				die[ev.Seat] = ev.Die
			case kk.Moved:
				to := kk.SpaceName(ev.To)
				switch ev.By {
				case kk.ByDie:
					threw := fmt.Sprintf("threw a %d", die[ev.Seat])
					// A throw onto a Sports Car is said by the ride. A
					// phone's street leaves the businesses to the tokens,
					// but an authority is said: "threw a 6, threw a 5"
					// hid the visit that gave the second throw.
					switch sp := kk.Track()[ev.To]; {
					case !brief && sp.Kind != kk.CarSpace:
						threw += " to " + to
					case brief && sp.Kind == kk.AuthoritySpace:
						threw += " to " + AuthorityShort[sp.Authority]
					}
					add(ev.Seat, threw)
				case kk.ByCar:
					// Rides in a row, in one move or several, read as
					// one: "Sports Car ×3 to the Casino".
					if p := said[ev.Seat]; len(p) > 0 && rides[ev.Seat] > 0 && strings.HasPrefix(p[len(p)-1], "Sports Car") {
						rides[ev.Seat]++
						p[len(p)-1] = fmt.Sprintf("Sports Car ×%d to %s", rides[ev.Seat], to)
						continue
					}
					add(ev.Seat, "Sports Car to "+to)
					rides[ev.Seat] = 1
				case kk.BySuperTurbo:
					add(ev.Seat, "Super Turbo to "+to)
				case kk.ByTurbo:
					add(ev.Seat, "three Turbo cards to "+to)
				case kk.ToAuthority:
					why := noSale[ev.Seat]
					if why == "" {
						why = "no sale for the fee"
					}
					befell(ev.Seat, why+": off to "+to)
					sentOn[ev.Seat] = true
				}
			case kk.Stayed:
				add(ev.Seat, "stayed on the Sports Car")
			case kk.StakeMoved:
				switch {
				case ev.From.Kind == kk.AtDisplay && ev.To.Kind == kk.AtPlayer:
					add(ev.To.Index, "bought "+StakeName(ev.Stake))
				case ev.From.Kind == kk.AtPlayer && ev.To.Kind == kk.AtPlayer:
					// A stake sold for an entrance fee: a computer buyer's
					// line says whose it was and for how much.
					add(ev.To.Index, fmt.Sprintf("bought %s %s for %d", whose(ev.From.Index), StakeName(ev.Stake), kk.Stake(ev.Stake).Price))
				case ev.From.Kind == kk.AtPlayer && ev.To.Kind == kk.AtDisplay:
					phrase := "gave up " + StakeName(ev.Stake) + " for want of the charge"
					if sentOn[ev.From.Index] {
						befell(ev.From.Index, phrase)
					} else {
						add(ev.From.Index, phrase)
					}
				}
			case kk.MoneyMoved:
				w.moneyWords(g, ev, it.Move, brief, sentOn, add, befell, whose)
			case kk.NothingToCashIn:
				if !brief {
					add(ev.Seat, "nothing to cash in at "+kk.SpaceName(ev.Space))
				}
			case kk.NoFee:
				if !brief {
					add(ev.Seat, "no fee at "+kk.BusinessAt(ev.Business).Name)
				}
			case kk.NoCharge:
				if !brief {
					add(ev.Seat, "nothing to pay at "+kk.SpaceName(ev.Space))
				}
			case kk.CardTaken:
				phrase := "a Corruption card"
				if ev.Card == kk.TurboCard {
					phrase = "drew a Turbo card"
				}
				if sentOn[ev.Seat] {
					befell(ev.Seat, phrase)
				} else {
					add(ev.Seat, phrase)
				}
			case kk.SaleOffered:
				add(ev.Seller, fmt.Sprintf("offered %s %s for the fee", whom(ev.Buyer), StakeName(ev.Stake)))
			case kk.SaleDeclined:
				// The buyer's line says who would not buy; the seller's,
				// where that took them.
				add(ev.Buyer, fmt.Sprintf("would not buy %s %s", whose(ev.Seller), StakeName(ev.Stake)))
				noSale[ev.Seller] = "no sale"
			case kk.NoBuyer:
				noSale[ev.Seat] = "nobody to sell a stake of " + ShortNames[ev.Business] + " to"
			case kk.FightBegan:
				fight = ev
			case kk.FightWon:
				result := "won"
				if ev.Winner != fight.Attacker {
					result = "lost"
				}
				add(fight.Attacker, fmt.Sprintf("fought %s for the %s, %s", whom(fight.Defender), ShortNames[fight.Target], result))
			case kk.CardsPlayed:
				if ev.N > 0 && ev.Seat != fight.Attacker && ev.Seat != fight.Defender {
					side := fight.Attacker
					if ev.Side == kk.Defender {
						side = fight.Defender
					}
					add(ev.Seat, fmt.Sprintf("backed %s with %d Corruption", whom(side), ev.N))
				}
			case kk.BecameTourist:
				befell(ev.Seat, "a tourist now")
			case kk.PlayerOut:
				befell(ev.Seat, "out")
			}
		}
	}
	at := func(seat int) int {
		if i, ok := turnAt[seat]; ok {
			return i
		}
		return firstAt[seat]
	}
	sort.SliceStable(order, func(i, j int) bool { return at(order[i]) < at(order[j]) })
	var lines []string
	for _, seat := range order {
		if len(said[seat]) == 0 {
			// A move with no phrase of its own (a decision in a duel, say)
			// is said as the log heads it, never as a bare "moved on".
			said[seat] = []string{w.MoveWords(last[seat].String())}
		}
		phrases := said[seat]
		end := "."
		if limit > 0 && len(phrases) > limit {
			phrases, end = phrases[:limit], ", …"
		}
		lines = append(lines, name(seat)+": "+strings.Join(phrases, ", ")+end)
	}
	return strings.Join(lines, "\n")
}

// recapName is how the recap names a seat: on a phone's street without
// the computer's level ("Jade", not "Jade (easy)"), which the seat cards
// show, so that five players' turns fit.
func (w Words) recapName(seat int, brief bool) string {
	name := w.Name(seat)
	if level := w.Level(seat); brief && w.Computer(seat) && level != "" {
		name = strings.TrimSuffix(name, " ("+level+")")
	}
	return name
}

// moneyWords says a payment for the recap: a fee, and whose Cash marker it
// went to, is what a player most wants to know of the others' turns.
func (w Words) moneyWords(g *kk.Game, ev kk.MoneyMoved, m kk.Move, brief bool, sentOn map[int]bool,
	add, befell func(int, string), whose func(int) string) {
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
		owner := g.Owner(kk.StakeOf(kk.Track()[sp].Business, kk.Cash))
		phrase := fmt.Sprintf("paid a %d fee at %s", ev.Amount, kk.SpaceName(sp))
		if brief {
			phrase = fmt.Sprintf("paid %d", ev.Amount)
		}
		if owner >= 0 && owner != from && (!brief || !w.Computer(owner)) {
			phrase += " for " + whose(owner) + " Cash"
		}
		add(from, phrase)
	case ev.Why == "cashing in" && to >= 0:
		phrase := fmt.Sprintf("cashed in %d", ev.Amount)
		if !brief {
			phrase += " at " + kk.SpaceName(ev.From.Index)
		}
		add(to, phrase)
	case ev.Why == "corruption" && from >= 0:
		phrase := fmt.Sprintf("paid %d to %s", ev.Amount, kk.SpaceName(ev.To.Index))
		if brief {
			// The throw before it named the authority.
			phrase = fmt.Sprintf("paid %d", ev.Amount)
		}
		if sentOn[from] {
			befell(from, phrase)
		} else {
			add(from, phrase)
		}
	case m.Kind == kk.Rob && to >= 0 && ev.From.Kind == kk.AtCashMarker:
		add(to, fmt.Sprintf("robbed %s of %d", kk.SpaceName(ev.From.Index), ev.Amount))
	}
}
