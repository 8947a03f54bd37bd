package narration

import (
	"fmt"
	"strings"

	"quartet/lang"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// Words writes moves and events with the seats' names. Name is how the
// message line and the recap name a seat ("You", "Jade (easy)"); Called
// how the log heads one; Computer says a seat is played by the computer,
// and Level its level, if the record has the seat, which the recap leaves
// out on a phone's street. You says the seat is the one person at the
// table, whom Name calls "You" (in the screens' language); without it a
// seat Name calls "You" is.
type Words struct {
	Name, Called func(seat int) string
	Computer     func(seat int) bool
	Level        func(seat int) (string, bool)
	You          func(seat int) bool
}

// you says seat is the person, whom the sentences address.
func (w Words) you(seat int) bool {
	if w.You != nil {
		return w.You(seat)
	}
	return w.Name(seat) == "You"
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
		return lang.T("throws the die")
	case kk.Super:
		return lang.Tf("plays the Super Turbo card to go to %s", SpaceName(int(m.Space)))
	case kk.Drive:
		if m.N == 0 {
			return lang.T("stays on the Sports Car")
		}
		return lang.N("drives the Sports Car %d space", "drives the Sports Car %d spaces", int(m.N), int(m.N))
	case kk.Lose:
		return lang.Tf("gives up %s", StakeWords(int(m.Stake)))
	case kk.Rob:
		return lang.T("robs the authority's Cash marker")
	case kk.Fight:
		return lang.Tf("fights: bets %s against %s's stakes of %s", Business(int(m.Bet)),
			w.Called(int(m.Player)), Business(int(m.Target)))
	case kk.Sell:
		return lang.Tf("offers %s for sale", StakeWords(int(m.Stake)))
	case kk.Accept:
		return lang.T("buys the stake offered")
	case kk.Decline:
		return lang.T("does not buy the stake offered")
	case kk.Buy:
		return lang.Tf("buys %s", StakeWords(int(m.Stake)))
	case kk.Draw:
		return lang.T("draws a Turbo card")
	case kk.Turbo:
		return lang.Tf("uses three Turbo cards to go to %s", SpaceName(int(m.Space)))
	case kk.Corrupt:
		if m.N == 0 {
			return lang.T("plays no Corruption card")
		}
		return lang.N("plays %d Corruption card", "plays %d Corruption cards", int(m.N), int(m.N))
	case kk.Support:
		if m.N == 0 {
			return lang.T("stays out of the duel")
		}
		if m.Side == kk.Defender {
			return lang.N("supports the defender with %d Corruption card", "supports the defender with %d Corruption cards", int(m.N), int(m.N))
		}
		return lang.N("supports the attacker with %d Corruption card", "supports the attacker with %d Corruption cards", int(m.N), int(m.N))
	}
	return move
}

// DuelsHeading heads in the log a move that decided duels first to last
// of a fight: what they are, who fights whom for which business. The
// move itself, a card played or a die thrown, is among its lines; as the
// heading it named a whole fight "plays 1 Corruption card" (third
// reading).
func (w Words) DuelsHeading(attacker, defender, target, first, last int) string {
	if first == last {
		return lang.Tf("Duel %d: %s against %s for the %s", first, w.Called(attacker), w.Called(defender), Business(target))
	}
	return lang.Tf("Duels %d to %d: %s against %s for the %s", first, last, w.Called(attacker), w.Called(defender), Business(target))
}

// Cards is a number of Corruption cards in good English: "1 Corruption
// card", "2 Corruption cards" (the log said "card(s)").
func Cards(n int) string {
	return lang.N("%d Corruption card", "%d Corruption cards", n, n)
}

// SubjectVerb is "You go" or "Jade (easy) goes": the verb agrees with the
// name, in English (the message line's sentences say it through Sentence).
func (w Words) SubjectVerb(seat int, you, other string) string {
	name := w.Name(seat)
	if name == "You" {
		return "You " + you
	}
	return name + " " + other
}

// Sentence is the sentence you when seat is the person, else other, a
// sentence whose %s is the seat's name: the verb agrees with the name in
// every language.
func (w Words) Sentence(seat int, you, other string) string {
	if w.you(seat) {
		return you
	}
	return fmt.Sprintf(other, w.Name(seat))
}

