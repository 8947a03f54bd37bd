package narration

import (
	"quartet/lang"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// Event says a rules event on the message line in the screens' language,
// with the seats' own names (Called), and reports whether it has words
// for it. English keeps the rules' own sentences, which the log and the
// tests read: Event has nothing to say in English, and an event it does
// not know is said as the rules write it.
func (w Words) Event(e rules.Event) (string, bool) {
	if lang.Current() == lang.English {
		return "", false
	}
	n := w.Called
	switch ev := e.(type) {
	case kk.Rolled:
		return lang.Tf("%s throws %d.", n(ev.Seat), ev.Die), true
	case kk.OrderRolled:
		return lang.Tf("%s throws %d for the start.", n(ev.Seat), ev.Die), true
	case kk.DuelRolled:
		return lang.Tf("Duel %d: %s throws %d.", ev.Duel, n(ev.Seat), ev.Die), true
	case kk.StartPlayer:
		return lang.Tf("%s goes first.", n(ev.Seat)), true
	case kk.TurnBegan:
		return lang.Tf("Turn %d: %s.", ev.Turn, n(ev.Seat)), true
	case kk.Moved:
		return w.moved(ev), true
	case kk.Stayed:
		return lang.Tf("%s stays on the Sports Car.", n(ev.Seat)), true
	case kk.NothingToCashIn:
		return lang.Tf("%s finds nothing to cash in at %s.", n(ev.Seat), SpaceName(ev.Space)), true
	case kk.NoFee:
		return lang.Tf("%s owns a stake of %s and pays no entrance fee.", n(ev.Seat), Business(ev.Business)), true
	case kk.NoCharge:
		return lang.Tf("%s owns nothing %s charges for.", n(ev.Seat), SpaceName(ev.Space)), true
	case kk.ThreeCorruption:
		return lang.Tf("%s holds three Corruption cards: fight or rob the authority.", n(ev.Seat)), true
	case kk.SaleOffered:
		return lang.Tf("%s offers %s to %s for %d.", n(ev.Seller), StakeWords(ev.Stake), n(ev.Buyer), ev.Price), true
	case kk.SaleDeclined:
		return lang.Tf("%s does not buy %s.", n(ev.Buyer), StakeWords(ev.Stake)), true
	case kk.NoBuyer:
		return lang.Tf("Nobody owns a stake of %s to buy from %s.", Business(ev.Business), n(ev.Seat)), true
	case kk.SupportDeclined:
		return lang.Tf("%s stays out of the duel.", n(ev.Seat)), true
	case kk.CardTaken:
		if ev.Card == kk.TurboCard {
			return lang.Tf("%s takes a Turbo card.", n(ev.Seat)), true
		}
		return lang.Tf("%s takes a Corruption card.", n(ev.Seat)), true
	case kk.BecameTourist:
		return lang.Tf("%s is a tourist: out of the race, still going round paying entrance fees until their money is gone.", n(ev.Seat)), true
	case kk.Dealt:
		return lang.Tf("%s receives %d kiezdollars.", n(ev.Seat), ev.Amount), true
	}
	return w.dealings(e)
}

// dealings says the events between players and with the display: ties,
// fights, cards, money and stakes changing hands, the end.
func (w Words) dealings(e rules.Event) (string, bool) {
	n := w.Called
	switch ev := e.(type) {
	case kk.OrderTied:
		var names []string
		for _, seat := range ev.Seats {
			names = append(names, n(seat))
		}
		return lang.Tf("Tie for the start between %s: they throw again.", AndList(names)), true
	case kk.FightBegan:
		return w.fightBegan(ev), true
	case kk.CardsPlayed:
		if ev.N == 0 {
			return lang.Tf("%s plays no Corruption card.", n(ev.Seat)), true
		}
		return lang.N("%s plays %d Corruption card.", "%s plays %d Corruption cards.", ev.N, n(ev.Seat), ev.N), true
	case kk.CardsReturned:
		if ev.Card == kk.SuperTurboCard {
			return lang.Tf("%s's Super Turbo card leaves the game.", n(ev.Seat)), true
		}
		if ev.Card == kk.TurboCard {
			return lang.N("%s returns %d Turbo card to the display.", "%s returns %d Turbo cards to the display.", ev.N, n(ev.Seat), ev.N), true
		}
		return lang.N("%s returns %d Corruption card to the display.", "%s returns %d Corruption cards to the display.", ev.N, n(ev.Seat), ev.N), true
	case kk.DuelCardsReturned:
		return lang.N("The %d Corruption card of the duel goes back to the display.", "The %d Corruption cards of the duel go back to the display.", ev.N, ev.N), true
	case kk.PlayerOut:
		return lang.Tf("%s is out: %s.", n(ev.Seat), lang.Of(ev.Why)), true
	case kk.Ended:
		return lang.Tf("%s is KiezKönig: %s.", n(ev.Winner), lang.Of(ev.Reason)), true
	case kk.DuelDecided:
		if ev.Winner < 0 {
			return lang.Tf("Duel %d is a tie, %d to %d: nobody scores.", ev.Duel, ev.Scores[0], ev.Scores[1]), true
		}
		return lang.Tf("Duel %d, %d to %d: %s's bullet climbs to %d (%s %d, %s %d).", ev.Duel, ev.Scores[0], ev.Scores[1],
			n(ev.Seats[ev.Winner]), ev.Podium[ev.Winner], n(ev.Seats[0]), ev.Podium[0], n(ev.Seats[1]), ev.Podium[1]), true
	case kk.FightWon:
		return lang.Tf("%s wins the fight and takes %s.", n(ev.Winner), StakesOf(ev.Stakes)), true
	case kk.MoneyMoved:
		return w.money(ev), true
	case kk.StakeMoved:
		return w.stake(ev), true
	}
	return "", false
}

func (w Words) moved(ev kk.Moved) string {
	n, to := w.Called(ev.Seat), SpaceName(ev.To)
	switch ev.By {
	case kk.ByCar:
		return lang.N("%s drives the Sports Car %d space to %s.", "%s drives the Sports Car %d spaces to %s.", ev.Steps, n, ev.Steps, to)
	case kk.ByTurbo:
		return lang.Tf("%s uses three Turbo cards to go to %s.", n, to)
	case kk.BySuperTurbo:
		return lang.Tf("%s plays the Super Turbo to go to %s.", n, to)
	case kk.ToAuthority:
		return lang.Tf("%s has no sale and must move to %s.", n, to)
	case kk.ToFight:
		return lang.Tf("%s takes three Corruption cards to the fight at %s.", n, to)
	}
	return lang.N("%s moves %d space to %s.", "%s moves %d spaces to %s.", ev.Steps, n, ev.Steps, to)
}

// from and to say where money or a stake leaves and arrives, each with its
// preposition: German and French inflect the place after it ("von der
// Auslage", "du centre"), which a place said alone cannot (play-test:
// "von die Auslage", "de le centre du plateau").
func (w Words) from(p kk.Place) string {
	switch p.Kind {
	case kk.AtPlayer:
		return lang.Tf("from %s", w.Called(p.Index))
	case kk.AtCashMarker:
		if a, ok := authorityAt(p.Index); ok {
			return lang.Tf("from the Cash marker of the %s", AuthorityShort(a))
		}
		return lang.Tf("from the Cash marker of %s", SpaceName(p.Index))
	case kk.AtMiddle:
		return lang.T("from the middle of the board")
	case kk.AtBox:
		return lang.T("from the box")
	}
	return lang.T("from the display")
}

func (w Words) to(p kk.Place) string {
	switch p.Kind {
	case kk.AtPlayer:
		return lang.Tf("to %s", w.Called(p.Index))
	case kk.AtCashMarker:
		if a, ok := authorityAt(p.Index); ok {
			return lang.Tf("to the Cash marker of the %s", AuthorityShort(a))
		}
		return lang.Tf("to the Cash marker of %s", SpaceName(p.Index))
	case kk.AtMiddle:
		return lang.T("to the middle of the board")
	case kk.AtBox:
		return lang.T("to the box")
	}
	return lang.T("to the display")
}

// authorityAt is the authority on space sp, if one is: its name goes
// without its article into a marker's words, which give it the case.
func authorityAt(sp int) (kk.Authority, bool) {
	if sp < 0 || sp >= kk.TrackLen() || kk.Track()[sp].Kind != kk.AuthoritySpace {
		return 0, false
	}
	return kk.Track()[sp].Authority, true
}

// The rules' reasons money and stakes move.
var _ = [...]string{
	lang.Noop("bet in the fight"), lang.Noop("bought"), lang.Noop("buying a stake"), lang.Noop("cashing in"),
	lang.Noop("corruption"), lang.Noop("entrance fee"), lang.Noop("fight money"), lang.Noop("given up for corruption"),
	lang.Noop("robbing the authority"), lang.Noop("sold for the entrance fee"), lang.Noop("won in the fight"),
	lang.Noop("the chips left in the box"),
}

// The reason follows a colon, not in brackets: a seat is named with its
// level in brackets, and "an Jade (mittel) (gekauft)" read as two asides
// (play-test).
func (w Words) money(ev kk.MoneyMoved) string {
	return lang.Tf("%d kiezdollars go %s %s: %s.", ev.Amount, w.from(ev.From), w.to(ev.To), lang.Of(ev.Why))
}

func (w Words) stake(ev kk.StakeMoved) string {
	return Capitalised(lang.Tf("%s goes %s %s: %s.", StakeWords(ev.Stake), w.from(ev.From), w.to(ev.To), lang.Of(ev.Why)))
}

// fightBegan says a fight's bets: whose stakes against whose, and the
// fight money the attacker adds.
func (w Words) fightBegan(ev kk.FightBegan) string {
	stakes := StakesOf
	a, d := w.Called(ev.Attacker), w.Called(ev.Defender)
	if ev.FightMoney > 0 {
		return lang.Tf("%s bets %s against %s's %s, with %d kiezdollars of fight money.", a, stakes(ev.AttackerStakes), d, stakes(ev.DefenderStakes), ev.FightMoney)
	}
	return lang.Tf("%s bets %s against %s's %s.", a, stakes(ev.AttackerStakes), d, stakes(ev.DefenderStakes))
}
