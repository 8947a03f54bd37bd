package hint

import (
	"fmt"
	"math"

	"quartet/ai"
	"quartet/lang"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

func init() { explainers[kk.Title.ID] = explainKiez }

// explainKiez reads the rules' named parts: the stakes a seat holds toward
// its goal (Progress), the exact fight odds (FightOdds, CurrentDuel), the
// money and the Cash markers, before and after the move.
func explainKiez(v rules.Game, seat int, mv rules.Move, name func(int) string, _ ai.Agent) (nudge, target, why string) {
	g := v.(*kk.Game)
	m := mv.(kk.Move)
	after := g.Clone().(*kk.Game)
	_, _ = after.Apply(m)
	have, need := g.Progress(seat)
	space := func(sp int) string { return "space-" + kk.Track()[sp].ID }
	bizSpace := func(b int) string { return space(kk.BusinessAt(b).Space) }
	switch m.Kind {
	case kk.Roll:
		if len(g.LegalMoves()) > 1 {
			return lang.T("the die"), "die", lang.Tf("throw the die and keep your Super Turbo for later: you hold %d of the %d stakes you need", have, need)
		}
		return lang.T("the die"), "die", lang.Tf("throw the die: nothing else is to decide now, and you hold %d of the %d stakes you need", have, need)
	case kk.Fight:
		return kiezFight(g, seat, m, name)
	case kk.Corrupt, kk.Support:
		return kiezDuel(g, after, seat, m, name)
	case kk.Buy, kk.Accept:
		s := int(m.Stake)
		if m.Kind == kk.Accept {
			s, _, _ = g.Offer()
		}
		st := kk.Stake(s)
		h2, _ := after.Progress(seat)
		if h2 > have {
			why = lang.Tf("buys %s for %d kiezdollars: %d of the %d stakes you need, up from %d", stakeName(s), st.Price, h2, need, have)
		} else {
			why = lang.Tf("buys %s for %d kiezdollars: you keep %d of your %d kiezdollars and hold %d of the %d stakes you need", stakeName(s), st.Price, after.Money(seat), g.Money(seat), h2, need)
		}
		if st.Kind == kk.Cash {
			if c := g.CashAt(kk.BusinessAt(st.Business).Space); c > 0 {
				why = lang.Tf("%[1]s, and the %[2]d on its Cash marker is yours when you next land there", why, c)
			}
		}
		return lang.Tf("the stakes of %s", lang.Of(kk.RacketAt(kk.BusinessAt(st.Business).Racket).Name)), bizSpace(st.Business), why
	case kk.Decline:
		s, _, _ := g.Offer()
		bought := g.Clone().(*kk.Game)
		if _, err := bought.Apply(kk.Move{Kind: kk.Accept}); err != nil {
			return lang.T("the stake on offer"), "", lang.Tf("let %s go: you cannot pay its %d kiezdollars with your %d", stakeName(s), kk.Stake(s).Price, g.Money(seat))
		}
		h2, _ := bought.Progress(seat)
		return lang.T("the stake on offer"), "", lang.Tf("let %s go: at %d kiezdollars it would leave you %d of your %d, for %d of the %d stakes you need (you hold %d)",
			stakeName(s), kk.Stake(s).Price, bought.Money(seat), g.Money(seat), h2, need, have)
	case kk.Lose, kk.Sell:
		s := int(m.Stake)
		h2, _ := after.Progress(seat)
		if m.Kind == kk.Sell {
			return lang.T("your stakes"), bizSpace(kk.Stake(s).Business), lang.Tf("offers for sale %s, price %d: you still hold %d of the %d stakes you need",
				stakeName(s), kk.Stake(s).Price, h2, need)
		}
		return lang.T("your stakes"), bizSpace(kk.Stake(s).Business), lang.Tf("gives up %s, price %d: you still hold %d of the %d stakes you need",
			stakeName(s), kk.Stake(s).Price, h2, need)
	case kk.Rob:
		sp := g.Position(seat)
		return lang.T("the Cash marker here"), space(sp), lang.Tf("takes the %d kiezdollars on the Cash marker of %s: your money goes from %d to %d",
			g.CashAt(sp), spaceWords(sp), g.Money(seat), after.Money(seat))
	case kk.Draw:
		return lang.T("the Turbo cards"), "", lang.Tf("you can neither buy a stake nor fight, so take a Turbo card: you will hold %d", g.TurboCards(seat)+1)
	}
	// A move of the token: Super Turbo, Turbo or Sports Car.
	to := int(m.Space)
	if m.Kind == kk.Drive {
		to = after.Position(seat)
		if after.Position(seat) == g.Position(seat) && m.N > 0 {
			to = (g.Position(seat) + int(m.N)) % kk.TrackLen()
		}
	}
	sp := kk.Track()[to]
	switch m.Kind {
	case kk.Super:
		why = lang.Tf("the Super Turbo takes you to %s", spaceWords(to))
	case kk.Turbo:
		why = lang.Tf("the Turbo card takes you to %s", spaceWords(to))
	default:
		why = lang.N("the Sports Car drives you %d space to %s", "the Sports Car drives you %d spaces to %s", int(m.N), int(m.N), spaceWords(to))
	}
	if m.Kind == kk.Drive && m.N == 0 {
		why = lang.T("stay on this Sports Car")
	}
	if d := after.Money(seat) - g.Money(seat); d != 0 {
		why = lang.Tf("%[1]s: your money goes from %[2]d to %[3]d kiezdollars", why, g.Money(seat), after.Money(seat))
	} else if h2, _ := after.Progress(seat); h2 != have {
		why = lang.Tf("%[1]s: %[2]d of the %[3]d stakes you need, from %[4]d", why, h2, need, have)
	} else {
		why = lang.Tf("%[1]s, costing you nothing of your %[2]d kiezdollars", why, g.Money(seat))
	}
	return lang.T("the spaces ahead of you"), "space-" + sp.ID, why
}

// kiezFight says what speaks for a fight: a Gang on one side only is a
// point in every duel, cards are points to spend, and the exact odds.
func kiezFight(g *kk.Game, seat int, m kk.Move, name func(int) string) (nudge, target, why string) {
	p, err := g.Preview(m)
	if err != nil {
		return "", "", lang.ExplainErr(err)
	}
	odds := g.FightOdds(m)
	d := int(m.Player)
	var parts []string
	switch {
	case p.Gang[0] && !p.Gang[1]:
		parts = append(parts, lang.T("Gang +1"))
	case p.Gang[1] && !p.Gang[0]:
		parts = append(parts, lang.Tf("%s's Gang +1", name(d)))
	}
	switch diff := g.CorruptionCards(seat) - g.CorruptionCards(d); {
	case diff > 0:
		parts = append(parts, lang.N("%d cards more", "%d cards more", diff, diff))
	case diff < 0:
		parts = append(parts, lang.N("%d cards fewer", "%d cards fewer", -diff, -diff))
	}
	biz := kk.BusinessAt(int(m.Target))
	stakes := lang.N("%d of %s's stakes in %s", "%d of %s's stakes in %s", len(p.DefenderStakes), len(p.DefenderStakes), name(d), lang.Of(biz.Name))
	switch len(parts) {
	case 0:
		why = lang.Tf("an even start: this fight for %s is about %d%% yours", stakes, pct(odds))
	case 1:
		why = lang.Tf("%s makes this fight for %s about %d%% yours", parts[0], stakes, pct(odds))
	default:
		why = lang.Tf("%s and %s make this fight for %s about %d%% yours", parts[0], parts[1], stakes, pct(odds))
	}
	if p.FightMoney > 0 {
		why = lang.Tf("%[1]s, for %[2]d kiezdollars of fight money", why, p.FightMoney)
	}
	return lang.T("the fight on St. Pauli"), "space-" + kk.Track()[biz.Space].ID, why
}

// kiezDuel says what cards played in a duel do to the fight's odds, for a
// duellist or a supporter.
func kiezDuel(g, after *kk.Game, seat int, m kk.Move, name func(int) string) (nudge, target, why string) {
	f, _ := g.Fight()
	d, _ := g.CurrentDuel()
	att := d.WinChance()
	podium := lang.Tf("duels won %d to %d", f.Podium[0], f.Podium[1])
	nudge = lang.T("the fight on St. Pauli")
	if m.Kind == kk.Corrupt {
		mine := att
		if seat == f.Defender {
			mine = 1 - att
		}
		held := g.CorruptionCards(seat)
		cards := lang.N("play %d of your %d Corruption card in this duel", "play %d of your %d Corruption cards in this duel", held, int(m.N), held)
		if m.N == 0 {
			cards = lang.N("keep your %d Corruption card for a later duel", "keep your %d Corruption cards for a later duel", held, held)
		}
		return nudge, "", lang.Tf("%s: with %s, this fight is about %d%% yours when both sides play their cards as well as they can", cards, podium, pct(mine))
	}
	if m.N == 0 {
		held := g.CorruptionCards(seat)
		return nudge, "", lang.N("keep your %d card out of this fight: it is about %d%% %s's and neither side's win is worth them to you",
			"keep your %d cards out of this fight: it is about %d%% %s's and neither side's win is worth them to you", held,
			held, pct(att), name(f.Attacker))
	}
	side, other := f.Attacker, f.Defender
	if m.Side == kk.Defender {
		side, other = other, side
	}
	h, need := g.Progress(other)
	return nudge, "", lang.N("adds %d card to %s against %s, who holds %d of the %d stakes they need: the fight stands about %d%% %s's",
		"adds %d cards to %s against %s, who holds %d of the %d stakes they need: the fight stands about %d%% %s's", int(m.N),
		int(m.N), name(side), name(other), h, need, pct(att), name(f.Attacker))
}

// stakeName is "the Gang of Arms Ltd (S3g)".
func stakeName(s int) string {
	st := kk.Stake(s)
	return lang.Tf("the %s of %s (%s)", lang.Of(st.Kind.String()), lang.Of(kk.BusinessAt(st.Business).Name), st.ID)
}

// spaceWords names a space of the track for a player.
func spaceWords(sp int) string {
	s := kk.Track()[sp]
	switch s.Kind {
	case kk.BusinessSpace:
		return lang.Of(kk.BusinessAt(s.Business).Name)
	case kk.AuthoritySpace:
		// Bare in German and French, as a business is: the sentences
		// give it its case ("aufs Feld Gericht").
		return [...]string{lang.TC("space", "the Law Courts"), lang.TC("space", "the Tax Office"), lang.TC("space", "the Police")}[s.Authority]
	}
	return lang.T("a Sports Car")
}

func pct(p float64) int { return int(math.Round(100 * p)) }

// count is "1 card" or "2 cards".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