// NoCharge says why a visit to an authority brought no Corruption
// card: the rulebook gives one only to a player who pays for stakes of the
// authority's kind (or gives one up).
func (w Words) NoCharge(seat, sp int) string {
	a := kk.Track()[sp].Authority
	if w.you(seat) {
		switch a {
		case kk.TaxOffice:
			return lang.T("You own nothing the Tax Office charges for, so no Corruption card.")
		case kk.LawCourts:
			return lang.T("You own nothing the Law Courts charge for, so no Corruption card.")
		}
		return lang.T("You own nothing the Police charge for, so no Corruption card.")
	}
	switch a {
	case kk.TaxOffice:
		return lang.Tf("%s owns nothing the Tax Office charges for, so no Corruption card.", w.Name(seat))
	case kk.LawCourts:
		return lang.Tf("%s owns nothing the Law Courts charge for, so no Corruption card.", w.Name(seat))
	}
	return lang.Tf("%s owns nothing the Police charge for, so no Corruption card.", w.Name(seat))
}

// CardsPlayed says who added Corruption cards to a duel and for whom:
// a supporter's card appeared on a side with no word of whose it was.
func (w Words) CardsPlayed(ev kk.CardsPlayed, attacker, defender int) string {
	duellist := attacker
	if ev.Side == kk.Defender {
		duellist = defender
	}
	if ev.Seat == duellist {
		if ev.N == 0 {
			if w.you(ev.Seat) {
				return lang.T("You play no Corruption card.")
			}
			return lang.Tf("%s plays no Corruption card.", w.Name(ev.Seat))
		}
		// What a card does, said as it is played: a newcomer saw the
		// computer's card leave its seat card with no word of why.
		if w.you(ev.Seat) {
			return lang.N("You play %d Corruption card: +%d to your die.", "You play %d Corruption cards: +%d to your die.", ev.N, ev.N, ev.N)
		}
		return lang.N("%s plays %d Corruption card: +%d to their die.", "%s plays %d Corruption cards: +%d to their die.", ev.N, w.Name(ev.Seat), ev.N, ev.N)
	}
	switch {
	case w.you(ev.Seat):
		return lang.N("You support %s with %d Corruption card: +%d to %s's die.", "You support %s with %d Corruption cards: +%d to %s's die.", ev.N,
			w.Name(duellist), ev.N, ev.N, w.Name(duellist))
	case w.you(duellist):
		return lang.N("%s supports you with %d Corruption card: +%d to your die.", "%s supports you with %d Corruption cards: +%d to your die.", ev.N,
			w.Name(ev.Seat), ev.N, ev.N)
	}
	return lang.N("%s supports %s with %d Corruption card: +%d to %s's die.", "%s supports %s with %d Corruption cards: +%d to %s's die.", ev.N,
		w.Name(ev.Seat), w.Name(duellist), ev.N, ev.N, w.Name(duellist))
}

// DuelDecided says a duel's result by whose bullet climbs: the table
// draws each bullet in its duellist's colour, so the rules' gold and silver
// would name bullets nobody sees.
func (w Words) DuelDecided(ev kk.DuelDecided, attacker, defender int) string {
	seats := [2]int{attacker, defender}
	if w.you(seats[ev.Winner]) {
		return lang.Tf("Duel %d, %d to %d: Your bullet climbs to %d (%s %d, %s %d).", ev.Duel, ev.Scores[0], ev.Scores[1],
			ev.Podium[ev.Winner], w.Name(seats[0]), ev.Podium[0], w.Name(seats[1]), ev.Podium[1])
	}
	return lang.Tf("Duel %d, %d to %d: %s's bullet climbs to %d (%s %d, %s %d).", ev.Duel, ev.Scores[0], ev.Scores[1],
		w.Name(seats[ev.Winner]), ev.Podium[ev.Winner], w.Name(seats[0]), ev.Podium[0], w.Name(seats[1]), ev.Podium[1])
}

// DuelResult says a duel's result on the duel's panel: who took it
// and both sums, or that it was a tie and nobody scores (a tie left the
// podium as it was, with nothing saying why; "no bullet climbs" was
// jargon to a newcomer).
func (w Words) DuelResult(ev kk.DuelDecided, attacker, defender int) string {
	if ev.Winner < 0 {
		return lang.Tf("Duel %d is a tie, %d to %d: nobody scores.", ev.Duel, ev.Scores[0], ev.Scores[1])
	}
	seats := [2]int{attacker, defender}
	if w.you(seats[ev.Winner]) {
		// "an dich", "pour vous": the name "Du" is no object (review).
		return lang.Tf("Duel %d to You, %d to %d.", ev.Duel, ev.Scores[0], ev.Scores[1])
	}
	return lang.Tf("Duel %d to %s, %d to %d.", ev.Duel, w.Name(seats[ev.Winner]), ev.Scores[0], ev.Scores[1])
}

