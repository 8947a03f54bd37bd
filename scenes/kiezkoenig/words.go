package kiezkoenig

import (
	"fmt"
	"strings"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/play"
)

// stakeWords is how a person reads a stake: its kind and business, with
// the id the board prints on it.
func stakeWords(st int) string {
	info := kk.Stake(st)
	return fmt.Sprintf("the %s of %s (%s)", info.Kind, kk.BusinessAt(info.Business).Name, info.ID)
}

// shortSpace is a space's name short enough for a button on a phone.
func shortSpace(sp int) string {
	space := kk.Track()[sp]
	switch space.Kind {
	case kk.BusinessSpace:
		return kk.BusinessAt(space.Business).Name
	case kk.AuthoritySpace:
		return strings.TrimPrefix(space.Authority.String(), "the ")
	}
	return "Sports Car"
}

// moveWords heads a move in the log in words: the notation names spaces,
// stakes and players by id, which a person never sees elsewhere.
func (s *Scene) moveWords(e play.Entry) string {
	m, err := kk.ParseMove(e.Move)
	if err != nil {
		return e.Move
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
		return "gives up " + stakeWords(int(m.Stake))
	case kk.Rob:
		return "robs the authority's Cash marker"
	case kk.Fight:
		return fmt.Sprintf("fights: bets %s against %s's stakes of %s", kk.BusinessAt(int(m.Bet)).Name,
			s.ch.Names.Called(int(m.Player)), kk.BusinessAt(int(m.Target)).Name)
	case kk.Sell:
		return "offers " + stakeWords(int(m.Stake)) + " for sale"
	case kk.Accept:
		return "buys the stake offered"
	case kk.Decline:
		return "does not buy the stake offered"
	case kk.Buy:
		return "buys " + stakeWords(int(m.Stake))
	case kk.Draw:
		return "draws a Turbo card"
	case kk.Turbo:
		return "uses three Turbo cards to go to " + kk.SpaceName(int(m.Space))
	case kk.Corrupt:
		if m.N == 0 {
			return "plays no Corruption card"
		}
		return fmt.Sprintf("plays %d Corruption card(s)", m.N)
	case kk.Support:
		if m.N == 0 {
			return "stays out of the duel"
		}
		side := "attacker"
		if m.Side == kk.Defender {
			side = "defender"
		}
		return fmt.Sprintf("supports the %s with %d Corruption card(s)", side, m.N)
	}
	return e.Move
}

// goes is "You go" or "Jade (easy) goes": the verb agrees with the name.
func (s *Scene) subjectVerb(seat int, you, other string) string {
	name := s.ch.Names.Name(seat)
	if name == "You" {
		return "You " + you
	}
	return name + " " + other
}

// noChargeWords says why a visit to an authority brought no Corruption
// card: the rulebook gives one only to a player who pays for stakes of the
// authority's kind (or gives one up).
func (s *Scene) noChargeWords(seat, sp int) string {
	a := kk.Track()[sp].Authority
	verb := "charge"
	if a == kk.TaxOffice {
		verb = "charges"
	}
	return fmt.Sprintf("%s nothing the %s %s for, so no Corruption card.", s.subjectVerb(seat, "own", "owns"), authorityShort[a], verb)
}

// noChargeJustNow reports that seat's last visit to an authority, in the
// latest move, found nothing to charge for.
func (s *Scene) noChargeJustNow(seat int) (sp int, ok bool) {
	n := len(s.t.Log)
	if n == 0 {
		return 0, false
	}
	sp = s.game().Position(seat)
	if sp < 0 || sp >= kk.TrackLen() || kk.Track()[sp].Kind != kk.AuthoritySpace {
		return 0, false
	}
	want := kk.NoCharge{Seat: seat, Space: sp}.String()
	for _, e := range s.t.Log[n-1].Events {
		if e == want {
			return sp, true
		}
	}
	return 0, false
}

// cardsPlayedWords says who added Corruption cards to a duel and for whom:
// a supporter's card appeared on a side with no word of whose it was.
func (s *Scene) cardsPlayedWords(ev kk.CardsPlayed, attacker, defender int) string {
	duellist := attacker
	if ev.Side == kk.Defender {
		duellist = defender
	}
	cards := fmt.Sprintf("%d Corruption card", ev.N)
	if ev.N != 1 {
		cards += "s"
	}
	if ev.Seat == duellist {
		if ev.N == 0 {
			return s.subjectVerb(ev.Seat, "play", "plays") + " no Corruption card."
		}
		// What a card does, said as it is played: a newcomer saw the
		// computer's card leave its seat card with no word of why.
		whose := "their"
		if s.ch.Names.Name(ev.Seat) == "You" {
			whose = "your"
		}
		return s.subjectVerb(ev.Seat, "play", "plays") + " " + cards + fmt.Sprintf(": +%d to %s die.", ev.N, whose)
	}
	whom, whose := s.ch.Names.Name(duellist), s.ch.Names.Name(duellist)+"'s"
	if whom == "You" {
		whom, whose = "you", "your"
	}
	return s.subjectVerb(ev.Seat, "support", "supports") + " " + whom + " with " + cards + fmt.Sprintf(": +%d to %s die.", ev.N, whose)
}

