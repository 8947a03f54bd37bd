package chinatown

import (
	"quartet/lang"
	"strings"

	"quartet/rules"
	ct "quartet/rules/chinatown"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/table"
)

// A deal struck clears the confirmations of every open deal sharing a
// party with it. An offer on the person's card would then still show
// terms its computer party no longer stands by: Accept confirmed them,
// and the computer answered with a new price (play-test: Accept on
// "lot 43 + $2,000" brought "lot 43 and $8,000"). So the computer party
// answers such a deal again at once, and the card says why it changed.

// reopening is one of the person's deals reopened by deal exec.
type reopening struct {
	deal int
	why  string // what deal exec changed, in words
}

// reopenings are the person's deals reopened by a deal just struck, for
// their computer parties to answer again; changed says, by deal, why an
// offer's terms or confirmation changed, shown on its card while its
// terms stay as they were answered; note is what answering the reopened
// deals again said, for the move that caused it to say after its own
// words.
type reopenings struct {
	queue   []reopening
	changed map[int]changeNote
	note    string
}

// changeNote is what a reopened offer's card says, while its terms are
// still terms.
type changeNote struct {
	terms string
	note  string
}

// noteReopened queues deal id, reopened among events, for its computer
// parties to answer again, where it is the person's.
func (re *reopenings) noteReopened(g *ct.Game, me int, names table.Names, events []rules.Event, id int) {
	d, ok := g.OpenDeal(id)
	if me < 0 || !ok || !d.Terms.Involves(me) {
		return
	}
	for _, e := range events {
		if x, ok := e.(ct.Executed); ok {
			re.queue = append(re.queue, reopening{deal: id, why: struckWords(g, me, names.Called, x, d.Terms)})
			return
		}
	}
}

// struckWords says what deal x, just struck, changed for a party of
// terms t, as the person reads it: "your deal with Gold took $11,000 of
// your money", "Gold traded away lot 77". A deal's own party is never
// told of by name twice (play-test: "Blue's deal took lot 55 from Blue").
func struckWords(g *ct.Game, me int, called func(seat int) string, x ct.Executed, t ct.Terms) string {
	by := -1
	for _, h := range g.History() {
		if h.ID == x.Deal {
			by = h.By
		}
	}
	// The computer partner's holdings first: they set its price.
	shared := -1
	for p := range g.Seats() {
		if x.Terms.Involves(p) && t.Involves(p) && (shared < 0 || shared == me) {
			shared = p
		}
	}
	if shared < 0 {
		return lang.T("a deal was struck")
	}
	give, get := desk.Sides(x.Terms, shared)
	if shared != me {
		name := desk.ShortName(called(shared))
		if len(give) > 0 {
			return lang.Tf("%s traded away %s", name, desk.ItemList(give, ""))
		}
		return lang.Tf("%s took in %s", name, desk.ItemList(get, ""))
	}
	whose := lang.T("a deal")
	switch other := desk.PartnerOf(x.Terms, me); {
	case by == me && other >= 0:
		whose = lang.Tf("your deal with %s", desk.ShortName(called(other)))
	case by == me:
		whose = lang.T("your deal")
	case by >= 0:
		whose = lang.Tf("your deal with %s", desk.ShortName(called(by)))
	}
	if len(give) > 0 {
		if len(desk.Without(give)) == 0 {
			return lang.Tf("%s took %s of your money", whose, desk.ItemList(give, ""))
		}
		return lang.Tf("%s took %s from you", whose, desk.ItemList(give, "your"))
	}
	return lang.Tf("%s gave you %s", whose, desk.ItemList(get, ""))
}

