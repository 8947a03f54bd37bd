package narration

import (
	"fmt"
	"strings"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// Words writes moves and events with the seats' names. Name is how the
// message line and the recap name a seat ("You", "Jade (easy)"); Called
// how the log heads one; Computer says a seat is played by the computer,
// and Level its level, if the record has the seat, which the recap leaves
// out on a phone's street.
type Words struct {
	Name, Called func(seat int) string
	Computer     func(seat int) bool
	Level        func(seat int) (string, bool)
}

// MoveWords heads a move in the log in words: the notation names spaces,
// stakes and players by id, which a person never sees elsewhere. A move
// that does not parse is given as it is.
func (w Words) MoveWords(move string) string {
	m, err := kk.ParseMove(move)
	if err != nil {
		return move
	}
	switch m.Kind {
	case kk.Roll:
		return "throws the die"
	case kk.Super:
		return "plays the Super Turbo card to go to " + kk.SpaceName(int(m.Space))
	case kk.Drive:
		if m.N == 0 {
			return "stays on the Sports Car"
		}
		return "drives the Sports Car " + kk.Spaces(int(m.N))
	case kk.Lose:
		return "gives up " + StakeWords(int(m.Stake))
	case kk.Rob:
		return "robs the authority's Cash marker"
	case kk.Fight:
		return fmt.Sprintf("fights: bets %s against %s's stakes of %s", kk.BusinessAt(int(m.Bet)).Name,
			w.Called(int(m.Player)), kk.BusinessAt(int(m.Target)).Name)
	case kk.Sell:
		return "offers " + StakeWords(int(m.Stake)) + " for sale"
	case kk.Accept:
		return "buys the stake offered"
	case kk.Decline:
		return "does not buy the stake offered"
	case kk.Buy:
		return "buys " + StakeWords(int(m.Stake))
	case kk.Draw:
		return "draws a Turbo card"
	case kk.Turbo:
		return "uses three Turbo cards to go to " + kk.SpaceName(int(m.Space))
	case kk.Corrupt:
		if m.N == 0 {
			return "plays no Corruption card"
		}
		return "plays " + Cards(int(m.N))
	case kk.Support:
		if m.N == 0 {
			return "stays out of the duel"
		}
		side := "attacker"
		if m.Side == kk.Defender {
			side = "defender"
		}
		return fmt.Sprintf("supports the %s with %s", side, Cards(int(m.N)))
	}
	return move
}

// Cards is a number of Corruption cards in good English: "1 Corruption
// card", "2 Corruption cards" (the log said "card(s)").
func Cards(n int) string {
	if n == 1 {
		return "1 Corruption card"
	}
	return fmt.Sprintf("%d Corruption cards", n)
}

// SubjectVerb is "You go" or "Jade (easy) goes": the verb agrees with the name.
func (w Words) SubjectVerb(seat int, you, other string) string {
	name := w.Name(seat)
	if name == "You" {
		return "You " + you
	}
	return name + " " + other
}

// NoCharge says why a visit to an authority brought no Corruption
// card: the rulebook gives one only to a player who pays for stakes of the
// authority's kind (or gives one up).
func (w Words) NoCharge(seat, sp int) string {
	a := kk.Track()[sp].Authority
	verb := "charge"
	if a == kk.TaxOffice {
		verb = "charges"
	}
	return fmt.Sprintf("%s nothing the %s %s for, so no Corruption card.", w.SubjectVerb(seat, "own", "owns"), AuthorityShort[a], verb)
}

// CardsPlayed says who added Corruption cards to a duel and for whom:
// a supporter's card appeared on a side with no word of whose it was.
func (w Words) CardsPlayed(ev kk.CardsPlayed, attacker, defender int) string {
	duellist := attacker
	if ev.Side == kk.Defender {
		duellist = defender
	}
	cards := Cards(ev.N)
	if ev.Seat == duellist {
		if ev.N == 0 {
			return w.SubjectVerb(ev.Seat, "play", "plays") + " no Corruption card."
		}
		// What a card does, said as it is played: a newcomer saw the
		// computer's card leave its seat card with no word of why.
		whose := "their"
		if w.Name(ev.Seat) == "You" {
			whose = "your"
		}
		return w.SubjectVerb(ev.Seat, "play", "plays") + " " + cards + fmt.Sprintf(": +%d to %s die.", ev.N, whose)
	}
	whom, whose := w.Name(duellist), w.Name(duellist)+"'s"
	if whom == "You" {
		whom, whose = "you", "your"
	}
	return w.SubjectVerb(ev.Seat, "support", "supports") + " " + whom + " with " + cards + fmt.Sprintf(": +%d to %s die.", ev.N, whose)
}

// DuelDecided says a duel's result by whose bullet climbs: the table
// draws each bullet in its duellist's colour, so the rules' gold and silver
// would name bullets nobody sees.
func (w Words) DuelDecided(ev kk.DuelDecided, attacker, defender int) string {
	seats := [2]int{attacker, defender}
	whose := w.Name(seats[ev.Winner]) + "'s"
	if whose == "You's" {
		whose = "Your"
	}
	return fmt.Sprintf("Duel %d, %d to %d: %s bullet climbs to %d (%s %d, %s %d).", ev.Duel, ev.Scores[0], ev.Scores[1],
		whose, ev.Podium[ev.Winner], w.Name(seats[0]), ev.Podium[0], w.Name(seats[1]), ev.Podium[1])
}

// DuelResult says a duel's result on the duel's panel: who took it
// and both sums, or that it was a tie and nobody scores (a tie left the
// podium as it was, with nothing saying why; "no bullet climbs" was
// jargon to a newcomer).
func (w Words) DuelResult(ev kk.DuelDecided, attacker, defender int) string {
	if ev.Winner < 0 {
		return fmt.Sprintf("Duel %d is a tie, %d to %d: nobody scores.", ev.Duel, ev.Scores[0], ev.Scores[1])
	}
	seats := [2]int{attacker, defender}
	return fmt.Sprintf("Duel %d to %s, %d to %d.", ev.Duel, w.Name(seats[ev.Winner]), ev.Scores[0], ev.Scores[1])
}

// SentOn says why a token went on to the next authority, in the
// words of the player it happened to: the rules' "Player 1 has no sale
// and must move to the Police" read "You has no sale" and said nothing of
// the rule or of who would not buy.
// events are the move's, for who would not buy.
func (w Words) SentOn(ev kk.Moved, events []rules.Event) string {
	why := w.SubjectVerb(ev.Seat, "have", "has") + " no sale for the entrance fee"
	for _, e := range events {
		switch d := e.(type) {
		case kk.NoBuyer:
			if d.Seat == ev.Seat {
				why = "Nobody owns a stake of " + kk.BusinessAt(d.Business).Name + " to buy one for the entrance fee"
			}
		case kk.SaleDeclined:
			if d.Seller == ev.Seat {
				whose := w.Name(d.Seller) + "'s"
				if whose == "You's" {
					whose = "your"
				}
				why = w.Name(d.Buyer) + " would not buy " + whose + " " + StakeName(d.Stake)
				if w.Name(d.Buyer) == "You" {
					why = "You declined " + whose + " " + StakeName(d.Stake)
				}
			}
		}
	}
	goes := w.Name(ev.Seat) + "'s token goes"
	if w.Name(ev.Seat) == "You" {
		goes = "your token goes"
	}
	return fmt.Sprintf("%s, so %s on to %s: the rule sends a player who cannot pay the fee to the next authority.", why, goes, kk.SpaceName(ev.To))
}

// Tourist says what becoming a tourist means for the player: the
// rules' "Player 1 is a tourist" passed in a beat of no length.
func (w Words) Tourist(seat int) string {
	name := w.Name(seat)
	if name == "You" {
		return "The display is sold out and you own no stake: you are a tourist now, out of the race, going round and paying entrance fees until your money is gone."
	}
	return fmt.Sprintf("The display is sold out and %s owns no stake: a tourist now, out of the race, going round and paying entrance fees until the money is gone.", name)
}

// YourMoney says in a short sentence how a person's own move moved
// their money without their choosing it: the fee and whose Cash it went
// to, a cash-in, an authority's charge and the Corruption card that comes
// with it. The amounts flew by in a beat, and the line kept only the
// prompt that followed (play-test). Empty when nothing of the kind moved.
func (w Words) YourMoney(g *kk.Game, seat int, events []rules.Event) string {
	var did []string
	for _, e := range events {
		switch ev := e.(type) {
		case kk.MoneyMoved:
			from := ev.From.Kind == kk.AtPlayer && ev.From.Index == seat
			to := ev.To.Kind == kk.AtPlayer && ev.To.Index == seat
			switch {
			case ev.Amount <= 0:
			case from && ev.Why == "entrance fee" && ev.To.Kind == kk.AtCashMarker:
				sp := ev.To.Index
				phrase := fmt.Sprintf("paid a %d fee at %s", ev.Amount, ShortSpace(sp))
				if owner := g.Owner(kk.StakeOf(kk.Track()[sp].Business, kk.Cash)); owner >= 0 && owner != seat {
					phrase += " for " + w.Possessive(owner) + " Cash"
				}
				did = append(did, phrase)
			case from && ev.Why == "corruption":
				did = append(did, fmt.Sprintf("paid %d to %s", ev.Amount, kk.SpaceName(ev.To.Index)))
			case to && ev.Why == "cashing in":
				did = append(did, fmt.Sprintf("cashed in %d from the %s's Cash marker", ev.Amount, ShortSpace(ev.From.Index)))
			}
		case kk.CardTaken:
			if ev.Seat == seat && ev.Card != kk.TurboCard {
				did = append(did, "took a Corruption card")
			}
		}
	}
	if len(did) == 0 {
		return ""
	}
	return w.Name(seat) + " " + AndList(did) + "."
}

// Possessive is "Jade (easy)'s", or "your" for the person.
func (w Words) Possessive(seat int) string {
	if name := w.Name(seat); name != "You" {
		return name + "'s"
	}
	return "your"
}

// SeatList names the seats joined by "and", "You and Jade (easy)": the
// seats tied for the start.
func (w Words) SeatList(seats []int) string {
	out := ""
	for i, st := range seats {
		if i > 0 {
			out += " and "
		}
		out += w.Name(st)
	}
	return out
}

// WhoseChoice names the person deciding: "Your choice" when one person
// plays, "Mei's choice" between people.
func (w Words) WhoseChoice(seat int) string {
	if name := w.Name(seat); name != "You" {
		return name + "'s choice"
	}
	return "Your choice"
}

// StartLine is the line at the foot of the street while the throws for the
// start last: each seat's throw so far.
func (w Words) StartLine(seats int, throws []int, winner int) string {
	var parts []string
	for seat := range seats {
		if d := throws[seat]; d > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", w.Name(seat), d))
		}
	}
	if len(parts) == 0 {
		return "Throws for the start: the highest goes first."
	}
	line := "Throws for the start: " + strings.Join(parts, " · ") + "."
	if winner >= 0 {
		line += " " + w.SubjectVerb(winner, "go", "goes") + " first."
		// The order of play after the first: a newcomer cannot tell it
		// from the seat cards' order.
		var then []string
		for i := 1; i < seats; i++ {
			name := w.Name((winner + i) % seats)
			if name == "You" {
				name = "you"
			}
			then = append(then, name)
		}
		if len(then) > 0 {
			line += " Then " + AndList(then) + "."
		}
	}
	return line
}

