package chinatown

import (
	"fmt"
	"quartet/lang"
	"slices"
	"strings"

	"quartet/rules"
	ct "quartet/rules/chinatown"
	"quartet/rules/record"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/play"
)

// What a person reads of the game, in words with the seats' names: the
// log, and the line after each computer move. The rules' own sentences
// name seats "Player 2" and deals in notation; these say "Mei offers Jade
// $20,000 for lot 37".

// Words writes moves and events with seat names from name.
type Words struct {
	Name func(seat int) string
}

// exchange says what party a gives and gets in t: "Jade lot 37 for
// $20,000", "Jade lot 37 as a gift", or, for three parties and more, each
// leg.
func (w Words) exchange(a int, t ct.Terms) string {
	give, get := desk.Sides(t, a)
	if desk.Parties(t) == 2 {
		p := desk.PartnerOf(t, a)
		switch {
		case len(give) == 0:
			return lang.Tf("%s to give %s for nothing", w.Name(p), desk.ItemList(get, ""))
		case len(get) == 0:
			return lang.Tf("%s %s for nothing", w.Name(p), desk.ItemList(give, ""))
		}
		return lang.Tf("%s %s for %s", w.Name(p), desk.ItemList(give, ""), desk.ItemList(get, ""))
	}
	var legs []string
	for _, l := range t {
		d := desk.Load(l.From, 0, ct.NewTerms(l))
		legs = append(legs, lang.Tf("%s gives %s %s", w.Name(l.From), w.Name(l.To), desk.ItemList(d.Items, "")))
	}
	return lang.Tf("a deal: %s", strings.Join(legs, lang.T("; ")))
}

// deal says a two-party deal from its giver's side: "Jade gives Mei lot 37
// for $20,000".
func (w Words) deal(t ct.Terms) string {
	if desk.Parties(t) == 2 && len(t) > 0 {
		// The one giving a lot or a tile says it: money is the price.
		a := t[0].From
		for _, l := range t {
			if l.Money == 0 {
				a = l.From
				break
			}
		}
		return lang.Tf("%s gives %s", w.Name(a), w.exchange(a, t))
	}
	return w.exchange(-1, t)
}

// offer names deal d as whose offer it is and what it trades: "Gold's
// offer (Jade gives lot 12 for $20,000)".
func (w Words) offer(d ct.Deal) string {
	// Name is the table's Called, which marks the person "(you)".
	who := w.Name(d.By)
	if strings.HasSuffix(who, "(you)") || strings.HasSuffix(who, lang.T("(you)")) {
		return lang.Tf("Your offer (%s)", w.deal(d.Terms))
	}
	return lang.Tf("%s's offer (%s)", desk.ShortName(who), w.deal(d.Terms))
}

// Move says a move as a sentence, without a full stop.
func (w Words) Move(g *ct.Game, m ct.Move) string {
	who := w.Name(m.Seat)
	switch m.Action {
	case ct.Keep:
		return lang.Tf("%s chooses the building cards to keep", who)
	case ct.Propose:
		if len(m.Terms) > 0 && desk.Parties(m.Terms) == 2 {
			give, _ := desk.Sides(m.Terms, m.Seat)
			if len(give) == 0 {
				return lang.Tf("%s asks %s", who, w.exchange(m.Seat, m.Terms))
			}
		}
		return lang.Tf("%s offers %s", who, w.exchange(m.Seat, m.Terms))
	case ct.Change:
		return lang.Tf("%s counters, offering %s", who, w.exchange(m.Seat, m.Terms))
	case ct.Confirm:
		return lang.Tf("%s accepts deal #%d", who, m.Deal)
	case ct.Withdraw:
		if d, ok := g.OpenDeal(m.Deal); ok && d.By != m.Seat {
			return lang.Tf("%s declines deal #%d", who, m.Deal)
		}
		return lang.Tf("%s withdraws deal #%d", who, m.Deal)
	case ct.Done:
		return lang.Tf("%s is done trading", who)
	case ct.Place:
		return builds(who, m.Shop, m.Lot)
	case ct.Pass:
		return lang.Tf("%s is done building this year", who)
	}
	return lang.Tf("%s plays %s", who, m.String())
}