// offerWhat names an offer by what is in it for the person, as its card
// shows it, without a deal number the card does not show: "offer for your
// Fish tile", "offer of lot 55".
// whose is the one who made it, "" for the person, -1 for "the offer".
func offerWhat(t ct.Terms, me int, whose string, the bool) string {
	give, get := desk.Sides(t, me)
	if g := desk.Without(give); len(g) > 0 {
		list := desk.ItemList(g, "your")
		switch {
		case the:
			return lang.Tf("the offer for %s", list)
		case whose == "":
			return lang.Tf("your offer for %s", list)
		}
		return lang.Tf("%s's offer for %s", whose, list)
	}
	if g := desk.Without(get); len(g) > 0 {
		list := desk.ItemList(g, "")
		switch {
		case the:
			return lang.Tf("the offer of %s", list)
		case whose == "":
			return lang.Tf("your offer of %s", list)
		}
		return lang.Tf("%s's offer of %s", whose, list)
	}
	switch {
	case the:
		return lang.T("the offer")
	case whose == "":
		return lang.T("your offer")
	}
	return lang.Tf("%s's offer", whose)
}

// moneyNow says what the person pays or gets under terms t.
func moneyNow(t ct.Terms, me int) string {
	switch net := t.NetMoney(me); {
	case net > 0:
		return lang.Tf("you now pay %s", rules.Dollars(net))
	case net < 0:
		return lang.Tf("you now get %s", rules.Dollars(-net))
	}
	return lang.T("no money changes hands now")
}

// answers is how the reopened deals are answered again: game is the game
// now, put has the computer players waiting on a deal answer it, show
// puts an offer on the person's card.
type answers struct {
	game  func() *ct.Game
	me    int
	names table.Names
	put   func(id int) []desk.Answer
	show  func(id int)
}

// answer has the computer parties answer again each deal of the
// person's reopened by a deal struck, and says what became of them ("" for
// nothing).
func (re *reopenings) answer(as answers) string {
	var notes []string
	for len(re.queue) > 0 {
		r := re.queue[0]
		re.queue = re.queue[1:]
		if n := re.reanswer(as, r); n != "" {
			notes = append(notes, n)
		}
	}
	return strings.Join(notes, " ")
}

// reanswer puts reopened deal r to its computer parties waiting on it, one
// answer each, as a person's offer is put to them. An offer confirmed
// again as it was goes unsaid: nothing changed for the person. A changed
// price or a withdrawal is said from the person's side.
func (re *reopenings) reanswer(as answers, r reopening) string {
	me, names := as.me, as.names
	od, ok := as.game().OpenDeal(r.deal)
	if !ok {
		return ""
	}
	// A copy: the game's deal may be gone, its place reused, once
	// answered.
	before := *od
	what := offerWhat(before.Terms, me, desk.ShortName(names.Called(before.By)), false)
	if before.By == me {
		what = offerWhat(before.Terms, me, "", false)
	}
	note := ""
	for _, a := range as.put(r.deal) {
		who := desk.ShortName(names.Called(a.Seat))
		switch a.Kind {
		case desk.Accepted:
		case desk.Countered:
			if d, open := as.game().OpenDeal(r.deal); open {
				note = lang.Tf("In %s, %s: %s.", what, moneyNow(d.Terms, me), r.why)
			}
		default:
			note = lang.Tf("%s withdrew from %s: %s.", who, what, r.why)
			if a.Seat == before.By {
				note = lang.Tf("%s withdrew %s: %s.", who, offerWhat(before.Terms, me, "", true), r.why)
			}
		}
	}
	if d, open := as.game().OpenDeal(r.deal); open && note != "" {
		re.changed[r.deal] = changeNote{terms: d.Terms.String(), note: desk.Upper(note)}
		if d.Waiting(me) && d.By != me {
			// The offer answered again is the one the person reads.
			as.show(r.deal)
		}
	}
	return desk.Upper(note)
}

// changedNote is what deal d's card says of its last change by a deal
// struck, or "".
func (re *reopenings) changedNote(d ct.Deal) string {
	if n, ok := re.changed[d.ID]; ok && n.terms == d.Terms.String() {
		return n.note
	}
	return ""
}