// duelDecidedWords says a duel's result by whose bullet climbs: the table
// draws each bullet in its duellist's colour, so the rules' gold and silver
// would name bullets nobody sees.
func (s *Scene) duelDecidedWords(ev kk.DuelDecided) string {
	seats := [2]int{s.duel.attacker, s.duel.defender}
	whose := s.ch.Names.Name(seats[ev.Winner]) + "'s"
	if whose == "You's" {
		whose = "Your"
	}
	return fmt.Sprintf("Duel %d, %d to %d: %s bullet climbs to %d (%s %d, %s %d).", ev.Duel, ev.Scores[0], ev.Scores[1],
		whose, ev.Podium[ev.Winner], s.ch.Names.Name(seats[0]), ev.Podium[0], s.ch.Names.Name(seats[1]), ev.Podium[1])
}

// sentOnWords says why a token went on to the next authority, in the
// words of the player it happened to: the rules' "Player 1 has no sale
// and must move to the Police" read "You has no sale" and said nothing of
// the rule or of who would not buy.
func (s *Scene) sentOnWords(ev kk.Moved) string {
	why := s.subjectVerb(ev.Seat, "have", "has") + " no sale for the entrance fee"
	for _, e := range s.t.LastEvents {
		switch d := e.(type) {
		case kk.NoBuyer:
			if d.Seat == ev.Seat {
				why = "Nobody owns a stake of " + kk.BusinessAt(d.Business).Name + " to buy one for the entrance fee"
			}
		case kk.SaleDeclined:
			if d.Seller == ev.Seat {
				whose := s.ch.Names.Name(d.Seller) + "'s"
				if whose == "You's" {
					whose = "your"
				}
				why = s.ch.Names.Name(d.Buyer) + " would not buy " + whose + " " + stakeName(d.Stake)
				if s.ch.Names.Name(d.Buyer) == "You" {
					why = "You declined " + whose + " " + stakeName(d.Stake)
				}
			}
		}
	}
	goes := s.ch.Names.Name(ev.Seat) + "'s token goes"
	if s.ch.Names.Name(ev.Seat) == "You" {
		goes = "your token goes"
	}
	return fmt.Sprintf("%s, so %s on to %s: the rule sends a player who cannot pay the fee to the next authority.", why, goes, kk.SpaceName(ev.To))
}

// tellPerson says what the rules just did to a person on their own: on
// the message line, held over the beats that follow (often a computer's,
// which pass at half pace), and again at the person's next decision.
func (s *Scene) tellPerson(text string) {
	s.showingText = text
	s.ch.Msg.Notice(text)
	s.toldYou = text
}

// touristWords says what becoming a tourist means for the player: the
// rules' "Player 1 is a tourist" passed in a beat of no length.
func (s *Scene) touristWords(seat int) string {
	name := s.ch.Names.Name(seat)
	if name == "You" {
		return "The display is sold out and you own no stake: you are a tourist now, out of the race, going round and paying entrance fees until your money is gone."
	}
	return fmt.Sprintf("The display is sold out and %s owns no stake: a tourist now, out of the race, going round and paying entrance fees until the money is gone.", name)
}

// yourMoneyWords says in a short sentence how a person's own move moved
// their money without their choosing it: the fee and whose Cash it went
// to, a cash-in, an authority's charge and the Corruption card that comes
// with it. The amounts flew by in a beat, and the line kept only the
// prompt that followed (play-test). Empty when nothing of the kind moved.
func (s *Scene) yourMoneyWords(seat int, events []rules.Event) string {
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
				phrase := fmt.Sprintf("paid a %d fee at %s", ev.Amount, shortSpace(sp))
				if owner := s.game().Owner(kk.StakeOf(kk.Track()[sp].Business, kk.Cash)); owner >= 0 && owner != seat {
					phrase += " for " + s.possessive(owner) + " Cash"
				}
				did = append(did, phrase)
			case from && ev.Why == "corruption":
				did = append(did, fmt.Sprintf("paid %d to %s", ev.Amount, kk.SpaceName(ev.To.Index)))
			case to && ev.Why == "cashing in":
				did = append(did, fmt.Sprintf("cashed in %d from the %s's Cash marker", ev.Amount, shortSpace(ev.From.Index)))
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
	return s.ch.Names.Name(seat) + " " + andList(did) + "."
}

// possessive is "Jade (easy)'s", or "your" for the person.
func (s *Scene) possessive(seat int) string {
	if name := s.ch.Names.Name(seat); name != "You" {
		return name + "'s"
	}
	return "your"
}