// Leaders says who is closest to the win condition and how close, or
// that nobody owns a stake yet: owned is each seat's stakes towards the
// goal of need, and out the seats out of the game. The person is "You",
// as their seat card calls them (play-test: the card said "You", the line
// "Mei (you)").
func (w Words) Leaders(owned []int, need int, out []bool) string {
	best := 0
	var leaders []string
	for seat, have := range owned {
		if out[seat] {
			continue
		}
		switch {
		case have > best:
			best, leaders = have, []string{w.Name(seat)}
		case have == best && have > 0:
			leaders = append(leaders, w.Name(seat))
		}
	}
	if best == 0 {
		return "Nobody owns a stake yet."
	}
	active := 0
	for seat := range owned {
		if !out[seat] {
			active++
		}
	}
	if len(leaders) == active && active > 2 {
		// Everyone level: a list of every name would not fit the street.
		return fmt.Sprintf("Everyone has %d of the %d stakes.", best, need)
	}
	verb := "leads"
	if len(leaders) > 1 || leaders[0] == "You" {
		verb = "lead"
	}
	who := leaders[0]
	if n := len(leaders); n > 1 {
		who = strings.Join(leaders[:n-1], ", ") + " and " + leaders[n-1]
	}
	return fmt.Sprintf("%s %s with %d of the %d stakes.", who, verb, best, need)
}

