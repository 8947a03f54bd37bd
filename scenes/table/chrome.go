package table

import (
	"errors"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/lang"
	"quartet/rules"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Action is what Chrome.Update asks the scene to do.
type Action int

const (
	// None: carry on with the turn.
	None Action = iota
	// Undone: moves were taken back; the scene drops what it was showing
	// (flights, choices half made) and reads the game afresh.
	Undone
	// Restarted: a new game began, the same seats and options.
	Restarted
	// Held: the end dialog, or the board seen after the end, has the
	// input this tick; the scene handles no board input.
	Held
)

// Chrome is a table's shared furniture around the board.
type Chrome struct {
	T     *play.Table
	Names Names
	Msg   Message
	Lay   Layout
	// Theme plays when the table opens and after a restart.
	Theme audio.Theme
	// Summarize says in a short sentence what a computer move did, for the
	// message line; by default the move's first event in the rules' words.
	Summarize func(e play.Entry) string
	// LogText, when set, replaces the rules' event texts in the log: a
	// title with secrets shows each viewer only what they may know.
	LogText func(e play.Entry) []string
	// LogHeading, when set, says a move in words for the log's heading
	// line, instead of the seat's name and the move's notation.
	LogHeading func(e play.Entry) string
	// Showing, when set, is what the message line says while the scene
	// still shows a move's events ("" when it shows none): the table waits
	// for nobody then, so the line does not say that a computer player is
	// thinking.
	Showing func() string
	// UndoWhileBusy lets Undo take moves back while they still animate:
	// for a title whose scene drops what it is showing on Undone, so that
	// one tap on Undo during a long animation (a summoned dragon, the
	// computer players' turns after the person's move) is not lost.
	UndoWhileBusy bool
	// LogShown, when set, is how many of the log's entries the scene has
	// shown: the log leaves out the moves still to be played on the
	// board, or it told of a fight the board had not begun.
	LogShown func() int
	// Tips, when set, lists the situations worth a first-game tip that
	// the position shows, or that the log's entries from since on
	// brought about; the chrome shows each once (tips.go).
	Tips func(since int) []Tip

	// ThinkTicks is the least time, at normal speed, a computer's move
	// takes to appear (play.MinThinkTicks when 0); a title whose
	// computers play quick turns lowers it.
	ThinkTicks int
	// Guide runs a tutorial at this table (guide.go); nil in a game.
	Guide *Guide

	end        end
	tips       tips
	thinkFrame int // the last frame whose work budget the turn took
	announced  int // log entries already announced
	restart    bool
	hud        sprites.Layer
	cards      [MaxSeats]SeatCard
	ncards     int
	spins      [MaxSeats]keptSpinner // each card's spinner on a kept screen
	kept       *sprites.Scenery      // the table's scenery, for the spinners' steps
	ring       sprites.Rect          // where the hint's ring was drawn this frame
	// undoAsked holds a tap on Undo made while the table was busy, for
	// the first calm tick: the button looked ready and did nothing
	// (play-test: tapped while the computer's reply was still landing).
	undoAsked bool
	netNote   string // what onlineNews last said of an online game
	untaken   int    // the table's MovesNotTaken when DecideAgain last looked
	hint      hinter
}

// New builds the chrome of a table and starts the title's theme.
func New(t *play.Table, c *ui.Context, theme audio.Theme) *Chrome {
	ch := &Chrome{T: t, Theme: theme, announced: len(t.Log)}
	ch.Names = Names{T: t, Palette: c.Palette()}
	// The replay viewer shows a finished game's last position as the
	// board, not under the end dialog.
	ch.end.shown = t.Over() && !t.Viewing
	ch.Guide, _ = t.Guide.(*Guide)
	c.Sound.PlayMusic(theme)
	return ch
}

// CanUndo reports whether Undo is offered now: where the table offers it
// (a person has moved, and no dice were thrown nor secrets revealed
// since), while nothing is in the air, and never once the game is over:
// the finished game stays finished.
func (ch *Chrome) CanUndo(busy bool) bool {
	return ch.T.CanUndo() && (!busy || ch.UndoWhileBusy) && !ch.T.Over()
}

// EndOpen reports the end dialog on screen.
func (ch *Chrome) EndOpen() bool { return ch.end.open() }

// Free lets the panels' image go; a table calls it from its own Free.
func (ch *Chrome) Free() { ch.hud.Free() }

// BoardSeen reports a finished game whose board the player is looking at.
func (ch *Chrome) BoardSeen() bool { return ch.end.shown && ch.end.hidden }

// Update runs the shared part of a tick: the palette, the layout for spec,
// the message's timing, the words for new moves, the toolbar, the pause
// menu and the end dialog. Call it first; busy says the scene is still
// animating, which holds undo and the end dialog back.
func (ch *Chrome) Update(c *ui.Context, spec Spec, busy bool) Action {
	ch.Names.Palette = c.Palette()
	ch.Lay = Arrange(c, spec)
	ch.Msg.Update()
	ch.turnSpinners(c)
	if ch.T.Viewing {
		// A position in the replay viewer: nobody moves, undoes or
		// pauses from it; the viewer has its own buttons.
		return Held
	}
	ch.T.Listen()
	if !busy && ch.T.HumanToMove() {
		ch.Msg.Ready()
	}
	if ch.restart {
		ch.restart = false
		c.Sound.PlayMusic(ch.Theme)
		return Restarted
	}
	if c.Pointer.Tap {
		// A refusal answers the tap that caused it: the next tap the
		// scene does not refuse takes it away (play-test: an old red
		// reason stayed up after a valid first step of a move).
		ch.tipTapped()
		ch.Msg.Moved()
	}
	ch.tipUpdate(c, busy)
	ch.announce()
	if ch.Guide != nil {
		if a := ch.Guide.update(c, ch, busy); a != None {
			return a
		}
	}
	l := ch.Lay
	if c.Key(ebiten.KeyEscape) || c.Key(ebiten.KeyP) || c.Button("menu", l.Menu, lang.T("Menu"), true) {
		c.Nav.Pause(ch.T.Title.ID, ch.restartNow)
		return Held
	}
	if c.Button("log", l.Log, lang.T("Log"), true) || c.Key(ebiten.KeyL) {
		c.Nav.Overlay(newLogView(ch))
		return Held
	}
	ch.updateHint(c)
	if ch.end.hidden {
		if c.Button("show-result", l.Undo, lang.T("Result"), true) {
			c.Pointer.Take()
			ch.end.hidden = false
			ch.end.ticks = 0
		}
		return Held
	}
	// The greyed Undo says why on a tap, where the rules barred it (a
	// throw, a secret revealed): a button greyed without a word reads as
	// broken.
	if !ch.UndoOffered() && !ch.T.Over() && c.Pointer.TapIn(l.Undo) {
		if why := ch.undoBarredWhy(); why != "" {
			ch.Msg.Notice(why)
		}
	}
	if ch.undo(c, busy) {
		ch.T.Undo()
		ch.reset()
		ch.Msg.Keep(ch.takenBack())
		c.Sound.Play(audio.Tap)
		return Undone
	}
	if !ch.T.Over() {
		return None
	}
	if busy {
		return Held
	}
	return ch.updateEnd(c)
}

// undo reports Undo asked for and to be done now. Undo is offered
// wherever the table offers it (UndoOffered); asked for while the scene
// still shows a move (and the title takes nothing back mid-animation), it
// is done at the first calm tick, before any computer move is played.
func (ch *Chrome) undo(c *ui.Context, busy bool) bool {
	offered := ch.UndoOffered()
	asked := c.Button("undo", ch.Lay.Undo, lang.T("Undo"), offered) || (c.Key(ebiten.KeyU) || c.Key(ebiten.KeyBackspace)) && offered
	if !offered {
		ch.undoAsked = false
		return false
	}
	if asked && !ch.CanUndo(busy) {
		ch.undoAsked = true
		ch.Msg.Notice(lang.T("Taking your move back…"))
		return false
	}
	if asked || ch.undoAsked && ch.CanUndo(busy) {
		ch.undoAsked = false
		return true
	}
	return false
}

// onlineNoUndo is why Undo is greyed in an online game: the table never
// offers it there, and a greyed button without a word read as broken
// (play-test, a phone against a tablet).
func onlineNoUndo() string {
	return lang.T("No undo in an online game: the others have seen your move.")
}

// undoBarredWhy says why Undo is greyed, where a person could expect it:
// online always, else where the rules barred it (UndoBarredWhy).
func (ch *Chrome) undoBarredWhy() string {
	if ch.T.Online() {
		return onlineNoUndo()
	}
	return ch.T.UndoBarredWhy()
}

// UndoOffered reports Undo ready to take a tap: the table offers it and the
// game is not over. While the scene still shows a move the tap waits for
// it to land (CanUndo says whether it would act at once).
func (ch *Chrome) UndoOffered() bool { return ch.T.CanUndo() && !ch.T.Over() }

// undoCaption is a few words under a greyed Undo saying why it is greyed,
// from the rules' reason (UndoBarredWhy), so that nobody has to tap a dead
// button to learn it (play-test: greyed without a word, it read as
// broken). A tap on it still gives the whole reason. Where the person to
// move has not moved yet (fresh), the throw was in a turn before this one:
// "dice thrown" over dice nobody has thrown yet read as wrong (play-test).
func undoCaption(why string, fresh bool) string {
	w := strings.ToLower(why)
	switch {
	case why == "":
		return ""
	case (strings.Contains(w, "dice") || strings.Contains(w, "throw")) && fresh:
		return lang.T("last turn's dice")
	case strings.Contains(w, "dice") || strings.Contains(w, "throw"):
		return lang.T("dice thrown")
	case strings.Contains(w, "deal"):
		return lang.T("deal struck")
	case strings.Contains(w, "reveal"):
		return lang.T("cards shown")
	case strings.Contains(w, "online"):
		return lang.T("online game")
	}
	return lang.T("tap: why")
}

// updateEnd runs the end dialog once the game is over and shown: its
// sound once, then Play again, See board and Menu.
func (ch *Chrome) updateEnd(c *ui.Context) Action {
	if !ch.end.shown {
		ch.end.shown, ch.end.ticks = true, 0
		w := ch.T.Game.Outcome().Winner
		if w >= 0 && (!ch.T.IsAI(w) || ch.T.Humans() == 0) {
			c.Sound.Play(audio.WinFanfare)
		} else {
			c.Sound.Play(audio.LossCue)
		}
	}
	ch.end.ticks++
	b := ch.Lay.EndButtons
	// A tap a dialog's button takes is that button's alone: "See board"
	// uncovers the table in the very tick the tap is read.
	for _, r := range append(b[:], reviewRect(ch.Lay)) {
		if c.Pointer.TapIn(r) {
			defer c.Pointer.Take()
		}
	}
	switch {
	case ch.T.Online() && (c.Button("again", b[0], ch.againLabel(), true) || c.Key(ebiten.KeyEnter)):
		// The room's game is over and the room with it: another game
		// with friends is another room.
		c.Nav.Online("")
	case c.Button("again", b[0], ch.againLabel(), true) || c.Key(ebiten.KeyEnter):
		ch.restartNow()
		ch.restart = false
		c.Sound.PlayMusic(ch.Theme)
		return Restarted
	case ch.reviewSeat(c) >= 0 && c.Button("review", reviewRect(ch.Lay), lang.T("Review my moves"), true):
		c.Nav.(Reviewer).Review(ch.T.Rec, ch.reviewSeat(c), ch.Names.Called)
	case c.Button("board", b[1], SeeBoard(), true):
		ch.end.hidden = true
		ch.Msg.Notice(lang.T("The final board. Tap Result to see the score again."))
	case c.Button("to-menu", b[2], MenuWord(), true):
		c.Nav.Menu()
	}
	return Held
}

// reviewSeat is the seat whose moves the end dialog offers to look over:
// the first a person played here, in a game of their own against the
// computer or each other (not a tutorial, not online, not a replay); -1
// when it offers none.
func (ch *Chrome) reviewSeat(c *ui.Context) int {
	if _, ok := c.Nav.(Reviewer); !ok || ch.Guide != nil || ch.T.Online() || ch.T.Viewing {
		return -1
	}
	for s := range ch.T.Game.Seats() {
		if ch.T.IsPerson(s) {
			return s
		}
	}
	return -1
}

// takenBack is what the line says after Undo: against the computer the
// person is to move again; at a shared screen, the one whose move it was.
func (ch *Chrome) takenBack() string {
	if seat := ch.T.Game.ToMove(); ch.T.Humans() > 1 && seat >= 0 {
		return lang.Tf("Move taken back: %s to play again.", ch.Names.Called(seat))
	}
	return lang.T("Move taken back: your turn again.")
}

// restartNow begins a new game at once, so that what the player sees next
// is the new game; the scene hears of it (Restarted) at its next tick.
func (ch *Chrome) restartNow() {
	ch.T.Restart()
	ch.reset()
	ch.Msg.Notice(lang.T("A new game: good luck!"))
	ch.restart = true
}

// reset forgets what belonged to the moves that are gone.
func (ch *Chrome) reset() {
	ch.end = end{shown: ch.T.Over()}
	ch.announced = len(ch.T.Log)
	ch.undoAsked = false
	ch.Msg.Clear()
	ch.forgetTips()
}

// announce clears a refusal after any legal move, and says in the message
// line what each new computer move did.
func (ch *Chrome) announce() {
	for ch.announced < len(ch.T.Log) {
		e := ch.T.Log[ch.announced]
		ch.announced++
		ch.Msg.Moved()
		// A computer's move is said; online, a friend's too (play-test:
		// the other player's moves came without a word).
		friend := ch.T.Online() && ch.T.IsRemote(e.Seat)
		if !ch.T.IsAI(e.Seat) && !friend || ch.T.Humans() == 0 {
			continue
		}
		if s := ch.summary(e); s != "" {
			ch.Msg.Notice(s)
		}
	}
}

func (ch *Chrome) summary(e play.Entry) string {
	if ch.Summarize != nil {
		return ch.Summarize(e)
	}
	if len(e.Events) == 0 {
		return lang.Tf("%s played %s.", ch.Names.Called(e.Seat), e.Move)
	}
	return ch.Names.Words(e.Events[0]) + "."
}

// Announced tells the chrome that the scene has said what the moves so far
// did in its own way, so Update does not announce them again.
func (ch *Chrome) Announced() { ch.announced = len(ch.T.Log) }

// Prompt sets the instruction for the turn. While a computer player is to
// move the chrome says so itself.
func (ch *Chrome) Prompt(text string) { ch.Msg.Prompt(text) }

// message is what the line shows: a notice, a refusal, the prompt, or who
// the table is waiting for, after a save that failed if one did.
func (ch *Chrome) message() (string, bool) { return ch.save(ch.line()) }

// line is what the line shows but for a save that failed.
func (ch *Chrome) line() (string, bool) {
	text, bad := ch.Msg.Text()
	if ch.Guide != nil && !bad {
		// In a tutorial the step's sentence is what to read: a notice
		// of what the scripted player did would hide it.
		return ch.Guide.line(ch), false
	}
	if bad || ch.Msg.Held() {
		return text, bad
	}
	g := ch.T.Game
	// Still asked once the rules are over: the last move may still be
	// playing out, and "Game over." under a fight the person has yet to
	// throw in gave the end away (CI screenshot).
	if ch.Showing != nil {
		if t := ch.Showing(); t != "" {
			return t, false
		}
	}
	if t := ch.tips.shown.Text; t != "" && !tipOutOfLine(ch.Lay, t) {
		return t, false
	}
	switch {
	case ch.T.Over():
		return lang.T("Game over."), false
	case ch.T.IsAI(g.ToMove()) && ch.T.Humans() > 0:
		return lang.Tf("%s is thinking…", ch.Names.Called(g.ToMove())), false
	case ch.T.Online() && ch.T.IsRemote(g.ToMove()):
		return lang.Tf("Waiting for %s to play.", ch.Names.Called(g.ToMove())), false
	}
	return text, false
}

// save puts a save that failed before what the line says, until a save
// succeeds: the person must know before leaving that the game is not kept
// as it is, and still see what to do.
func (ch *Chrome) save(text string, bad bool) (string, bool) {
	p := ch.T.SaveProblem()
	if p == "" || bad {
		return text, bad
	}
	if text == "" {
		return p, true
	}
	return p + " " + text, true
}

// Card fills in the usual seat card for seat: its name, colour and state.
func (ch *Chrome) Card(seat int) SeatCard {
	g := ch.T.Game
	card := SeatCard{Name: ch.Names.Name(seat), Colour: ch.Names.Colour(seat)}
	if !ch.T.Over() && g.ToMove() == seat {
		card.Active = true
		card.State = ToPlayState
		if ch.T.IsAI(seat) {
			card.State = Thinking
		}
	}
	return card
}

// hudKey is everything the cached panels show.
type hudKey struct {
	lay          Layout
	cards        [MaxSeats]SeatCard
	msg          string
	bad          bool
	tip          string // the tip in sight, or ""
	undo, result bool
	hint         bool   // the Hint button shown
	barred       string // the greyed Undo's caption
	press, hover int
	title        any
	words        lang.Showing // the panels are painted again when the words arrive
}

// DrawHUD paints the seat cards, the message and the toolbar, and the
// title's own panel content through paint (given each card's free body),
// into one layer repainted only when key or the shared parts change. key
// must be comparable and capture everything paint draws, pointer states of
// the title's buttons included.
func (ch *Chrome) DrawHUD(cv *sprites.Canvas, c *ui.Context, cards []SeatCard, key any, paint func(cv *sprites.Canvas, bodies []sprites.Rect)) {
	k := ch.HUDKey(c, cards, key)
	ch.hud.Draw(cv, k, func(lc *sprites.Canvas) { ch.PaintHUD(lc, c, k, paint) })
}

// HUDKey is what DrawHUD's layer shows, for a table that composes the panels
// into a cache of its own (sprites.Scenery's Over) rather than DrawHUD's layer:
// a screen-sized layer painted into another costs a screen of memory for
// nothing. Paint them with PaintHUD when the key changes.
func (ch *Chrome) HUDKey(c *ui.Context, cards []SeatCard, key any) any {
	l := ch.Lay
	k := hudKey{lay: l, title: key, press: -1, hover: -1, words: lang.Shown()}
	ch.ncards = copy(ch.cards[:], cards)
	copy(k.cards[:], cards)
	if ch.tipInSight() {
		k.tip = ch.tips.shown.Text
	}
	k.msg, k.bad = ch.message()
	if g := ch.Guide; g != nil {
		// The step's words go beside Next, or on their band over the
		// seat cards, which the guide draws over the table.
		if _, _, _, band := g.band(ch, l, k.msg); band {
			k.msg = ""
		} else {
			k.lay.Message = g.lineBox(l)
		}
	}
	k.undo, k.result, k.hint = ch.UndoOffered(), ch.end.hidden, ch.HintOffered()
	if !k.undo && !ch.T.Over() {
		to := ch.T.Game.ToMove()
		k.barred = undoCaption(ch.undoBarredWhy(), ch.T.IsPerson(to) && to != ch.T.LastMover())
	}
	for i, r := range [4]sprites.Rect{l.Undo, l.Log, l.Menu, l.Hint} {
		if c.Pointer.PressIn(r) {
			k.press = i
		}
		if c.Pointer.Hover(r) {
			k.hover = i
		}
	}
	return k
}

// HUDChange is where the panels of two HUD keys (from HUDKey) differ on
// screen: the seat cards, the message line and the buttons that changed.
// A table that paints its panels into a sprites.Scenery's Over makes this its
// OverArea, so that a new message repaints the message line, not five seat
// cards too. titleSeats, if not nil, says which seats' bodies differ
// between two title keys, a bit per seat; without it a changed title key
// changes every card. ok is false when the layout changed: the panels are
// painted again whole.
func (ch *Chrome) HUDChange(old, now any, titleSeats func(old, now any) uint) (r sprites.Rect, ok bool) {
	o, ok1 := old.(hudKey)
	n, ok2 := now.(hudKey)
	if !ok1 || !ok2 || o.lay != n.lay {
		return sprites.Rect{}, false
	}
	l := n.lay
	var seats uint
	if o.title != n.title {
		seats = ^uint(0)
		if titleSeats != nil {
			seats = titleSeats(o.title, n.title)
		}
	}
	for i := range n.cards {
		if o.cards[i] != n.cards[i] || seats&(1<<i) != 0 {
			r = r.Union(l.Seats[i].Inset(-hudMargin))
		}
	}
	if o.msg != n.msg || o.bad != n.bad || o.tip != n.tip {
		r = r.Union(l.Message.Inset(-hudMargin)).Union(tipChange(o, n))
	}
	if o.undo != n.undo || o.result != n.result || o.hint != n.hint || o.barred != n.barred || o.press != n.press || o.hover != n.hover {
		for _, b := range [4]sprites.Rect{l.Undo, l.Log, l.Menu, l.Hint} {
			r = r.Union(b.Inset(-hudMargin))
		}
	}
	return r, true
}

// hudMargin is how far a panel's drawing may reach past its rectangle: the
// ring around the seat in turn, shadows.
const hudMargin = 12

// PaintHUD paints what key (from HUDKey) shows.
func (ch *Chrome) PaintHUD(lc *sprites.Canvas, c *ui.Context, key any, paint func(cv *sprites.Canvas, bodies []sprites.Rect)) {
	k := key.(hudKey)
	l := k.lay
	cards := k.cards[:ch.ncards]
	bodies := make([]sprites.Rect, len(cards))
	for i, card := range cards {
		bodies[i] = DrawSeatCard(lc, l.Seats[i], card)
	}
	if paint != nil {
		paint(lc, bodies)
	}
	if k.tip == "" || tipOutOfLine(l, k.tip) {
		DrawMessage(lc, l.Message, k.msg, k.bad)
	}
	if k.tip != "" {
		drawTip(lc, l, k.tip)
	}
	if ch.T.Viewing {
		return
	}
	if k.result {
		ui.DrawButton(lc, c, l.Undo, lang.T("Result"), ui.Primary, true)
	} else {
		ui.DrawButtonCaption(lc, c, l.Undo, lang.T("Undo"), k.barred, ui.Quiet, k.undo)
	}
	if k.hint {
		ui.DrawButton(lc, c, l.Hint, lang.T("Hint"), ui.Quiet, true)
	}
	ui.DrawButton(lc, c, l.Log, lang.T("Log"), ui.Quiet, true)
	ui.DrawButton(lc, c, l.Menu, MenuWord(), ui.Quiet, true)
}

// drawOverSpinners paints what lies over the seat cards' spinners.
func (ch *Chrome) drawOverSpinners(cv *sprites.Canvas, c *ui.Context, result func() Result) {
	ch.ring, _ = ch.drawHint(cv, c)
	if ch.end.open() && result != nil {
		drawEnd(cv, c, ch.Lay, ch.end.ticks, result(), ch.againLabel(), ch.reviewSeat(c) >= 0)
	}
	if ch.Guide != nil {
		ch.Guide.draw(cv, c, ch)
	}
}

// DrawOverScenery is DrawOver for a table drawn with a sprites.Scenery: it also
// tells the scenery what the hint's ring and the end dialog cover, so that
// the next frame restores it. The spinners are drawn only when they turn a
// step (drawKeptSpinners).
func (ch *Chrome) DrawOverScenery(cv *sprites.Canvas, c *ui.Context, sc *sprites.Scenery, result func() Result) {
	ch.drawKeptSpinners(cv, c, sc)
	ch.drawOverSpinners(cv, c, result)
	if ch.ring.W > 0 {
		sc.Touch(cv, ch.ring)
	}
	if ch.EndOpen() || ch.Guide != nil {
		// A tutorial's veil, rings and arrow move with its steps.
		sc.Touch(cv, sprites.R(0, 0, cv.W, cv.H))
	}
}

// Headline is the usual first line of a result: "You win!", "You lose",
// "Jade (easy) wins" or "A draw".
func (ch *Chrome) Headline() string {
	w := ch.T.Game.Outcome().Winner
	switch {
	case w < 0:
		return lang.T("A draw")
	case ch.Names.IsYou(w):
		return lang.T("You win!")
	case ch.T.Humans() == 1 && ch.T.IsAI(w):
		return lang.Tf("You lose: %s wins", ch.Names.Called(w))
	}
	return Wins(ch.Names.Called(w))
}

// Describe reports the shared state for tests; scenes merge it into theirs.
func (ch *Chrome) Describe(busy bool) map[string]any {
	text, _ := ch.message()
	last := ""
	if n := len(ch.T.Log); n > 0 {
		_, events := ch.LogWords(ch.T.Log[n-1])
		last = strings.Join(events, " ")
	}
	// The seat to move and the winner, or null: every table reports them.
	var toMove, winner any
	if tm := ch.T.Game.ToMove(); tm >= 0 {
		toMove = tm
	}
	if o := ch.T.Game.Outcome(); o.Over && o.Winner >= 0 {
		winner = o.Winner
	}
	// The size each seat card's name is written in, as last painted.
	cv := &sprites.Canvas{Scale: 1}
	nameSizes := []float64{}
	for i, card := range ch.cards[:ch.ncards] {
		nameSizes = append(nameSizes, NameSize(cv, ch.Lay.Seats[i], card))
	}
	d := map[string]any{
		"seatNameSizes": nameSizes,
		"toMove":        toMove,
		"winner":        winner,
		"message":       text,
		"refusal":       ch.Msg.Refusal(),
		"tip":           ch.TipShown(),
		"tipArea":       ch.tipArea(),
		"endScreen":     ch.end.open(),
		"boardSeen":     ch.BoardSeen(),
		"canUndo":       ch.CanUndo(busy),
		"logLength":     len(ch.T.Log),
		"lastWords":     last,
		"hintButton":    ch.hintState(),
	}
	if ch.Guide != nil {
		d["tutorial"] = ch.Guide.describe(ch)
	}
	return d
}

// Refuse shows why a try was refused: the rules' reason where the rules
// refused it, and sounds the refusal.
func (ch *Chrome) Refuse(c *ui.Context, err error) {
	var illegal *rules.IllegalMove
	// The rules call seats "Player 1": the line names them as the table
	// does ("You cannot pay $75,000 in this deal.").
	// In the screens' language where the rules gave the reason as a
	// phrase; the tutorial's and the table's own refusals come translated.
	switch {
	case errors.As(err, &illegal) && !illegal.Why.IsZero():
		ch.Msg.Refuse(ch.Names.Refusal(lang.Say(illegal.Why)))
	case errors.As(err, &illegal):
		ch.Msg.Refuse(ch.Names.Refusal(illegal.Reason))
	default:
		ch.Msg.Refuse(ch.Names.Refusal(lang.ExplainErr(err)))
	}
	c.Sound.Play(audio.Tick)
}

// Waiting answers a tap on the board while the table is not waiting for a
// person (a computer player deciding, the last move still landing): the
// line says so, instead of the tap vanishing without a word.
func (ch *Chrome) Waiting(c *ui.Context) {
	if !c.Pointer.Tap || !ch.Lay.Board.Contains(c.Pointer.X, c.Pointer.Y) || ch.T.Over() || ch.T.Humans() == 0 {
		return
	}
	if seat := ch.T.Game.ToMove(); ch.T.IsAI(seat) {
		ch.Msg.Wait(lang.Tf("Wait a moment: %s is playing.", ch.Names.Called(seat)))
		return
	} else if ch.T.IsRemote(seat) {
		ch.Msg.Wait(lang.Tf("Wait a moment: %s is playing from elsewhere.", ch.Names.Called(seat)))
		return
	}
	ch.Msg.Wait(lang.T("Wait a moment: the last move is still landing."))
}

// Turn runs the table's turn loop for one tick, for every title alike: the
// driver of the seat to move is asked for its move (a computer thinks for
// what this frame leaves spare (ui.Context.WorkBudget), a remote player's arrived move is played),
// and a move is played only once the table is calm (busy false). While the
// table skips ahead (Beats.Skip) a computer's move comes as soon as it is
// decided, and it may think for most of each frame: nothing moves then,
// so the person waits for the computers, not for the frame rate. It
// returns the events of a move so played, for the scene to show.
func (ch *Chrome) Turn(c *ui.Context, busy, skipping bool) []rules.Event {
	think := ch.ThinkTicks
	if think == 0 {
		think = play.MinThinkTicks
	}
	ch.T.MinThinkTicks = c.AnimTicks(think)
	budget := c.WorkBudget(&ch.thinkFrame)
	if skipping {
		ch.T.MinThinkTicks = 1
		if budget > 0 {
			budget = max(budget, SkipBudget)
		}
	}
	ch.onlineNews()
	if budget <= 0 {
		return ch.T.Update(busy, budget)
	}
	start := time.Now()
	events := ch.T.Update(busy, budget)
	c.WorkSpent(time.Since(start))
	return events
}

// SkipBudget is the computers' thinking time per frame while the table
// skips ahead.
const SkipBudget = 40 * time.Millisecond