// builds says a shop built: "Mei builds an Antiques shop on lot 28",
// "… a Tea House …".
func builds(who string, sh ct.Shop, lot int) string {
	n := desk.ShopName(sh)
	// English's article is chosen here, and each sentence is one template:
	// a French reader saw "construit sur le terrain 28 : a Salon de thé".
	an := desk.Article(n) == "an"
	switch sh {
	case ct.TeaHouse, ct.Restaurant, ct.Factory, ct.Laundry:
		if an {
			return lang.Tf("%s builds an %s on lot %d", who, n, lot)
		}
		return lang.Tf("%s builds a %s on lot %d", who, n, lot)
	}
	if an {
		return lang.Tf("%s builds an %s shop on lot %d", who, n, lot)
	}
	return lang.Tf("%s builds a %s shop on lot %d", who, n, lot)
}

// Event says an event as a sentence, without a full stop; "" for one
// that the move's own sentence already says.
func (w Words) Event(e rules.Event) string {
	switch e := e.(type) {
	case ct.Proposed, ct.Changed, ct.Confirmed, ct.Withdrawn, ct.SaidDone, ct.Placed, ct.Chose:
		return ""
	case ct.FinishedPlacing:
		if e.Passed {
			return ""
		}
		return lang.Tf("%s has nothing more to build", w.Name(e.Seat))
	case ct.Dealt:
		if len(e.Cards) == 0 {
			// Another's deal, online: which cards, and how many, is theirs.
			return lang.Tf("%s is dealt building cards to keep %d of", w.Name(e.Seat), e.Keep)
		}
		return lang.Tf("%s is dealt %d building cards and keeps %d", w.Name(e.Seat), len(e.Cards), e.Keep)
	case ct.Revealed:
		if len(e.Lots) == 1 {
			return lang.Tf("%s takes lot %d", w.Name(e.Seat), e.Lots[0])
		}
		lots := make([]string, len(e.Lots))
		for i, l := range e.Lots {
			lots[i] = fmt.Sprint(l)
		}
		return lang.Tf("%s takes lots %s", w.Name(e.Seat), desk.And(lots))
	case ct.Drew:
		counts := map[ct.Shop]int{}
		var order []ct.Shop
		for _, t := range e.Tiles {
			if counts[t] == 0 {
				order = append(order, t)
			}
			counts[t]++
		}
		var parts []string
		for _, t := range order {
			parts = append(parts, desk.TileWords(counts[t], t, ""))
		}
		if len(parts) == 0 {
			return lang.Tf("%s draws no tiles", w.Name(e.Seat))
		}
		return lang.Tf("%s draws %s", w.Name(e.Seat), desk.And(parts))
	case ct.Executed:
		return lang.Tf("Deal done: %s", w.deal(e.Terms))
	case ct.Cancelled:
		return lang.Tf("Deal #%d is off: %s", e.Deal, e.Reason)
	case ct.Earned:
		n := len(e.Businesses)
		return lang.N("%s earns %s from %d business", "%s earns %s from %d businesses", n, w.Name(e.Seat), rules.Dollars(e.Amount), n)
	case ct.Ended:
		var parts []string
		for s, m := range e.Money {
			parts = append(parts, lang.Tf("%s %s", w.Name(s), rules.Dollars(m)))
		}
		if e.Winner < 0 {
			return lang.Tf("The game ends: %s; a shared win", desk.And(parts))
		}
		return lang.Tf("The game ends: %s; %s wins", desk.And(parts), w.Name(e.Winner))
	case ct.TradingOpened:
		return lang.T("Trading is open")
	case ct.TradingClosed:
		return lang.T("Trading is over; shops are built in turn order")
	case ct.YearAdvanced:
		return lang.Tf("The Year marker moves from %s to %s, the Year of the %s", fmt.Sprint(e.From), fmt.Sprint(e.To), animal(e.To))
	case ct.Reopened:
		return lang.Tf("Deal #%d must be confirmed again: a party's holdings changed", e.Deal)
	case ct.RoundStarted:
		return lang.Tf("%s, the Year of the %s, begins: %s plays first", fmt.Sprint(e.Year), animal(e.Year), w.Name(e.First))
	}
	return e.String()
}