// GoalWords is the win condition for this player count, in words.
func GoalWords(seats, need int) string {
	switch seats {
	case 2:
		return fmt.Sprintf("own two whole rackets (all %d of their stakes)", need)
	case 3:
		return fmt.Sprintf("own a whole racket and a whole business of another racket (%d stakes)", need)
	}
	return fmt.Sprintf("own a whole racket (all %d of its stakes)", need)
}

// Decision is what the table knows of the person's decision beyond the
// game: the moves on offer and what the last move did.
type Decision struct {
	Super, Fight bool // a Super Turbo card to play; a fight open
	Buy, Draw    bool // the second job offers a stake to buy; a Turbo card to draw
	// FirstBuy says the person owns no stake yet: the buy step says what
	// the kinds of stake are.
	FirstBuy bool
	Tied     bool // the last round of start throws ended in a tie
	// NoChargeAt is the authority whose visit just charged nothing, or -1.
	NoChargeAt int
	// NoFightWhy says why no fight is open, asked only when it is said.
	NoFightWhy func() string
}

// Prompt says what the person must decide, in words.
func (w Words) Prompt(g *kk.Game, phase kk.Phase, d Decision) string {
	seat := g.ToMove()
	switch phase {
	case kk.PhaseOrder:
		if d.Tied {
			return "A tie for the start: throw again. The highest throw goes first."
		}
		return "Throw the die for the start: the highest throw goes first."
	case kk.PhaseTurn:
		if d.Super {
			return "Your turn: throw the die, or play your Super Turbo card to go anywhere."
		}
		return "Your turn: throw the die."
	case kk.PhaseReroll:
		if d.NoChargeAt >= 0 {
			return w.NoCharge(seat, d.NoChargeAt) + " Throw the die again."
		}
		return "Throw the die again."
	case kk.PhaseDrive:
		return fmt.Sprintf("Sports Car: drive 0 to %d spaces (tap a lit space or a number).", kk.CarReach(g.Position(seat)))
	case kk.PhaseLose:
		return "You cannot pay the authority: give up one of the lit stakes."
	case kk.PhaseThree:
		return "Three Corruption cards: rob the authority's Cash marker, or fight anywhere with up to three cards per duel."
	case kk.PhaseSell:
		return "You cannot pay the entrance fee: offer one of your stakes for sale."
	case kk.PhaseOffer:
		st, seller, _ := g.Offer()
		return fmt.Sprintf("%s offers you %s (%s) for %d. Buy it?", w.Called(seller), kk.Stake(st).ID, kk.BusinessAt(kk.Stake(st).Business).Name, kk.Stake(st).Price)
	case kk.PhaseJob:
		return w.jobPrompt(d)
	case kk.PhaseTurbo:
		return "Three Turbo cards: tap any lit space to go there."
	case kk.PhaseCorrupt:
		f, _ := g.Fight()
		side := "attack"
		if seat == f.Defender {
			side = "defence"
		}
		return fmt.Sprintf("Duel %d: how many Corruption cards for your %s? Each adds 1 to your die.", f.Duels+1, side)
	case kk.PhaseSupport:
		f, _ := g.Fight()
		return fmt.Sprintf("Support a side in duel %d with 1 or 2 of your Corruption cards (%s attacks, %s defends), or stay out of this duel or the whole fight.",
			f.Duels+1, w.Called(f.Attacker), w.Called(f.Defender))
	}
	return ""
}

