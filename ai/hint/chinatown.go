package hint

import (
	"fmt"
	"quartet/lang"
	"strings"

	"quartet/ai"
	"quartet/ai/chinatownai"
	"quartet/rules"
	ct "quartet/rules/chinatown"
)

func init() { explainers[ct.Title.ID] = explainChinatown }

// explainChinatown reads the Chinatown player's one valuation in its parts
// (chinatownai.Parts): the yearly income of the shops on the board and the
// whole value in dollars, for each seat before and after the move.
func explainChinatown(v rules.Game, seat int, mv rules.Move, name func(int) string, agent ai.Agent) (nudge, target, why string) {
	g := v.(*ct.Game)
	m := mv.(ct.Move)
	a, ok := agent.(*chinatownai.Agent)
	if !ok {
		return "", "", lang.T("no valuation to explain this move")
	}
	before, after := a.Appraise(g, m)
	gain := func(s int) int { return round1000(after[s].Value() - before[s].Value()) }
	switch m.Action {
	case ct.Keep:
		why = lang.Tf("keeping lots %s is worth about %s to you by the end of the game", lotList(m.Cards), rules.Dollars(gain(seat)))
		if n := touching(g, seat, m.Cards); n > 0 {
			why += lang.Tf(", %d of them next to lots you own", n)
		}
		return lang.T("your building cards"), lotTarget(m.Cards), why
	case ct.Propose, ct.Change, ct.Confirm, ct.Withdraw:
		t := m.Terms
		if m.Action == ct.Confirm || m.Action == ct.Withdraw {
			if d, ok := g.OpenDeal(m.Deal); ok {
				t = d.Terms
			}
			// Withdrawing changes nothing: say what the deal would have done.
			if m.Action == ct.Withdraw {
				before, after = a.Appraise(g, ct.ConfirmMove(seat, m.Deal))
			}
		}
		others := parties(t, seat)
		nudge = lang.Tf("trading with %s", names(others, name))
		what := dealWords(t, seat, others, before, after, name)
		switch m.Action {
		case ct.Confirm:
			what = lang.Tf("agree to deal #%d: %s", m.Deal, what)
		case ct.Withdraw:
			what = lang.Tf("refuse deal #%d: %s%s", m.Deal, what, refusal(g, a.Level(), t, seat, before, after, name))
		}
		return nudge, lotTarget(dealLots(t)), what
	case ct.Done:
		if n := g.Offers(seat); n > a.Level().Proposals {
			return lang.T("the trading table"), "", lang.Tf("you have made %d offers this year, more than the computer makes: say you are done and wait for answers", n)
		}
		return lang.T("the trading table"), "", lang.Tf("no deal you could offer now gains you %s or more by the computer's reckoning, so you are done trading",
			rules.Dollars(int(a.Level().Margin)))
	case ct.Place:
		b, c := before[seat].Income, after[seat].Income
		n := after[seat].Incomes
		return lang.T("your vacant lots"), fmt.Sprintf("lot-%d", m.Lot), lang.N("%s %s tile on lot %d makes your income %s a year, up from %s, for %d more income",
			"%s %s tile on lot %d makes your income %s a year, up from %s, for %d more incomes", n,
			article(m.Shop.Name()), lang.Say(m.Shop.Term()), m.Lot, rules.Dollars(c), rules.Dollars(b), n)
	}
	// Pass: holding beats the best tile to build now.
	tiles := 0
	for s := range ct.Shop(ct.Shops) {
		tiles += g.Hand(seat, s)
	}
	best, any := 0.0, false
	for _, l := range g.LegalMoves() {
		if p := l.(ct.Move); p.Action == ct.Place {
			_, af := a.Appraise(g, p)
			if !any || af[seat].Value() > best {
				best, any = af[seat].Value(), true
			}
		}
	}
	if !any {
		return lang.T("your tiles"), "", lang.Tf("none of your %d tiles can go on a vacant lot of yours this year", tiles)
	}
	return lang.T("your tiles"), "", lang.Tf("keeping your %d tiles for a later year is worth about %s more than building the best of them now",
		tiles, rules.Dollars(round1000(after[seat].Value()-best)))
}

// dealWords says what a deal does for seat and the others: the change in
// their yearly incomes when shops change hands, else in their whole value.
func dealWords(t ct.Terms, seat int, others []int, before, after []chinatownai.Parts, name func(int) string) string {
	income := func(s int) int { return after[s].Income - before[s].Income }
	value := func(s int) int { return round1000(after[s].Value() - before[s].Value()) }
	incomeMoves := income(seat) != 0
	for _, o := range others {
		incomeMoves = incomeMoves || income(o) != 0
	}
	var theirs []string
	money := ""
	if n := t.NetMoney(seat); n > 0 {
		money = lang.Tf(", counting the %s you pay", rules.Dollars(n))
	} else if n < 0 {
		money = lang.Tf(", counting the %s you receive", rules.Dollars(-n))
	}
	if incomeMoves {
		for _, o := range others {
			theirs = append(theirs, changeTo(income(o), false, lang.Tf("%s's", name(o))))
		}
		s := lang.Tf("this deal %s and %s", changeTo(income(seat), true, lang.T("your income")), and(theirs))
		if income(seat) <= 0 {
			s += lang.Tf(", and is worth about %s to you all the same%s", signed(value(seat)), money)
		}
		return s
	}
	for _, o := range others {
		theirs = append(theirs, lang.Tf("%s to %s", signed(value(o)), name(o)))
	}
	return lang.Tf("this deal is worth about %s to you and %s, by what its lots and tiles are expected to earn%s", signed(value(seat)), and(theirs), money)
}