// logWords is the log of a game in words, move by move, found by
// replaying the record: the log keeps only the rules' sentences.
type logWords struct {
	g       *ct.Game // the game after moves
	moves   int
	entries map[string]logEntry // by a log entry's key
}

type logEntry struct {
	head  string
	lines []string
	// deals holds, for each line, the deal it speaks of where that is
	// not the move's own (an offer reopened or called off by another
	// deal struck), else 0.
	deals []int
	// answered is the deal the move accepted or declined, as it stood
	// before it (nil for other moves).
	answered *ct.Deal
}

// answered is the open deal of before that move m accepts or declines.
func answered(before []ct.Deal, m ct.Move) *ct.Deal {
	if m.Action != ct.Confirm && m.Action != ct.Withdraw {
		return nil
	}
	for _, d := range before {
		if d.ID == m.Deal {
			return &d
		}
	}
	return nil
}

// eventWords says the events ev of a move in words, g being the game
// after the move and before the deals open before it.
func eventWords(g *ct.Game, before []ct.Deal, w Words, ev []rules.Event) logEntry {
	var l logEntry
	for _, e := range ev {
		t, deal := w.Event(e), 0
		// A deal is named by whose offer it is and what it trades,
		// as its card shows it: cards show no deal numbers
		// (play-test: "Deal #3 must be confirmed again").
		switch e := e.(type) {
		case ct.Reopened:
			if d, ok := g.OpenDeal(e.Deal); ok {
				// What changed, named: "a deal struck changed what
				// one of its parties holds" left a newcomer asking
				// what (play-test).
				t, deal = lang.Tf("%s must be agreed again: %s", w.offer(*d), reopenedWhy(g, w, ev, d.Terms)), e.Deal
			}
		case ct.Cancelled:
			for _, d := range before {
				if d.ID == e.Deal {
					t, deal = lang.Tf("%s is off: %s", w.offer(d), e.Reason), e.Deal
				}
			}
		}
		if t != "" {
			l.lines = append(l.lines, t+".")
			l.deals = append(l.deals, deal)
		}
	}
	return l
}

// heard words a move the server confirmed from the events it sent this
// seat: an online table has no seed to replay its record from until the
// game ends. before is the game as this seat saw it before the move, after
// after it; a move secret from this seat (the cards another keeps) is
// said by what it is.
func (lw *logWords) heard(before, after *ct.Game, w Words, e play.Entry, ev []rules.Event) {
	if lw.entries == nil {
		lw.entries = map[string]logEntry{}
	}
	l := eventWords(after, before.Deals(), w, ev)
	l.head = onlineHead(before, w, e)
	if m, err := ct.ParseMove(e.Move); err == nil {
		l.answered = answered(before.Deals(), m)
	}
	lw.entries[entryKey(e)] = l
}

// onlineHead is the heading of log entry e of an online table in words:
// its move, or for a secret one, what it was.
func onlineHead(g *ct.Game, w Words, e play.Entry) string {
	if e.Move == "" {
		return w.Move(g, ct.Move{Seat: e.Seat, Action: ct.Keep}) + "."
	}
	m, err := ct.ParseMove(e.Move)
	if err != nil {
		return w.Name(e.Seat) + ": " + e.Move
	}
	return w.Move(g, m) + "."
}

func entryKey(e play.Entry) string { return e.Move + "\x00" + strings.Join(e.Events, "\x00") }

// logText is the log entry e in words: its heading first, then what
// happened.
func (s *Scene) logText(e play.Entry) []string {
	if l, ok := s.words.of(s.t, Words{Name: s.ch.Names.Called}, e); ok {
		return l.lines
	}
	return e.Events
}