// jobPrompt says what the second job on a business allows: buying or
// fighting while either is possible, a Turbo card only when neither is.
// It names the first job too: "Second job" alone left a newcomer asking
// which was the first (play-test, online on a phone). Kept short: on a
// phone the line has four lines of the width of the screen.
func (w Words) jobPrompt(d Decision) string {
	buy, draw, fight := d.Buy, d.Draw, d.Fight
	text := ""
	switch {
	case draw:
		return jobsWords + "you can neither buy a stake here nor fight (" + d.NoFightWhy() + "), so draw a Turbo card."
	case buy && fight:
		text = jobsWords + "buy a lit stake or fight for one (you must, while you can). " + priceGoesWords
	case buy:
		text = jobsWords + "buy a lit stake (you must, while you can). " + priceGoesWords + " No fight is open to you: " + d.NoFightWhy() + "."
	case fight:
		return jobsWords + "fight for a stake of this racket (none left that you can pay for). You must fight while you can."
	default:
		return jobsWords + "done."
	}
	if d.FirstBuy {
		text += " " + StakeGloss
	}
	return text
}

// jobsWords name both of a business's jobs, the first done.
const jobsWords = "Fee done (first job). Second job: "

// StakeGloss says what the three kinds of stake are, where a newcomer
// first meets them: the buttons name them in a word ("S2 Hot · 20"), and
// Gang, Cash and Hot meant nothing to a newcomer (play-test).
const StakeGloss = "Any stake: no fee there. Gang: +1 in fights. Cash: takes its marker's money. Hot: Hot Commodity."