// changeTo says how a deal changes one income: "adds $20,000 a year to
// your income", "takes $10,000 off Jade's".
func changeTo(n int, yearly bool, whose string) string {
	switch {
	case n > 0 && yearly:
		return lang.Tf("adds %s a year to %s", rules.Dollars(n), whose)
	case n > 0:
		return lang.Tf("adds %s to %s", rules.Dollars(n), whose)
	case n < 0 && yearly:
		return lang.Tf("takes %s a year off %s", rules.Dollars(-n), whose)
	case n < 0:
		return lang.Tf("takes %s off %s", rules.Dollars(-n), whose)
	}
	return lang.Tf("leaves %s as it is", whose)
}

func signed(n int) string {
	if n < 0 {
		return "-" + lang.Dollars(-n)
	}
	return lang.Dollars(n)
}

// round1000 rounds a value to whole thousands, as money moves.
func round1000(x float64) int {
	if x < 0 {
		return -round1000(-x)
	}
	return int(x+500) / 1000 * 1000
}

func parties(t ct.Terms, seat int) []int {
	var out []int
	for s := range ct.MaxSeats {
		if s != seat && t.Involves(s) {
			out = append(out, s)
		}
	}
	return out
}

func names(seats []int, name func(int) string) string {
	n := make([]string, len(seats))
	for i, s := range seats {
		n[i] = name(s)
	}
	return and(n)
}

// and joins words with the language's "and", every one of them.
func and(words []string) string {
	out := ""
	for i, w := range words {
		if i == 0 {
			out = w
			continue
		}
		out = lang.Tf("%s and %s", out, w)
	}
	return out
}

func dealLots(t ct.Terms) []int {
	var out []int
	for _, l := range t {
		out = append(out, l.Lots...)
	}
	return out
}

func lotTarget(lots []int) string {
	if len(lots) == 0 {
		return ""
	}
	return fmt.Sprintf("lot-%d", lots[0])
}

func lotList(lots []int) string {
	s := make([]string, len(lots))
	for i, l := range lots {
		s[i] = fmt.Sprint(l)
	}
	if len(s) == 1 {
		return s[0]
	}
	return lang.Tf("%s and %s", strings.Join(s[:len(s)-1], ", "), s[len(s)-1])
}

// touching counts the lots among kept that share an edge with a lot seat
// owns.
func touching(g *ct.Game, seat int, kept []int) int {
	n := 0
	for _, l := range kept {
		for _, x := range ct.Neighbours(l) {
			if g.Owner(x) == seat {
				n++
				break
			}
		}
	}
	return n
}

func article(word string) string {
	if word != "" && strings.ContainsRune("AEIOU", rune(word[0])) {
		return "an"
	}
	return "a"
}

// refusal says which of the computer's rules for confirming a deal (Accepts)
// the deal breaks, with the figures: it cannot pay, it gains less than its
// margin, less than its share beside another party, or it feeds the
// leader from the fourth year.
func refusal(g *ct.Game, l chinatownai.Level, t ct.Terms, seat int, before, after []chinatownai.Parts, name func(int) string) string {
	gain := func(s int) float64 { return after[s].Value() - before[s].Value() }
	if own, _ := g.Money(seat); t.NetMoney(seat) > own {
		return lang.Tf(", but you cannot pay its %s with your %s", rules.Dollars(t.NetMoney(seat)), rules.Dollars(own))
	}
	me := gain(seat)
	if me < l.Margin {
		return lang.Tf(", but it is worth about %s to you in all, less than the %s a deal must bring you", signed(round1000(me)), rules.Dollars(int(l.Margin)))
	}
	leader := -1
	if l.Leader && g.Round() >= 4 {
		best := 0.0
		for s := range before {
			if v := before[s].Value(); leader < 0 || v > best {
				leader, best = s, v
			}
		}
	}
	for _, o := range parties(t, seat) {
		if gain(o) > 0 && me < l.Ratio*gain(o) {
			return lang.Tf(", too little beside what %s gains", name(o))
		}
		if o == leader && gain(o) > me/2 {
			return lang.Tf(", and %s, who leads by the computer's reckoning, would gain more than half as much as you", name(o))
		}
	}
	return ""
}