// logHeading is the log entry e's move in words.
func (s *Scene) logHeading(e play.Entry) string {
	if l, ok := s.words.of(s.t, Words{Name: s.ch.Names.Called}, e); ok {
		return l.head
	}
	return onlineHead(s.game(), Words{Name: s.ch.Names.Called}, e)
}

// of is log entry e of table t in words: online, as heard when it came
// (a move from before this device joined has the rules' sentences); on
// this device, by replaying the record.
func (lw *logWords) of(t *play.Table, w Words, e play.Entry) (logEntry, bool) {
	if t.Online() {
		l, ok := lw.entries[entryKey(e)]
		return l, ok
	}
	return lw.entry(t.Rec, w, e)
}

// hear words, online, the move table t just took with the events ev the
// server sent, before the chrome announces it.
func (lw *logWords) hear(t *play.Table, w Words, ev []rules.Event) {
	if !t.Online() || len(t.Log) == 0 {
		return
	}
	after := t.Game.(*ct.Game)
	before := lw.g
	if before == nil {
		before = after
	}
	lw.heard(before, after, w, t.Log[len(t.Log)-1], ev)
	// The table takes each view afresh from the server, never changing
	// the one it held: kept as the game before the next move.
	lw.g = after
}

// entryMove is log entry e's move; online, another's secret choice of
// cards comes without them.
func entryMove(e play.Entry) (ct.Move, error) {
	if e.Move == "" {
		return ct.Move{Seat: e.Seat, Action: ct.Keep}, nil
	}
	return ct.ParseMove(e.Move)
}

// entry is log entry e of rec in words.
func (lw *logWords) entry(rec *record.Record, w Words, e play.Entry) (logEntry, bool) {
	if lw.moves != len(rec.Moves) || lw.g == nil {
		lw.rebuild(rec, w)
	}
	l, ok := lw.entries[entryKey(e)]
	return l, ok
}

// rebuild brings the words up to the record's moves: the new ones
// only, or all again after moves were taken back.
func (lw *logWords) rebuild(r *record.Record, w Words) {
	moves := r.Moves
	if lw.g == nil || lw.moves > len(moves) {
		*lw = logWords{entries: map[string]logEntry{}}
		rec := *r
		rec.Moves = nil
		g0, err := rec.Replay()
		if err != nil {
			return
		}
		g, ok := g0.(*ct.Game)
		if !ok {
			return
		}
		lw.g = g
	}
	g := lw.g
	for _, text := range moves[lw.moves:] {
		lw.moves++
		m, err := ct.ParseMove(text)
		if err != nil {
			continue
		}
		head := w.Move(g, m) + "."
		// The deals open before the move: one it calls off is named by
		// its terms, which only the game before it still holds.
		before := slices.Clone(g.Deals())
		ev, err := g.Apply(m)
		if err != nil {
			continue
		}
		texts := make([]string, len(ev))
		for i, e := range ev {
			texts[i] = e.String()
		}
		l := eventWords(g, before, w, ev)
		l.head, l.answered = head, answered(before, m)
		lw.entries[entryKey(play.Entry{Move: text, Events: texts})] = l
	}
}

// reopenedWhy says what the deal struck among events changed for a party
// of terms t, which must be agreed again: "since it was made, Gold traded
// away lot 77".
func reopenedWhy(g *ct.Game, w Words, events []rules.Event, t ct.Terms) string {
	for _, e := range events {
		if x, ok := e.(ct.Executed); ok {
			return lang.Tf("since it was made, %s", struckWords(g, -1, w.Name, x, t))
		}
	}
	return lang.T("what one of its players holds has changed since it was made")
}

// animals name the years, as ct.YearAnimal does in English.
var animals = map[string]string{
	"Snake": lang.Noop("Snake"), "Horse": lang.Noop("Horse"), "Goat": lang.Noop("Goat"),
	"Monkey": lang.Noop("Monkey"), "Rooster": lang.Noop("Rooster"), "Dog": lang.Noop("Dog"),
}

// animal is the animal of year in the screens' language.
func animal(year int) string {
	a := ct.YearAnimal(year)
	if _, ok := animals[a]; ok {
		return lang.Of(a)
	}
	return a
}