// priceGoesWords says where a purchase's price goes: onto the Cash marker
// of the business the stake is bought from, for whoever holds that
// business's Cash to take on landing there (rulebook: "The sales price is
// put on the Cash marker of the business you're buying a business stake
// from"). A play-tester paid 55 and saw another player cash it in. The buy
// buttons name that holder ("S3 Gang · 55 to Jade").
const priceGoesWords = "The price goes on its business's Cash marker, for that Cash's holder."

// CashHolder is the bare name of who holds business b's Cash stake,
// other than the player to move, or "".
func (w Words) CashHolder(g *kk.Game, b int) string {
	o := g.Owner(kk.StakeOf(b, kk.Cash))
	if o < 0 || o == g.ToMove() {
		return ""
	}
	name := w.Called(o)
	if i := strings.Index(name, " ("); i > 0 {
		name = name[:i]
	}
	return name
}

// AtRisk says what the person stands to lose in a fight before they pick
// it: their bet, and where it holds the business's Cash, the money on
// that business's Cash marker, which the Cash's holder collects and which
// goes with it (play-test: a lost fight took the money on the Cash
// marker unannounced). bet is the bet in words ("Kiosk Gang+Cash"),
// marker the money on its Cash marker, or 0 where the bet holds no Cash.
func AtRisk(bet string, marker int) string {
	s := "Lose, and your " + bet + " go to your opponent"
	if marker > 0 {
		s += fmt.Sprintf(", and with the Cash the %d on its Cash marker", marker)
	}
	return s + "."
}

// FightWon says who won a fight and what changed hands: the loser's
// stakes, the fight money, and where the loser's bet held a business's
// Cash, the money on its Cash marker, which goes with the Cash (a lost
// fight took it unannounced). lost are the loser's stakes, money the
// fight money, marker the money on the Cash marker of the business whose
// Cash the loser lost (0 for none).
func (w Words) FightWon(winner, loser int, lost []int, money, marker int) string {
	var kinds []string
	business := -1
	for _, st := range lost {
		info := kk.Stake(st)
		business = info.Business
		kinds = append(kinds, KindWord(info.Kind))
	}
	s := w.SubjectVerb(winner, "win", "wins") + " the fight"
	if business >= 0 {
		s += fmt.Sprintf(" and %s %s %s %s", map[bool]string{true: "take", false: "takes"}[w.Name(winner) == "You"],
			w.Possessive(loser), ShortNames[business], strings.Join(kinds, "+"))
	}
	if money > 0 {
		s += fmt.Sprintf(", with %d fight money", money)
	}
	s += "."
	if marker > 0 && business >= 0 {
		s += fmt.Sprintf(" With the %s Cash goes the %d on its Cash marker.", ShortNames[business], marker)
	}
	return s
}