// SentOn says why a token went on to the next authority, in the
// words of the player it happened to: the rules' "Player 1 has no sale
// and must move to the Police" read "You has no sale" and said nothing of
// the rule or of who would not buy.
// events are the move's, for who would not buy.
func (w Words) SentOn(ev kk.Moved, events []rules.Event) string {
	why := w.Sentence(ev.Seat, lang.T("You have no sale for the entrance fee"), lang.T("%s has no sale for the entrance fee"))
	for _, e := range events {
		switch d := e.(type) {
		case kk.NoBuyer:
			if d.Seat == ev.Seat {
				why = lang.Tf("Nobody owns a stake of %s to buy one for the entrance fee", Business(d.Business))
			}
		case kk.SaleDeclined:
			if d.Seller == ev.Seat {
				switch {
				case w.you(d.Buyer):
					why = lang.Tf("You declined %s's %s", w.Name(d.Seller), StakeName(d.Stake))
				case w.you(d.Seller):
					why = lang.Tf("%s would not buy your %s", w.Name(d.Buyer), StakeName(d.Stake))
				default:
					why = lang.Tf("%s would not buy %s's %s", w.Name(d.Buyer), w.Name(d.Seller), StakeName(d.Stake))
				}
			}
		}
	}
	if w.you(ev.Seat) {
		return lang.Tf("%s, so your token goes on to %s: the rule sends a player who cannot pay the fee to the next authority.", why, SpaceName(ev.To))
	}
	return lang.Tf("%s, so %s's token goes on to %s: the rule sends a player who cannot pay the fee to the next authority.", why, w.Name(ev.Seat), SpaceName(ev.To))
}

// Tourist says what becoming a tourist means for the player: the
// rules' "Player 1 is a tourist" passed in a beat of no length.
func (w Words) Tourist(seat int) string {
	if w.you(seat) {
		return lang.T("The display is sold out and you own no stake: you are a tourist now, out of the race, going round and paying entrance fees until your money is gone.")
	}
	return lang.Tf("The display is sold out and %s owns no stake: a tourist now, out of the race, going round and paying entrance fees until the money is gone.", w.Name(seat))
}

// YourMoney says in a short sentence how a person's own move moved
// their money without their choosing it: the fee and whose Cash it went
// to, a cash-in, an authority's charge and the Corruption card that comes
// with it. The amounts flew by in a beat, and the line kept only the
// prompt that followed (play-test). Empty when nothing of the kind moved.
func (w Words) YourMoney(g *kk.Game, seat int, events []rules.Event) string {
	// The person is addressed ("Du hast 5 Kiezdollar Eintritt gezahlt"),
	// another person at the table named ("Rot zahlte …"): German and
	// French phrase the two differently, English alike (review: "Du:
	// zahlte 5 Eintritt", "Vous : paie 15 d'entrée").
	you := w.you(seat)
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
				owner := g.Owner(kk.StakeOf(kk.Track()[sp].Business, kk.Cash))
				switch {
				case owner < 0 || owner == seat:
					did = append(did, either(you, lang.TCf("you", "paid a %d fee at %s", ev.Amount, ShortSpace(sp)), lang.Tf("paid a %d fee at %s", ev.Amount, ShortSpace(sp))))
				case w.you(owner):
					did = append(did, lang.Tf("paid a %d fee at %s for your Cash", ev.Amount, ShortSpace(sp)))
				default:
					did = append(did, either(you, lang.TCf("you", "paid a %d fee at %s for %s's Cash", ev.Amount, ShortSpace(sp), w.Name(owner)),
						lang.Tf("paid a %d fee at %s for %s's Cash", ev.Amount, ShortSpace(sp), w.Name(owner))))
				}
			case from && ev.Why == "corruption":
				did = append(did, either(you, lang.TCf("you", "paid %d to %s", ev.Amount, SpaceName(ev.To.Index)), lang.Tf("paid %d to %s", ev.Amount, SpaceName(ev.To.Index))))
			case to && ev.Why == "cashing in":
				did = append(did, either(you, lang.TCf("you", "cashed in %d from the %s's Cash marker", ev.Amount, ShortSpace(ev.From.Index)),
					lang.Tf("cashed in %d from the %s's Cash marker", ev.Amount, ShortSpace(ev.From.Index))))
			}
		case kk.CardTaken:
			if ev.Seat == seat && ev.Card != kk.TurboCard {
				did = append(did, either(you, lang.TC("you", "took a Corruption card"), lang.T("took a Corruption card")))
			}
		}
	}
	if len(did) == 0 {
		return ""
	}
	if you {
		return lang.Tf("You %s.", AndList(did))
	}
	return lang.Tf("%[1]s %[2]s.", w.Name(seat), AndList(did))
}

