package hint

import (
	"fmt"
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
		return "", "", "no valuation to explain this move"
	}
	before, after := a.Appraise(g, m)
	gain := func(s int) int { return round1000(after[s].Value() - before[s].Value()) }
	switch m.Action {
	case ct.Keep:
		why = fmt.Sprintf("keeping lots %s is worth about %s to you by the end of the game", lotList(m.Cards), ct.Dollars(gain(seat)))
		if n := touching(g, seat, m.Cards); n > 0 {
			why += fmt.Sprintf(", %d of them next to lots you own", n)
		}
		return "your building cards", lotTarget(m.Cards), why
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
		nudge = "trading with " + names(others, name)
		what := dealWords(t, seat, others, before, after, name)
		switch m.Action {
		case ct.Confirm:
			what = fmt.Sprintf("agree to deal #%d: %s", m.Deal, what)
		case ct.Withdraw:
			what = fmt.Sprintf("refuse deal #%d: %s%s", m.Deal, what, refusal(g, a.Level(), t, seat, before, after, name))
		}
		return nudge, lotTarget(dealLots(t)), what
	case ct.Done:
		if n := g.Offers(seat); n > a.Level().Proposals {
			return "the trading table", "", fmt.Sprintf("you have made %d offers this year, more than the computer makes: say you are done and wait for answers", n)
		}
		return "the trading table", "", fmt.Sprintf("no deal you could offer now gains you %s or more by the computer's reckoning, so you are done trading",
			ct.Dollars(int(a.Level().Margin)))
	case ct.Place:
		b, c := before[seat].Income, after[seat].Income
		return "your vacant lots", fmt.Sprintf("lot-%d", m.Lot), fmt.Sprintf("%s %s tile on lot %d makes your income %s a year, up from %s, for %s",
			article(m.Shop.Name()), m.Shop.Name(), m.Lot, ct.Dollars(c), ct.Dollars(b), count(after[seat].Incomes, "more income"))
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
		return "your tiles", "", fmt.Sprintf("none of your %d tiles can go on a vacant lot of yours this year", tiles)
	}
	return "your tiles", "", fmt.Sprintf("keeping your %d tiles for a later year is worth about %s more than building the best of them now",
		tiles, ct.Dollars(round1000(after[seat].Value()-best)))
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
		money = fmt.Sprintf(", counting the %s you pay", ct.Dollars(n))
	} else if n < 0 {
		money = fmt.Sprintf(", counting the %s you receive", ct.Dollars(-n))
	}
	if incomeMoves {
		for _, o := range others {
			theirs = append(theirs, changeTo(income(o), "", name(o)+"'s"))
		}
		s := fmt.Sprintf("this deal %s and %s", changeTo(income(seat), " a year", "your income"), strings.Join(theirs, " and "))
		if income(seat) <= 0 {
			s += fmt.Sprintf(", and is worth about %s to you all the same%s", signed(value(seat)), money)
		}
		return s
	}
	for _, o := range others {
		theirs = append(theirs, fmt.Sprintf("%s to %s", signed(value(o)), name(o)))
	}
	return fmt.Sprintf("this deal is worth about %s to you and %s, by what its lots and tiles are expected to earn%s", signed(value(seat)), strings.Join(theirs, " and "), money)
}

// changeTo says how a deal changes one income: "adds $20,000 a year to
// your income", "takes $10,000 off Jade's".
func changeTo(n int, unit, whose string) string {
	switch {
	case n > 0:
		return fmt.Sprintf("adds %s%s to %s", ct.Dollars(n), unit, whose)
	case n < 0:
		return fmt.Sprintf("takes %s%s off %s", ct.Dollars(-n), unit, whose)
	}
	return "leaves " + whose + " as it is"
}

func signed(n int) string {
	if n < 0 {
		return "-" + ct.Dollars(-n)
	}
	return ct.Dollars(n)
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
	return strings.Join(n, " and ")
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
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
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
		return fmt.Sprintf(", but you cannot pay its %s with your %s", ct.Dollars(t.NetMoney(seat)), ct.Dollars(own))
	}
	me := gain(seat)
	if me < l.Margin {
		return fmt.Sprintf(", but it is worth about %s to you in all, less than the %s a deal must bring you", signed(round1000(me)), ct.Dollars(int(l.Margin)))
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
			return fmt.Sprintf(", too little beside what %s gains", name(o))
		}
		if o == leader && gain(o) > me/2 {
			return fmt.Sprintf(", and %s, who leads by the computer's reckoning, would gain more than half as much as you", name(o))
		}
	}
	return ""
}
