package hint

import (
	"fmt"
	"math"
	"strings"

	"quartet/ai"
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
	goal := fmt.Sprintf("%d of the %d stakes you need", have, need)
	space := func(sp int) string { return "space-" + kk.Track()[sp].ID }
	bizSpace := func(b int) string { return space(kk.BusinessAt(b).Space) }
	switch m.Kind {
	case kk.Roll:
		if len(g.LegalMoves()) > 1 {
			return "the die", "die", "throw the die and keep your Super Turbo for later: you hold " + goal
		}
		return "the die", "die", "throw the die: nothing else is to decide now, and you hold " + goal
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
		why = fmt.Sprintf("buys %s for %d kiezdollars", stakeName(s), st.Price)
		if h2 > have {
			why += fmt.Sprintf(": %d of the %d stakes you need, up from %d", h2, need, have)
		} else {
			why += fmt.Sprintf(": you keep %d of your %d kiezdollars and hold %d of the %d stakes you need", after.Money(seat), g.Money(seat), h2, need)
		}
		if st.Kind == kk.Cash {
			if c := g.CashAt(kk.BusinessAt(st.Business).Space); c > 0 {
				why += fmt.Sprintf(", and the %d on its Cash marker is yours when you next land there", c)
			}
		}
		return "the stakes of " + kk.RacketAt(kk.BusinessAt(st.Business).Racket).Name, bizSpace(st.Business), why
	case kk.Decline:
		s, _, _ := g.Offer()
		bought := g.Clone().(*kk.Game)
		if _, err := bought.Apply(kk.Move{Kind: kk.Accept}); err != nil {
			return "the stake on offer", "", fmt.Sprintf("let %s go: you cannot pay its %d kiezdollars with your %d", stakeName(s), kk.Stake(s).Price, g.Money(seat))
		}
		h2, _ := bought.Progress(seat)
		return "the stake on offer", "", fmt.Sprintf("let %s go: at %d kiezdollars it would leave you %d of your %d, for %d of the %d stakes you need (you hold %d)",
			stakeName(s), kk.Stake(s).Price, bought.Money(seat), g.Money(seat), h2, need, have)
	case kk.Lose, kk.Sell:
		s := int(m.Stake)
		h2, _ := after.Progress(seat)
		verb := "gives up"
		if m.Kind == kk.Sell {
			verb = "offers for sale"
		}
		return "your stakes", bizSpace(kk.Stake(s).Business), fmt.Sprintf("%s %s, price %d: you still hold %d of the %d stakes you need",
			verb, stakeName(s), kk.Stake(s).Price, h2, need)
	case kk.Rob:
		sp := g.Position(seat)
		return "the Cash marker here", space(sp), fmt.Sprintf("takes the %d kiezdollars on the Cash marker of %s: your money goes from %d to %d",
			g.CashAt(sp), spaceWords(sp), g.Money(seat), after.Money(seat))
	case kk.Draw:
		return "the Turbo cards", "", fmt.Sprintf("you can neither buy a stake nor fight, so take a Turbo card: you will hold %d", g.TurboCards(seat)+1)
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
	how := map[kk.MoveKind]string{kk.Super: "the Super Turbo takes you", kk.Turbo: "the Turbo card takes you", kk.Drive: "the Sports Car drives you " + count(int(m.N), "space")}[m.Kind]
	why = fmt.Sprintf("%s to %s", how, spaceWords(to))
	if m.Kind == kk.Drive && m.N == 0 {
		why = "stay on this Sports Car"
	}
	if d := after.Money(seat) - g.Money(seat); d != 0 {
		why += fmt.Sprintf(": your money goes from %d to %d kiezdollars", g.Money(seat), after.Money(seat))
	} else if h2, _ := after.Progress(seat); h2 != have {
		why += fmt.Sprintf(": %d of the %d stakes you need, from %d", h2, need, have)
	} else {
		why += fmt.Sprintf(", costing you nothing of your %d kiezdollars", g.Money(seat))
	}
	return "the spaces ahead of you", "space-" + sp.ID, why
}

// kiezFight says what speaks for a fight: a Gang on one side only is a
// point in every duel, cards are points to spend, and the exact odds.
func kiezFight(g *kk.Game, seat int, m kk.Move, name func(int) string) (nudge, target, why string) {
	p, err := g.Preview(m)
	if err != nil {
		return "", "", err.Error()
	}
	odds := g.FightOdds(m)
	d := int(m.Player)
	var parts []string
	switch {
	case p.Gang[0] && !p.Gang[1]:
		parts = append(parts, "Gang +1")
	case p.Gang[1] && !p.Gang[0]:
		parts = append(parts, fmt.Sprintf("%s's Gang +1", name(d)))
	}
	switch diff := g.CorruptionCards(seat) - g.CorruptionCards(d); {
	case diff > 0:
		parts = append(parts, fmt.Sprintf("%d cards more", diff))
	case diff < 0:
		parts = append(parts, fmt.Sprintf("%d cards fewer", -diff))
	}
	biz := kk.BusinessAt(int(m.Target))
	stakes := fmt.Sprintf("%d of %s's stakes in %s", len(p.DefenderStakes), name(d), biz.Name)
	if len(parts) == 0 {
		why = fmt.Sprintf("an even start: this fight for %s is about %d%% yours", stakes, pct(odds))
	} else {
		verb := "makes"
		if len(parts) > 1 {
			verb = "make"
		}
		why = fmt.Sprintf("%s %s this fight for %s about %d%% yours", strings.Join(parts, " and "), verb, stakes, pct(odds))
	}
	if p.FightMoney > 0 {
		why += fmt.Sprintf(", for %d kiezdollars of fight money", p.FightMoney)
	}
	return "the fight on St. Pauli", "space-" + kk.Track()[biz.Space].ID, why
}

// kiezDuel says what cards played in a duel do to the fight's odds, for a
// duellist or a supporter.
func kiezDuel(g, after *kk.Game, seat int, m kk.Move, name func(int) string) (nudge, target, why string) {
	f, _ := g.Fight()
	d, _ := g.CurrentDuel()
	att := d.WinChance()
	podium := fmt.Sprintf("duels won %d to %d", f.Podium[0], f.Podium[1])
	nudge = "the fight on St. Pauli"
	if m.Kind == kk.Corrupt {
		mine := att
		if seat == f.Defender {
			mine = 1 - att
		}
		cards := fmt.Sprintf("play %d of your %s in this duel", m.N, count(g.CorruptionCards(seat), "Corruption card"))
		if m.N == 0 {
			cards = fmt.Sprintf("keep your %s for a later duel", count(g.CorruptionCards(seat), "Corruption card"))
		}
		return nudge, "", fmt.Sprintf("%s: with %s, this fight is about %d%% yours when both sides play their cards as well as they can", cards, podium, pct(mine))
	}
	if m.N == 0 {
		return nudge, "", fmt.Sprintf("keep your %s out of this fight: it is about %d%% %s's and neither side's win is worth them to you",
			count(g.CorruptionCards(seat), "card"), pct(att), name(f.Attacker))
	}
	side, other := f.Attacker, f.Defender
	if m.Side == kk.Defender {
		side, other = other, side
	}
	h, need := g.Progress(other)
	return nudge, "", fmt.Sprintf("adds %s to %s against %s, who holds %d of the %d stakes they need: the fight stands about %d%% %s's",
		count(int(m.N), "card"), name(side), name(other), h, need, pct(att), name(f.Attacker))
}

// stakeName is "the Gang of Arms Ltd (S3g)".
func stakeName(s int) string {
	st := kk.Stake(s)
	return fmt.Sprintf("the %s of %s (%s)", st.Kind, kk.BusinessAt(st.Business).Name, st.ID)
}

// spaceWords names a space of the track for a player.
func spaceWords(sp int) string {
	s := kk.Track()[sp]
	switch s.Kind {
	case kk.BusinessSpace:
		return kk.BusinessAt(s.Business).Name
	case kk.AuthoritySpace:
		return s.Authority.String()
	}
	return "a Sports Car"
}

func pct(p float64) int { return int(math.Round(100 * p)) }

// count is "1 card" or "2 cards".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