// either is yours where you is true, theirs otherwise: a phrase said to the
// person or of another player (each a literal, for the catalogue).
func either(you bool, yours, theirs string) string {
	if you {
		return yours
	}
	return theirs
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
	var names []string
	for _, st := range seats {
		names = append(names, w.Name(st))
	}
	return strings.Join(names, lang.T(" and "))
}

// WhoseChoice names the person deciding: "Your choice" when one person
// plays, "Mei's choice" between people.
func (w Words) WhoseChoice(seat int) string {
	if !w.you(seat) {
		return lang.Tf("%s's choice", w.Name(seat))
	}
	return lang.T("Your choice")
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
		return lang.T("Throws for the start: the highest goes first.")
	}
	line := lang.Tf("Throws for the start: %s.", strings.Join(parts, " · "))
	if winner >= 0 {
		line += " " + w.Sentence(winner, lang.T("You go first."), lang.T("%s goes first."))
		// The order of play after the first: a newcomer cannot tell it
		// from the seat cards' order.
		var then []string
		for i := 1; i < seats; i++ {
			name := w.Name((winner + i) % seats)
			if w.you((winner + i) % seats) {
				name = lang.TC("then", "you")
			}
			then = append(then, name)
		}
		if len(then) > 0 {
			line += " " + lang.Tf("Then %s.", AndList(then))
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
	var leaders []int
	for seat, have := range owned {
		if out[seat] {
			continue
		}
		switch {
		case have > best:
			best, leaders = have, []int{seat}
		case have == best && have > 0:
			leaders = append(leaders, seat)
		}
	}
	if best == 0 {
		return lang.T("Nobody owns a stake yet.")
	}
	active := 0
	for seat := range owned {
		if !out[seat] {
			active++
		}
	}
	if len(leaders) == active && active > 2 {
		// Everyone level: a list of every name would not fit the street.
		return lang.Tf("Everyone has %d of the %d stakes.", best, need)
	}
	switch {
	case len(leaders) > 1:
		var names []string
		for _, seat := range leaders {
			names = append(names, w.Name(seat))
		}
		return lang.Tf("%s lead with %d of the %d stakes.", AndList(names), best, need)
	case w.you(leaders[0]):
		return lang.Tf("You lead with %d of the %d stakes.", best, need)
	}
	return lang.Tf("%s leads with %d of the %d stakes.", w.Name(leaders[0]), best, need)
}

// GoalWords is the win condition for this player count, in words.
func GoalWords(seats, need int) string {
	switch seats {
	case 2:
		return lang.Tf("own two whole rackets (all %d of their stakes)", need)
	case 3:
		return lang.Tf("own a whole racket and a whole business of another racket (%d stakes)", need)
	}
	return lang.Tf("own a whole racket (all %d of its stakes)", need)
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
			return lang.T("A tie for the start: throw again. The highest throw goes first.")
		}
		return lang.T("Throw the die for the start: the highest throw goes first.")
	case kk.PhaseTurn:
		if d.Super {
			return lang.T("Your turn: throw the die, or play your Super Turbo card to go anywhere.")
		}
		return lang.T("Your turn: throw the die.")
	case kk.PhaseReroll:
		if d.NoChargeAt >= 0 {
			return w.NoCharge(seat, d.NoChargeAt) + " " + lang.T("Throw the die again.")
		}
		return lang.T("Throw the die again.")
	case kk.PhaseDrive:
		return lang.Tf("Sports Car: drive 0 to %d spaces (tap a lit space or a number).", kk.CarReach(g.Position(seat)))
	case kk.PhaseLose:
		return lang.T("You cannot pay the authority: give up one of the lit stakes.")
	case kk.PhaseThree:
		return lang.T("Three Corruption cards: rob the authority's Cash marker, or fight anywhere with up to three cards per duel.")
	case kk.PhaseSell:
		return lang.T("You cannot pay the entrance fee: offer one of your stakes for sale.")
	case kk.PhaseOffer:
		st, seller, _ := g.Offer()
		return lang.Tf("%s offers you %s (%s) for %d. Buy it?", w.Called(seller), kk.Stake(st).ID, Business(kk.Stake(st).Business), kk.Stake(st).Price)
	case kk.PhaseJob:
		return w.jobPrompt(d)
	case kk.PhaseTurbo:
		return lang.T("Three Turbo cards: tap any lit space to go there.")
	case kk.PhaseCorrupt:
		f, _ := g.Fight()
		if seat == f.Defender {
			return lang.Tf("Duel %d: how many Corruption cards for your defence? Each adds 1 to your die.", f.Duels+1)
		}
		return lang.Tf("Duel %d: how many Corruption cards for your attack? Each adds 1 to your die.", f.Duels+1)
	case kk.PhaseSupport:
		f, _ := g.Fight()
		return lang.Tf("Support a side in duel %d with 1 or 2 of your Corruption cards (%s attacks, %s defends), or stay out of this duel or the whole fight.",
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
		return lang.Tf("Fee done (first job). Second job: you can neither buy a stake here nor fight (%s), so draw a Turbo card.", d.NoFightWhy())
	case buy && fight:
		text = lang.T("Fee done (first job). Second job: buy a lit stake or fight for one (you must, while you can).") + " " + priceGoesWords()
	case buy:
		text = lang.T("Fee done (first job). Second job: buy a lit stake (you must, while you can).") + " " + priceGoesWords() + " " +
			lang.Tf("No fight is open to you: %s.", d.NoFightWhy())
	case fight:
		return lang.T("Fee done (first job). Second job: fight for a stake of this racket (none left that you can pay for). You must fight while you can.")
	default:
		return lang.T("Fee done (first job). Second job: done.")
	}
	if d.FirstBuy {
		text += " " + StakeGloss()
	}
	return text
}

