// Package chinatown is the table for Chinatown: the city as a street map
// that zooms and pans, the year's rhythm (keeping cards, drawing tiles,
// trading, building, income), the trading desk where deals are built by
// tapping, and the handover screen that keeps each person's money and
// cards secret at a shared screen.
package chinatown

import (
	"fmt"
	"quartet/lang"
	"slices"

	"quartet/ai/chinatownai"
	"quartet/audio"
	"quartet/online"
	ct "quartet/rules/chinatown"
	"quartet/rules/record"
	"quartet/scenes/chinatown/desk"
	"quartet/scenes/chinatown/widget"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// Scene plays one game of Chinatown.
type Scene struct {
	t  *play.Table
	ch *table.Chrome

	cam   camera
	gest  gestures
	paint cityPaint
	// keptScreen draws the frame onto the last (sprites.Scenery), and
	// makes the Scene a sprites.KeepsScreen.
	keptScreen

	// viewer is the person whose secrets the screen shows, -1 for none.
	viewer   int
	handover bool

	keep     map[int]bool // cards chosen so far while keeping
	tile     ct.Shop      // the tile chosen to build, or NoShop
	dragTile ct.Shop      // the tile being dragged from the hand, or NoShop
	desk     *desk.Desk   // the trading desk and card
	flash    map[int]int  // deal id: ticks left of "confirmations cleared"
	re       reopenings   // the person's deals reopened by a deal struck

	widgets []widget.Widget
	over    overlays // the income table, and the card of a lot held

	anims anims
	// builtAll is the round in which the person's building ended with
	// nothing left to build (0 for none).
	builtAll int
	// slots are the tile types in the person's hand as their building
	// began in round slotsRound: a tile type used up keeps its place,
	// greyed, so the next tap lands where the eye expects (play-test: the
	// row closed up and a tap meant for Restaurant built Antiques).
	slots      []ct.Shop
	slotsRound int
	banner     banner
	labels     labels // the values counted at income, drawn once
	hud        hudCache

	words logWords // the log in words, rebuilt as moves change

	seed uint64
}

// New builds the scene for a table of Chinatown.
func New(t *play.Table, c *ui.Context) ui.Scene {
	s := &Scene{t: t, viewer: -1, keep: map[int]bool{}, tile: ct.NoShop, dragTile: ct.NoShop, flash: map[int]int{}, re: reopenings{changed: map[int]changeNote{}}}
	s.ch = table.New(t, c, audio.ChinatownTheme)
	s.ch.Summarize = s.summarize
	s.ch.Showing = s.showing
	s.ch.LogText = s.logText
	s.ch.LogHeading = s.logHeading
	s.ch.Tips = func(int) []table.Tip { return tips(t) }
	s.desk = desk.New(desk.Table{
		Chrome:  s.ch,
		Game:    s.game,
		Me:      s.me,
		CanAct:  s.canAct,
		Submit:  s.submit,
		LevelOf: s.levelOf,
		Seed:    uint64(t.Rec.Seed),
		Moves:   func() int { return len(s.t.Rec.Moves) },
		Add:     s.add,
		Hand:    s.handWidgets,
		HandHeight: func(w float64, tight bool) float64 {
			return handHeight(s.game(), s.me(), w, tight)
		},
		HandRow:     handStripH,
		ChangedNote: s.re.changedNote,
		ReNote:      func() string { return s.re.note },
	})
	if t.Humans() == 1 {
		// The table knows whose seat is the person's: a tutorial's
		// scripted seats are neither the person's nor a computer's.
		for seat := range t.Game.Seats() {
			if t.IsPerson(seat) {
				s.viewer = seat
			}
		}
	}
	s.seed = uint64(t.Rec.Seed)
	if t.Online() {
		s.words.g = s.game() // the game before the next move the server sends
	}
	if g := s.game(); !t.Viewing {
		// Not in the replay viewer, which opens a table at every step.
		s.banner.show(yearBanner(g), 150)
	}
	return s
}

func (s *Scene) game() *ct.Game { return s.t.Game.(*ct.Game) }

func yearBanner(g *ct.Game) string {
	return lang.Tf("%s · Year of the %s", fmt.Sprint(g.Year()), animal(g.Year()))
}

// actor is the person the game waits for, or -1 while a computer player,
// a tutorial's scripted seat (or nobody) is to move.
func (s *Scene) actor() int {
	if s.t.Over() {
		return -1
	}
	if seat := s.t.Game.ToMove(); seat >= 0 && s.t.IsPerson(seat) {
		return seat
	}
	return -1
}

// me is the person using the screen now: the one person against the
// computer, or in a shared game the person it was last handed to.
func (s *Scene) me() int { return s.viewer }

// canAct reports whether the person at the screen may act now: keeping
// and trading are simultaneous, so one person against the computer acts
// whenever the phase allows; people sharing a screen act in turn.
func (s *Scene) canAct() bool {
	me := s.me()
	if me < 0 || s.t.Over() || s.handover || s.anims.income() {
		return false
	}
	g := s.game()
	switch g.Phase() {
	case ct.Keeping:
		return !g.Chose(me) && (s.t.Humans() == 1 || s.actor() == me)
	case ct.Trading:
		return s.t.Humans() == 1 || s.actor() == me
	case ct.Placing:
		return g.ToMove() == me
	}
	return false
}

// Update runs one tick.
// Busy reports that the table is still showing something happen (a piece
// on its way, the year's income being counted), as the other titles' scenes
// do, for the scripted frame-rate states (scenes/script.go).
func (s *Scene) Busy() bool { return s.anims.busy() }

func (s *Scene) Update(c *ui.Context) error {
	// Nothing here acts on a long press: a card, a lot or a button held
	// past it (on a loaded phone a short touch can count as one) still
	// acts when let go, never silently nothing (e2e: a lit lot held 67
	// ticks built nothing and said nothing). In trading a lot held is
	// only read (readLot).
	c.Pointer.HeldIsTap()
	g := s.game()
	// Animations run on even while the chrome holds the input (the end
	// waits for the last income to be counted).
	s.anims.update(c)
	busy := s.anims.busy()
	act := s.ch.Update(c, s.spec(c), busy)
	switch act {
	case table.Undone, table.Restarted:
		s.reset()
		if act == table.Restarted {
			g = s.game()
			s.banner.show(yearBanner(g), 150)
		}
		return nil
	case table.Held:
		s.layout(c)
		// The last year's income is counted before the end: a tap
		// moves it on there too.
		if c.Pointer.Tap && s.t.Over() {
			s.incomeTap(c)
		}
		return nil
	}
	if s.over.closeOnTap(c, s.desk.Open() || s.handover) {
		s.layout(c)
		return nil
	}
	s.countDown()
	// People sharing the screen hand it over before their turn.
	if a := s.actor(); s.t.Humans() > 1 && a >= 0 && a != s.viewer {
		s.handover = true
	}
	if s.handover {
		s.layout(c)
		s.buttons(c)
		return nil
	}
	s.ch.ThinkTicks = thinkTicks(g)
	if ev := s.ch.Turn(c, s.anims.busy(), false); ev != nil {
		s.words.hear(s.t, Words{Name: s.ch.Names.Called}, ev)
		s.animate(c, s.t.LastMoveSeat, ev)
		if note := s.re.answer(s.answers(c)); note != "" {
			s.ch.Msg.Notice(note)
			s.ch.Announced()
		}
	}
	s.layout(c)
	claimed := s.dragTile != ct.NoShop
	mapGesture := s.gest.update(c, &s.cam, claimed)
	s.over.readLot(c, &s.cam, s.dragTile == ct.NoShop, g.Phase() == ct.Trading)
	if c.Pointer.Tap {
		s.desk.TapAway()
	}
	if c.Pointer.Tap {
		// A refusal answers the tap that caused it, not the next ones:
		// left up, it reads as news about whatever is tapped later
		// (play-test: "Nobody owns lot 11" stayed while a deal was built).
		s.ch.Msg.Moved()
	}
	if s.buttons(c) {
		return nil
	}
	if !s.canAct() {
		if !mapGesture {
			s.waitingTap(c)
		}
		return nil
	}
	s.updateMapInput(c, mapGesture)
	s.ch.Prompt(s.prompt())
	return nil
}

// thinkTicks is how long a computer seems to think in g's phase:
// computers build tile after tile, each landing in half the time, or the
// last year's building is a long wait (play-test: some twenty seconds
// before the end on a phone).
func thinkTicks(g *ct.Game) int {
	if g.Phase() == ct.Placing {
		return play.MinThinkTicks / 2
	}
	return play.MinThinkTicks
}

// countDown runs the clocks of what shows for a while: the year's
// banner, the answers' bubbles, the deals' "confirmations cleared".
func (s *Scene) countDown() {
	// The new year's banner waits for the old year's income.
	if s.banner.ticks > 0 && !s.anims.income() {
		s.banner.ticks--
	}
	s.desk.Tick()
	for id, n := range s.flash {
		if n <= 1 {
			delete(s.flash, id)
		} else {
			s.flash[id] = n - 1
		}
	}
}

// buttons registers this tick's widgets and runs the one tapped, reporting
// whether one was.
func (s *Scene) buttons(c *ui.Context) bool {
	for i := range s.widgets {
		w := &s.widgets[i]
		if w.ID == "" {
			continue
		}
		if !w.Enabled && w.Why != "" && c.Pointer.TapIn(w.R) {
			s.ch.Msg.Refuse(w.Why)
			return true
		}
		if c.Button(w.ID, w.R, w.Label, w.Enabled) && w.Act != nil {
			c.Sound.Play(audio.Tap)
			w.Act(c)
			// What is drawn next follows the tap at once.
			s.layout(c)
			return true
		}
	}
	return false
}

// reset forgets what belonged to moves taken back.
func (s *Scene) reset() {
	s.keep = map[int]bool{}
	s.tile, s.dragTile = ct.NoShop, ct.NoShop
	s.desk.Reset()
	s.re = reopenings{changed: map[int]changeNote{}}
	s.anims = anims{}
	s.builtAll = 0
	s.paint.key = nil
	s.words = logWords{}
	if s.t.Humans() > 1 {
		s.viewer = -1
	}
}

// updateMapInput handles taps on lots and tiles dragged onto them.
func (s *Scene) updateMapInput(c *ui.Context, mapGesture bool) {
	p := c.Pointer
	g := s.game()
	if g.Phase() == ct.Placing && s.dragTile != ct.NoShop {
		if p.Released {
			shop := s.dragTile
			s.dragTile = ct.NoShop
			lot, zoom := s.cam.reach(p.X, p.Y, func(l int) bool { return s.lit(g, l) })
			switch {
			case zoom:
				s.cam.zoomForTap(p.X, p.Y)
				s.ch.Msg.Notice(lang.Of(zoomedForTapWords))
			case lot > 0:
				s.place(c, shop, lot)
			}
		}
		return
	}
	if mapGesture || !p.Tap {
		return
	}
	if s.gest.blockTap {
		return
	}
	lot, zoom := s.cam.reach(p.X, p.Y, func(l int) bool { return s.lit(g, l) })
	if zoom {
		s.cam.zoomForTap(p.X, p.Y)
		s.ch.Msg.Notice(lang.Of(zoomedForTapWords))
		return
	}
	if lot == 0 {
		return
	}
	switch g.Phase() {
	case ct.Keeping:
		if slices.Contains(g.Dealt(s.me()), lot) {
			s.toggleKeep(c, lot)
		} else {
			s.ch.Msg.Refuse(lang.Tf("Lot %d is not among your building cards: tap one of the lit lots or cards.", lot))
		}
	case ct.Trading:
		s.desk.TapLot(c, lot)
	case ct.Placing:
		if s.tile == ct.NoShop {
			if g.Owner(lot) == s.me() && g.ShopAt(lot) == ct.NoShop {
				s.ch.Msg.Refuse(lang.T("First choose a tile from your hand, then tap the lot."))
			} else {
				s.describeLot(lot)
			}
			return
		}
		s.place(c, s.tile, lot)
	}
}

// waitingTap answers a tap on the map or the controls while the person
// cannot act: who or what the table is waiting for, never silence.
func (s *Scene) waitingTap(c *ui.Context) {
	p := c.Pointer
	l := s.ch.Lay
	if !p.Tap || s.handover || s.t.Over() || s.me() < 0 || s.gest.blockTap || s.ch.EndOpen() {
		return
	}
	if !l.Board.Contains(p.X, p.Y) && !l.Controls.Contains(p.X, p.Y) {
		return
	}
	if s.incomeTap(c) {
		return
	}
	g := s.game()
	switch seat := g.ToMove(); {
	case seat >= 0 && !s.t.IsPerson(seat) && g.Phase() == ct.Keeping:
		s.ch.Msg.Notice(lang.Tf("Wait a moment: %s is choosing cards.", s.ch.Names.Called(seat)))
	case seat >= 0 && !s.t.IsPerson(seat):
		s.ch.Msg.Notice(lang.Tf("Wait a moment: %s is playing.", s.ch.Names.Called(seat)))
	default:
		s.ch.Msg.Notice(lang.T("Wait a moment: the last move is still landing."))
	}
}

// incomeTap moves income on by a tap: from the count to its summary, and
// from the summary to the new year. It reports whether there was income
// to move on.
func (s *Scene) incomeTap(c *ui.Context) bool {
	if !c.Pointer.Tap || s.handover {
		return false
	}
	switch {
	case s.anims.counting():
		// On a slow phone the count can drag on: a tap shows the sum.
		s.anims.skipCount()
		s.ch.Msg.Notice(lang.T("Income counted: tap again to go on."))
	case s.anims.income() && s.anims.sum.shown < summaryGrace:
		// The tap was meant for the count: the sum stays to be read.
	case s.anims.income():
		s.anims.sum.left = 0
		if !s.t.Over() {
			s.ch.Msg.Notice(lang.Tf("%s begins.", yearBanner(s.game())))
		}
	default:
		return false
	}
	return true
}

func (s *Scene) describeLot(lot int) {
	g := s.game()
	o := g.Owner(lot)
	switch {
	case o < 0:
		s.ch.Msg.Notice(lang.Tf("Lot %d: nobody owns it yet.", lot))
	case g.ShopAt(lot) == ct.NoShop:
		s.ch.Msg.Notice(lang.Tf("Lot %d: %s's, vacant.", lot, s.ch.Names.Called(o)))
	default:
		s.ch.Msg.Notice(lang.Tf("Lot %d: %s's %s.", lot, s.ch.Names.Called(o), desk.ShopName(g.ShopAt(lot))))
	}
}

// submit plays a person's move and answers it at once where computer
// players are asked.
func (s *Scene) submit(c *ui.Context, m ct.Move) bool {
	ev, err := s.t.SubmitAs(m.Seat, m)
	if err != nil {
		s.ch.Refuse(c, err)
		return false
	}
	s.animate(c, m.Seat, ev)
	// A deal struck by this move may have reopened another of the
	// person's: its computer party answers again at once, and the line
	// says so after this move's own answer.
	defer func() {
		if s.re.note = s.re.answer(s.answers(c)); s.re.note != "" {
			if a, ok := s.desk.LastAnswer(); ok {
				s.ch.Msg.Notice(s.desk.AnswerNotice(a) + " " + s.re.note)
			} else {
				s.ch.Msg.Notice(s.re.note)
			}
			s.ch.Announced()
		}
	}()
	if m.Action == ct.Propose || m.Action == ct.Change || m.Action == ct.Confirm {
		id := m.Deal
		if m.Action == ct.Propose {
			for _, e := range ev {
				if p, ok := e.(ct.Proposed); ok {
					id = p.Deal
				}
			}
		}
		// The computer players in it answer at once, with a reason the
		// desk shows.
		s.desk.Heard(s.putToComputers(c, id, nil))
	}
	return true
}

// answers is how the computer players answer again the person's deals
// reopened.
func (s *Scene) answers(c *ui.Context) answers {
	return answers{game: s.game, me: s.me(), names: s.ch.Names, show: s.desk.Show,
		put: func(id int) []desk.Answer { return s.putToComputers(c, id, nil) }}
}

// putToComputers has the computer players waiting on deal id answer it,
// one at a time, and appends their answers to out. Each answer may end the
// deal (accepted by all) or change it (a counter-offer others must answer
// again).
func (s *Scene) putToComputers(c *ui.Context, id int, out []desk.Answer) []desk.Answer {
	for range 4 {
		g := s.game()
		d, ok := g.OpenDeal(id)
		if !ok {
			break
		}
		asked := false
		for seat := range g.Seats() {
			if !s.t.IsAI(seat) || !d.Waiting(seat) {
				continue
			}
			l, err := chinatownai.LevelNamed(s.t.Rec.Seats[seat].Level)
			if err != nil {
				continue
			}
			a, ok := desk.Ask(chinatownai.New(l, s.seed+uint64(len(s.t.Rec.Moves))), g, seat, id)
			if !ok {
				continue
			}
			ev, err := s.t.SubmitAs(seat, a.Move)
			if err != nil {
				continue
			}
			out = append(out, a)
			s.animate(c, seat, ev)
			asked = true
			break
		}
		if !asked {
			break
		}
	}
	return out
}

func (s *Scene) toggleKeep(c *ui.Context, lot int) {
	g := s.game()
	_, need := ct.CardsDealt(g.Seats(), g.Round())
	need = min(need, len(g.Dealt(s.me())))
	if s.keep[lot] {
		delete(s.keep, lot)
	} else if len(s.keep) >= need {
		s.ch.Msg.Refuse(lang.Tf("You keep exactly %d: tap a kept card to put it back first.", need))
		return
	} else {
		s.keep[lot] = true
	}
	c.Sound.Play(audio.Card)
}

func (s *Scene) keepNow(c *ui.Context) {
	var cards []int
	for l := range s.keep {
		cards = append(cards, l)
	}
	if s.submit(c, ct.KeepMove(s.me(), cards...)) {
		s.keep = map[int]bool{}
	}
}

func (s *Scene) place(c *ui.Context, shop ct.Shop, lot int) {
	me := s.me()
	// The game after the move, foreseen: online the move lands only once
	// the server confirms it, and the line and the tile chosen must
	// follow the tap at once (play-test: after the last Restaurant the
	// line still said "Restaurant chosen: tap one of your lit lots").
	after := s.game().Clone().(*ct.Game)
	if _, err := after.Apply(ct.PlaceMove(me, shop, lot)); err != nil {
		after = nil
	}
	if !s.submit(c, ct.PlaceMove(me, shop, lot)) || after == nil {
		return
	}
	// The tile stays chosen while another of it can be built: a re-tap
	// for every shop of a type was a chore (play-test). Once none can, it
	// is put down.
	if after.Hand(me, shop) == 0 || !vacantLot(after, me) {
		s.tile = ct.NoShop
	}
	s.ch.Msg.Notice(placedWords(after, me, shop, lot))
}

// placedWords say what the screen waits for after the person built shop
// on lot, after being the game then: the next lot for the same tile,
// another tile, or nothing more this year.
func placedWords(after *ct.Game, me int, shop ct.Shop, lot int) string {
	if after.Phase() != ct.Placing || after.ToMove() != me {
		return doneBuildingWords(after, me)
	}
	name := desk.ShopName(shop)
	built := lang.Tf("%s built on lot %d.", name, lot)
	if n := after.Hand(me, shop); n > 0 {
		return built + " " + lang.Tf("Tap another lit lot for the next %s (%d left), choose another tile, or Done building.", name, n)
	}
	return built + " " + lang.Tf("That was your last %s: choose another tile, or Done building.", name)
}

// vacantLot reports whether the person owns a lot still without a shop.
func vacantLot(g *ct.Game, me int) bool {
	for _, l := range g.LotsOf(me) {
		if g.ShopAt(l) == ct.NoShop {
			return true
		}
	}
	return false
}

// showing is what the line says while the year's income is counted or
// summed up: the table waits for the person's tap then, not for a
// computer (play-test: "Jade (easy) is thinking…" under the summary).
func (s *Scene) showing() string {
	switch {
	case s.anims.counting():
		return lang.T("Income is being counted: tap to see the sum.")
	case s.anims.income():
		return lang.T("Income summed up: the next year starts by itself in a moment, or tap to start it now.")
	}
	// While everyone keeps cards or trades at once, the line is the
	// person's own instruction, never the chrome's "Waiting for Anna to
	// play" for whichever seat the rules name to move (play-test, online:
	// it stood over the person's own "Keep 4 (0 chosen)").
	g := s.game()
	me := s.me()
	if me < 0 || s.t.Over() || s.handover || s.t.Humans() != 1 || g.ToMove() == me {
		return ""
	}
	if p := g.Phase(); p != ct.Keeping && p != ct.Trading {
		return ""
	}
	return s.prompt()
}

// summarize says what a computer move did, in the message line, in words.
func (s *Scene) summarize(e play.Entry) string {
	m, err := entryMove(e)
	if err != nil {
		return ""
	}
	who := s.ch.Names.Called(e.Seat)
	w := Words{Name: s.ch.Names.Called}
	switch m.Action {
	case ct.Keep:
		if s.game().Phase() != ct.Keeping {
			// The last to choose opens trading: what matters now.
			if s.othersWaitForMe() {
				return lang.T("Everyone has chosen: trading is open.") + " " + lang.Of(waitForYouWords)
			}
			return lang.T("Everyone has chosen: trading is open.")
		}
		if g := s.game(); s.me() >= 0 && !g.Chose(s.me()) {
			// The person still has cards to keep: that instruction
			// stays, and the seat card says "has chosen" (play-test: the
			// news replaced it).
			return ""
		}
		return lang.Tf("%s has chosen the lots to keep.", who)
	case ct.Propose, ct.Change:
		if !m.Terms.Involves(s.me()) {
			break
		}
		// An offer reopens the trading of a person who was done: said
		// plainly, or Done trading seems to have done nothing
		// (play-test: tapped as Gold's offer arrived).
		if wokeMe(s.t.Log, e, s.me()) {
			return lang.Tf("%s brings you an offer: answer it, then Done trading again.", who)
		}
		// The line speaks of the offer on the card: another arriving
		// behind it is said as waiting there.
		if d, ok := s.game().OpenDeal(s.desk.Shown()); ok && d.Waiting(s.me()) && d.By != e.Seat {
			return lang.Tf("%s also offers you a deal: Next offer › on %s's card shows it.", who, desk.ShortName(s.ch.Names.Called(d.By)))
		}
		if m.Action == ct.Change {
			return lang.Tf("%s counters: Accept, Decline or Change it on its card.", who)
		}
		return lang.Tf("%s offers you a deal: Accept, Decline or Change it on its card.", who)
	case ct.Confirm, ct.Withdraw:
		// Deals among the others, struck, reopened or off, are for the
		// log: the line says only what concerns the person (play-test:
		// "Deal #1 must be confirmed again" of two computers' deals).
		return s.words.answer(s.t, s.me(), s.ch.Names.Called, e, m, w)
	case ct.Done:
		// The seat card says "done trading"; the line stays with what
		// the person is doing.
		return ""
	}
	if m.Action == ct.Propose || m.Action == ct.Change {
		// Deals among the others are in the log; only what concerns the
		// person takes the line.
		return ""
	}
	said := w.Move(s.game(), m) + "."
	if g := s.game(); (m.Action == ct.Place || m.Action == ct.Pass) && g.Phase() == ct.Placing && g.ToMove() == s.me() && !s.anims.income() {
		// The person's turn to build follows: said with it (play-test:
		// the line said only "Gold builds a Tea House on lot 62").
		said += " " + lang.T("Your turn to build.")
	}
	return said
}

// answer says what an accept or a decline by another did, where it
// concerns the person: "Deal done: …", "Gold declines your
// counter-offer (…)". Online, a move whose words were not heard as it came
// is said from the deal's record (play-test: Gold's accept, a counter
// declined and one accepted went unsaid on the line).
func (lw *logWords) answer(t *play.Table, me int, called func(seat int) string, e play.Entry, m ct.Move, w Words) string {
	g := t.Game.(*ct.Game)
	l, ok := lw.of(t, w, e)
	if !ok {
		return closedWords(g, t.Log, me, called, e, m, w)
	}
	for i := len(l.lines) - 1; i >= 0; i-- {
		id := m.Deal
		if l.deals[i] > 0 {
			id = l.deals[i]
		}
		if dealConcerns(g, id, me) {
			return l.lines[i]
		}
	}
	if d := l.answered; m.Action == ct.Withdraw && d != nil && d.By == me && e.Seat != me {
		// The person's offer turned down: said, or the line still
		// says it waits for an answer.
		return declinedWords(called(e.Seat), w, *d)
	}
	return ""
}

// closedWords says an answer from the deal's record of this trading
// phase, as the game after it, g, holds it.
func closedWords(g *ct.Game, log []play.Entry, me int, called func(seat int) string, e play.Entry, m ct.Move, w Words) string {
	for _, h := range g.History() {
		if h.ID != m.Deal || !h.Terms.Involves(me) {
			continue
		}
		switch {
		case h.Executed:
			return lang.Tf("Deal done: %s.", w.deal(h.Terms))
		case h.WithdrawnBy == e.Seat && h.By == me && e.Seat != me:
			d := ct.Deal{ID: h.ID, By: h.By, Terms: h.Terms}
			if countered(log, h.ID, me) {
				d.Changes = 1
			}
			return declinedWords(called(e.Seat), w, d)
		}
	}
	return ""
}

// countered reports whether seat changed deal id: a closed deal's
// record keeps no count of changes.
func countered(log []play.Entry, id, seat int) bool {
	for _, e := range log {
		if m, err := ct.ParseMove(e.Move); err == nil && m.Action == ct.Change && m.Deal == id && m.Seat == seat {
			return true
		}
	}
	return false
}

// declinedWords says who turned down the person's offer d, a counter-offer
// named as such: "Gold declines your counter-offer (…)".
func declinedWords(who string, w Words, d ct.Deal) string {
	if d.Changes > 0 {
		return lang.Tf("%s declines your counter-offer (%s).", who, w.deal(d.Terms))
	}
	return lang.Tf("%s declines your offer (%s).", who, w.deal(d.Terms))
}

// wokeMe reports whether the last move of me before entry e of log was
// Done trading: e, an offer to them, reopened their trading.
func wokeMe(log []play.Entry, e play.Entry, me int) bool {
	key := entryKey(e)
	i := len(log) - 1
	for i >= 0 && entryKey(log[i]) != key {
		i--
	}
	for i--; i >= 0; i-- {
		if log[i].Seat != me {
			continue
		}
		m, err := ct.ParseMove(log[i].Move)
		return err == nil && m.Action == ct.Done
	}
	return false
}

// dealConcerns reports whether deal id of g, open or closed, is seat's.
func dealConcerns(g *ct.Game, id, seat int) bool {
	t, ok := dealTerms(g, id)
	return ok && t.Involves(seat)
}

// dealTerms are deal id's terms, open or closed.
func dealTerms(g *ct.Game, id int) (ct.Terms, bool) {
	if d, ok := g.OpenDeal(id); ok {
		return d.Terms, true
	}
	for _, h := range g.History() {
		if h.ID == id {
			return h.Terms, true
		}
	}
	return nil, false
}

// Trading goes round the table, and the computers move only in their
// turn: with the turn at the person, nobody thinks and nothing comes until
// they act (play-test: some 25 seconds of stillness on a tablet). So the
// line says the turn is theirs.
var waitForYouWords = lang.Noop("Your turn to trade: the others wait for you. Tap a lot on the map or Make an offer, or Done trading.")

// tradingWords is the line while everyone trades at once.
var tradingWords = lang.Noop("Trading: make offers, answer them, or tap Done trading when you are finished.")

// othersWaitForMe reports whether trading waits on the person alone.
func (s *Scene) othersWaitForMe() bool {
	g := s.game()
	me := s.me()
	return me >= 0 && g.Phase() == ct.Trading && g.ToMove() == me && !g.IsDone(me) && s.t.Humans() == 1 && !friendTrading(s.t, g, me)
}

// friendTrading reports whether a person elsewhere is still trading: they
// make offers whenever they like, so nobody waits for the person here
// (play-test: one screen said "the others wait for you", the other
// "Waiting for Anna to play" while its offer buttons worked).
func friendTrading(t *play.Table, g *ct.Game, me int) bool {
	for seat, st := range t.Seats() {
		if seat != me && st.Kind != online.KindComputer && !g.IsDone(seat) {
			return true
		}
	}
	return false
}

// choosing names the others still choosing cards to keep.
func choosing(g *ct.Game, me int, called func(seat int) string) []string {
	var names []string
	for p := range g.Seats() {
		if p != me && !g.Chose(p) {
			names = append(names, desk.ShortName(called(p)))
		}
	}
	return names
}

// prompt is the instruction for the person at the screen.
func (s *Scene) prompt() string {
	g := s.game()
	me := s.me()
	switch g.Phase() {
	case ct.Keeping:
		if g.Chose(me) {
			return lang.Tf("You have chosen your cards: waiting for %s to choose.", desk.And(choosing(g, me, s.ch.Names.Called)))
		}
		_, need := ct.CardsDealt(g.Seats(), g.Round())
		need = min(need, len(g.Dealt(me)))
		return lang.Tf("Choose %d of your %d building cards to keep (tap cards or lit lots), then Keep: %d chosen.", need, len(g.Dealt(me)), len(s.keep))
	case ct.Trading:
		if s.desk.Open() {
			if g.IsDone(me) {
				return lang.T("Tap lots and tiles to put them in the deal, set the money, then Send: sending takes back your Done trading.")
			}
			return lang.T("Tap lots on the map and tiles below to put them in the deal, set the money (tap it for their price), then Send.")
		}
		// The offer on the card is the one spoken of, by whose it is:
		// the cards show no deal numbers (play-test: "Deal #2 waits" beside
		// Gold's card).
		if d, ok := g.OpenDeal(s.desk.Shown()); ok && d.Waiting(me) {
			return lang.Tf("%s's offer waits for your answer: Accept, Decline or Change.", desk.ShortName(s.ch.Names.Called(d.By)))
		}
		for _, d := range g.Deals() {
			if d.Waiting(me) {
				return lang.Tf("%s's offer waits for your answer: Accept, Decline or Change.", desk.ShortName(s.ch.Names.Called(d.By)))
			}
		}
		if g.IsDone(me) {
			return desk.DoneWaiting(g, s.ch.Names.Called, me)
		}
		if s.othersWaitForMe() {
			return lang.Of(waitForYouWords)
		}
		return lang.Of(tradingWords)
	case ct.Placing:
		if s.tile != ct.NoShop {
			return lang.Tf("Tap a lit lot of yours for the %s, or drag a tile onto it.", desk.ShopName(s.tile))
		}
		return lang.T("Build: choose a tile (or drag it onto a lot), then tap one of your lit lots. Done building when finished.")
	}
	return ""
}

// lotTargets registers each lot as a target for tests: the lit ones, where
// a tap does something, are enabled.
func (s *Scene) lotTargets(c *ui.Context) {
	g := s.game()
	size := max(8, s.cam.lotSize())
	for l := 1; l <= ct.Lots; l++ {
		x, y := s.cam.lotCentre(l)
		if !s.cam.view.Contains(x, y) {
			continue
		}
		c.Targets = append(c.Targets, ui.Target{ID: fmt.Sprintf("lot-%d", l), Label: fmt.Sprint(l), X: x - size/2, Y: y - size/2, W: size, H: size, Enabled: s.lit(g, l)})
	}
}

// lit reports whether tapping lot l does something for the person now.
func (s *Scene) lit(g *ct.Game, l int) bool {
	me := s.me()
	if me < 0 || !s.canAct() {
		return false
	}
	switch g.Phase() {
	case ct.Keeping:
		return slices.Contains(g.Dealt(me), l)
	case ct.Trading:
		return g.Owner(l) >= 0 && (g.Owner(l) != me || s.desk.Open() && s.desk.Draft().Focus >= 0)
	case ct.Placing:
		return s.tile != ct.NoShop && g.Owner(l) == me && g.ShopAt(l) == ct.NoShop
	}
	return false
}

// levelOf is a seat's computer level, or "" for a person.
func (s *Scene) levelOf(seat int) string {
	if l := s.t.Rec.Seats[seat].Level; l != record.Human {
		return l
	}
	return ""
}

// Free lets the scene's images go: the city, the banner, the values'
// labels and the chrome's panels. Shown again, it paints them afresh.
func (s *Scene) Free() {
	s.ch.Free()
	s.keptScreen.free()
	s.paint.free()
	s.banner.free()
	s.labels.free()
}

// The desk's ways in that this table's tests take by name.

func (s *Scene) openDesk()                                    { s.desk.OpenNew() }
func (s *Scene) askPrice(partner int)                         { s.desk.AskPrice(partner) }
func (s *Scene) accept(c *ui.Context, id int)                 { s.desk.Accept(c, id) }
func (s *Scene) doneTrading(c *ui.Context)                    { s.desk.DoneTrading(c) }
func (s *Scene) offerWords(mine []ct.Deal) (string, []string) { return s.desk.OfferWords(mine) }