// StakeGloss says what the three kinds of stake are, where a newcomer
// first meets them: the buttons name them in a word ("S2 Hot · 20"), and
// Gang, Cash and Hot meant nothing to a newcomer (play-test).
func StakeGloss() string {
	return lang.T("Any stake: no fee there. Gang: +1 in fights. Cash: takes its marker's money. Hot: Hot Commodity.")
}

// priceGoesWords says where a purchase's price goes: onto the Cash marker
// of the business the stake is bought from, for whoever holds that
// business's Cash to take on landing there (rulebook: "The sales price is
// put on the Cash marker of the business you're buying a business stake
// from"). A play-tester paid 55 and saw another player cash it in. The buy
// buttons name that holder ("S3 Gang · 55 to Jade").
func priceGoesWords() string {
	return lang.T("The price goes on its business's Cash marker, for that Cash's holder.")
}

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
	if marker > 0 {
		return lang.Tf("Lose, and your %s go to your opponent, and with the Cash the %d on its Cash marker.", bet, marker)
	}
	return lang.Tf("Lose, and your %s go to your opponent.", bet)
}

// FightWon says who won a fight and what changed hands: the loser's
// stakes, the fight money, and where the loser's bet held a business's
// Cash, the money on its Cash marker, which goes with the Cash (a lost
// fight took it unannounced). lost are the loser's stakes, money the
// fight money, marker the money on the Cash marker of the business whose
// Cash the loser lost (0 for none).
func (w Words) FightWon(winner, loser int, lost []int, money, marker int) string {
	business := -1
	if len(lost) > 0 {
		business = kk.Stake(lost[0]).Business
	}
	var s string
	switch {
	case business < 0:
		s = w.Sentence(winner, lang.T("You win the fight"), lang.T("%s wins the fight"))
	case w.you(winner):
		s = lang.Tf("You win the fight and take %s's %s", w.Name(loser), StakesOf(lost))
	case w.you(loser):
		s = lang.Tf("%s wins the fight and takes your %s", w.Name(winner), StakesOf(lost))
	default:
		s = lang.Tf("%s wins the fight and takes %s's %s", w.Name(winner), w.Name(loser), StakesOf(lost))
	}
	if money > 0 {
		s = lang.Tf("%[1]s, with %[2]d fight money.", s, money)
	} else {
		s += "."
	}
	if marker > 0 && business >= 0 {
		s += " " + lang.Tf("With the %s Cash goes the %d on its Cash marker.", Short(business), marker)
	}
	return s
}
