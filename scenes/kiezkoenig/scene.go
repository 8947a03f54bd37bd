// Package kiezkoenig is the table for KiezKönig: the loop of St. Pauli at
// night with its businesses, authorities and Sports Cars, the die and the
// tokens, the dice duels of a fight, and a control for every decision of the
// rules' notation. It is driven by the rules' legal moves and events only:
// the table never decides a rule itself.
package kiezkoenig

import (
	"cmp"
	"fmt"
	"maps"
	"quartet/lang"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/kiezkoenig/narration"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Scene plays one game of KiezKönig.
type Scene struct {
	t     *play.Table
	ch    *table.Chrome
	words narration.Words

	palette sprites.Palette
	ring    ring
	placed  sprites.Rect

	v view // what the table shows, in step with the animations
	// beats are the events being shown; Skip on them plays the computer
	// players' turns without animations, until a person must decide.
	beats beatQueue
	die   dieAnim
	hop   hop
	duel  *duel
	// duelPanel shows the duel, over the board, while there is one.
	duelPanel duelPanel
	floaters  []floater
	lastCoin  int
	particles sprites.Particles
	// line is what the message line says of the moves shown.
	line lineState
	// start is the throws for the start player.
	start startRow
	// recap is what the person reads of the computers' turns.
	recap recapState
	// dec is the person's decision being built.
	dec decision
	// cache is the pictures kept from frame to frame.
	cache canvasCache
	// drawn is where things were last painted: for taps and the test hook.
	drawn painted
	info  info
	// fightTo is where three Corruption cards just took a token to fight,
	// or -1.
	fightTo   int
	movesSeen int
	// grace is the wait, after the person's turn, in which Undo can
	// still be reached.
	grace undoGrace
	// logShown is how many of the log's entries the table has played to
	// their end: the log shows no more.
	logShown int
}

// lineState is what the message line says of the moves shown.
type lineState struct {
	// seat is the seat whose move's events are on screen, and text what
	// the last of them did.
	seat int
	text string
	// toldYou is what the rules just did to a person on their own (sent
	// the token on to an authority, made them a tourist), said again at
	// their next decision if it comes before a computer moves.
	toldYou string
	// yourMoney is what the person's own move just did to their money,
	// said before their next prompt or held on the line as the turn
	// passes on.
	yourMoney string
	// wentOut says a computer player went out of the game, again at the
	// person's next decision.
	wentOut string
}

// startRow is the throws for the start player, across the middle.
type startRow struct {
	// throws is each seat's last throw for the start, 0 for none yet.
	throws [kk.MaxSeats]int
	// dice are the dice of the round of start throws being shown, in the
	// order thrown, one slot each of slots across the middle; they lie
	// there until the first throw of the game. newRound says a tie ended
	// the round: the next start throw clears the row.
	dice     []dieAnim
	slots    int
	newRound bool
	// winner is the seat said to go first, or -1.
	winner int
	// landing is what the line says when a lone start die lands.
	landing string
}

// recapState is the recap of the moves the person did not make.
type recapState struct {
	// items are the computer moves since the last recap, full what the
	// person reads of them on their turn, until their next tap, brief its
	// form for a phone's street, and size the size it was last set in.
	items []narration.Item
	full  string
	brief string
	size  float64
	cut   bool
	// shorter are ever shorter forms of the brief recap, for a street it
	// does not fit, and drawn the form last painted.
	shorter []string
	drawn   string
	// panel is where the recap's panel was painted last, on the screen.
	panel sprites.Rect
	// fightBefore is the fight in progress before the latest move, if
	// inFightBefore, and turnBefore whose turn it was.
	fightBefore   kk.FightState
	inFightBefore bool
	turnBefore    int
	// began is the last fight begun, and fightNotes what the log adds to
	// a fight's result, by the rules' text of it: the money on a lost
	// Cash's marker, which goes with it.
	began      kk.FightBegan
	fightNotes map[string]string
	// said is the log's words for an event in the screens' language, by
	// the rules' text of it, for each event shown here: the log keeps
	// only the text. A rules' text says all of its event, so one text has
	// one translation.
	said map[string]string
}

// decision is the person's decision being built.
type decision struct {
	legal   []kk.Move
	mode    mode
	bet     int // the business bet in a fight being chosen
	choices []choice
	lit     [40]bool
	pick    [kk.Businesses]bool
	buy     [kk.Stakes]bool
	// outOf is the fight the person chose to stay out of altogether, while
	// outOfFight: the table answers each of its support questions with
	// "stay out" (play-test: six taps for a fight they were not in).
	outOf      kk.FightState
	outOfFight bool
	stayedOut  int // the stay-out moves the table made for the person: for tests
	// before are the buttons of the last frame, where they stood.
	before []choice
}

// canvasCache is the pictures kept from frame to frame, and the buffers a
// frame reuses.
type canvasCache struct {
	// scenery holds the still picture (sprites.Scenery): the street, its
	// spaces, the middle and the panels.
	scenery    sprites.Scenery
	overWide   bool     // the last frame's Over lay over the board
	lastUnder  underKey // the street the scenery last drew, for what changed since
	underDrawn bool
	lastOver   overKey // the panels the scenery last drew

	boardLayer, centreLayer sprites.Layer
	spaceLayers             [40]sprites.Layer
	skipLayer               sprites.Layer

	diceBuf   []movingDie // the dice a frame draws
	amountBuf []amount
	cardBuf   [kk.MaxSeats]table.SeatCard
}

// painted is where things were last painted, on the screen or in their
// cells: taps land by it, and the test hook reads it.
type painted struct {
	// bodies is what each seat card's body showed, and boardNames the name
	// each business's cell wrote.
	bodies     [kk.MaxSeats]seatBody
	boardNames [kk.Businesses]string
	// priceSizes is the smallest price each business's cell set.
	priceSizes [kk.Businesses]float64
	// wordSizes is the size each car's and authority's words were set in,
	// by the space's code.
	wordSizes map[string]float64
	// chipAt is where each space's Cash marker lies in its cell: money
	// flies to and from the marker, not the space's name.
	chipAt [40][2]float64
	// markers are the authorities' Cash markers and the words by them,
	// within their cells.
	markers [3]marker
	// stakeAt is where each stake's slot lies in its cell: a tap on a lit
	// one buys it.
	stakeAt [kk.Stakes]sprites.Rect
	// streetName is where the street's name was written, on the screen;
	// empty where it was left out.
	streetName sprites.Rect
	// sparkArea is where the sparks were drawn.
	sparkArea sprites.Rect
	// goal is the goal's line as last written at the street's foot, and
	// goalCut whether it was cut there.
	goal    string
	goalCut bool
	// bizBoxes is where each business's cell wrote its band and name and
	// drew its Cash marker, within the cell.
	bizBoxes [kk.Businesses]bizBoxes
}

// mode is a decision that takes more than one tap.
type mode uint8

const (
	modeNone   mode = iota
	modeSuper       // the Super Turbo: tap the space to go to
	modeBet         // a fight: choose the business to bet
	modeTarget      // a fight: choose the business and player to fight
)

// choice is one button of the decision panel.
type choice struct {
	id, label string
	move      kk.Move
	hasMove   bool
	action    func()
	primary   bool
	rect      sprites.Rect
	size      float64 // the label's size as last painted
	// checked: the button was compared with those before it (settle);
	// heldTo is the tick until which it takes no tap, having come where
	// a button of another meaning stood.
	checked bool
	heldTo  int
}

// New builds the scene for a table of KiezKönig.
func New(t *play.Table, c *ui.Context) ui.Scene {
	s := &Scene{t: t, palette: c.Palette()}
	s.ch = table.New(t, c, audio.KiezKoenigTheme)
	s.words = narration.Words{
		Name:     func(seat int) string { return s.ch.Names.Name(seat) },
		Called:   func(seat int) string { return s.ch.Names.Called(seat) },
		Computer: t.IsAI,
		You:      func(seat int) bool { return isYou(t, seat) },
		Level: func(seat int) (string, bool) {
			if seat < len(t.Rec.Seats) {
				return t.Rec.Seats[seat].Level, true
			}
			return "", false
		},
	}
	// The chrome holds no notice after a computer move: the message line
	// follows the move's events as they play (showingLine), and a notice
	// held on would hide the person's prompt when their turn comes.
	s.ch.Summarize = func(play.Entry) string { return "" }
	s.ch.Showing = s.showingLine
	s.ch.LogHeading = func(e play.Entry) string {
		if head := duelsHeading(s.t.Log, s.words, e); head != "" {
			return head
		}
		return lang.Tf("%s: %s", s.ch.Names.Called(e.Seat), s.words.MoveWords(e.Move))
	}
	s.ch.LogText = func(e play.Entry) []string { return s.recap.logText(s.ch.Names, e) }
	// Undo drops whatever is on screen (reset), so it may come while the
	// computer players' turns after the person's move are still shown.
	s.ch.UndoWhileBusy = true
	s.ch.Tips = func(int) []table.Tip { return tips(t) }
	s.ch.ThinkTicks = thinkTicks
	s.ch.LogShown = func() int { return s.logShown }
	s.grace.forMoves = -1
	s.fightTo = -1
	s.start.winner = -1
	s.v = viewOf(s.game())
	s.die = dieAnim{face: 6, age: 1000}
	s.movesSeen = len(t.Rec.Moves)
	s.logShown = len(t.Log)
	s.recap.noteRecord(s.words, t.Rec)
	s.recap.noteFight(s.game())
	s.syncDuel()
	s.refresh()
	return s
}

// duelsHeading heads a logged move that decided duels, other than the
// fight's own move, by the fight they belong to (narration.DuelsHeading),
// or is "" for any other move. The duels are read from the rules' event
// texts ("Duel 2: ...") and the fight from the last Fight move logged
// before e.
func duelsHeading(log []play.Entry, words narration.Words, e play.Entry) string {
	first, last := 0, 0
	for _, text := range e.Events {
		var n int
		if _, err := fmt.Sscanf(text, "Duel %d", &n); err == nil {
			first, last = cmp.Or(first, n), n
		}
	}
	if m, err := kk.ParseMove(e.Move); first == 0 || err != nil || m.Kind == kk.Fight {
		return ""
	}
	at := len(log) - 1
	for at >= 0 && (len(log[at].Events) == 0 || &log[at].Events[0] != &e.Events[0]) {
		at--
	}
	for i := at; i >= 0; i-- {
		if m, err := kk.ParseMove(log[i].Move); err == nil && m.Kind == kk.Fight {
			return words.DuelsHeading(log[i].Seat, int(m.Player), int(m.Target), first, last)
		}
	}
	return ""
}

func (s *Scene) game() *kk.Game { return s.t.Game.(*kk.Game) }

func (s *Scene) colour(seat int) colourRGBA { return s.ch.Names.Colour(seat) }

// Update runs one tick.
func (s *Scene) Update(c *ui.Context) error {
	s.palette = c.Palette()
	// The room the table needs beside the board: a row for the skip
	// button.
	spec := table.Spec{Seats: s.game().Seats(), Controls: 52, PortraitControls: 48}
	act := s.ch.Update(c, spec, s.beats.Busy())
	roomForMessage(&s.ch.Lay, s.canSkip() || s.beats.Skip)
	switch act {
	case table.Undone, table.Restarted:
		s.reset()
		return nil
	case table.Held:
		s.place()
		s.stepAnims(c)
		// A fight that ends the game still waits for the person's dice:
		// held here without their throw, the table waited for ever (CI).
		s.updateThrow(c)
		if s.ch.BoardSeen() && !s.updateInfo(c) {
			s.tapsToRead(c)
		}
		return nil
	}
	s.place()
	// The card being read holds the table still: the computer players,
	// and the beats already on screen too, or a computer's fight queued
	// before the card opened played out under it unseen. (The log needs
	// no such hold: an overlay, it keeps this scene from updating at all.)
	if s.updateInfo(c) {
		return nil
	}
	s.stepAnims(c)
	s.updateThrow(c)
	s.tapsToRead(c)
	if s.t.Over() {
		return nil
	}
	human := s.t.HumanToMove()
	if human && !s.beats.Busy() {
		s.beats.Skip = false
	}
	canSkip := s.canSkip()
	if c.Button("skip", skipRect(s.ch.Lay.Controls), lang.T("Skip ahead"), canSkip && !s.beats.Skip) && canSkip {
		s.beats.Skip = true
		c.Sound.Play(audio.Tap)
		s.clearAnims()
	}
	held := s.beats.Busy() || s.grace.hold(c, s.t, !s.beats.Busy() && !s.beats.Skip, s.ch.Lay.Undo)
	if ev := startThrowsTogether(s.t, held); ev != nil {
		s.enqueue(ev)
	} else if ev := s.ch.Turn(c, held, s.beats.Skip); ev != nil {
		s.enqueue(ev)
	}
	s.dec.forgetFightLeft(s.game())
	if s.t.HumanToMove() && !s.beats.Busy() {
		// DecideAgain is asked every time, so that a move refused or lost
		// beside one played is not taken for news on a later tick.
		again := s.ch.DecideAgain()
		if len(s.t.Rec.Moves) != s.movesSeen || again {
			s.refresh()
		}
		if s.stayOutAgain(c) {
			return nil
		}
		s.updateHuman(c)
	}
	return nil
}

// sameFight reports whether a and b are the same fight, a at or before b.
func sameFight(a, b kk.FightState) bool {
	return a.Attacker == b.Attacker && a.Defender == b.Defender && a.Bet == b.Bet && a.Target == b.Target && a.Duels <= b.Duels
}

// forgetFightLeft drops the person's "stay out of this fight" once that
// fight is over in g.
func (d *decision) forgetFightLeft(g *kk.Game) {
	if !d.outOfFight {
		return
	}
	if f, ok := g.Fight(); !ok || !sameFight(d.outOf, f) {
		d.outOfFight = false
	}
}

// stayOutAgain submits "stay out" for the person when a fight they chose
// to stay out of asks for their support again. It reports whether it did.
func (s *Scene) stayOutAgain(c *ui.Context) bool {
	if !s.dec.outOfFight || s.game().Waiting() != kk.PhaseSupport {
		return false
	}
	for _, m := range s.dec.legal {
		if m.Kind == kk.Support && m.N == 0 {
			s.submit(c, m)
			s.dec.stayedOut++
			s.ch.Msg.Notice(lang.Of(stayOutWords))
			return true
		}
	}
	return false
}

// stayOutWords is what the line says when the person stays out of a
// whole fight.
var stayOutWords = lang.Noop("You stay out of this fight.")

// thinkTicks is the least time a computer decision takes to appear: half
// the tables' usual pause, since every move here plays its own beats (the
// throw, the walk) that give the eye its time.
const thinkTicks = play.MinThinkTicks / 2

// canSkip reports whether Skip ahead is offered: while the events of a
// computer player's move are on screen, or one is to move; never while the
// person's own move is shown, nor while a duel the person fights is on
// screen, whoever's decision threw its dice: its result and the stakes
// changing hands are the person's to see.
func (s *Scene) canSkip() bool {
	if s.t.Over() || s.personsDuel() {
		return false
	}
	if s.beats.Busy() {
		return s.t.IsAI(s.line.seat)
	}
	return s.t.IsAI(s.game().ToMove())
}

// undoGraceTicks is how long, at normal speed, the computer seat after the
// person's turn waits before it throws: Undo is open until that throw, and
// a computer that threw within a second left no time to reach it.
const undoGraceTicks = 180

// undoGrace is the beat after the person's turn in which Undo is still
// open: the computer seat to move next waits before it throws.
type undoGrace struct {
	// ticks is how many ticks the next computer seat still waits before
	// its throw, so that Undo can be reached; forMoves is the move count
	// it was given for.
	ticks, forMoves int
}

// hold reports that the next computer seat at t waits for Undo now; calm
// says no beats play and nothing is skipped. It waits not at all at the
// fastest speed, and a tap off the Undo button (undo) or Skip ahead ends
// the wait at once.
func (u *undoGrace) hold(c *ui.Context, t *play.Table, calm bool, undo sprites.Rect) bool {
	n := len(t.Rec.Moves)
	if !undoGraceOpen(t, calm) {
		return false
	}
	if u.forMoves != n {
		u.forMoves = n
		u.ticks = 0
		if c.AnimationSpeed < fastestSpeed {
			u.ticks = c.AnimTicks(undoGraceTicks)
		}
	}
	if c.Pointer.Tap && !c.Pointer.TapIn(undo) {
		u.ticks = 0
	}
	if u.ticks > 0 {
		u.ticks--
	}
	return u.ticks > 0
}

// says is what the line says while the grace lasts at t, or "": the
// seconds left, counted down, for "Undo is open until Jade throws" read
// as a promise when Jade threw within a second (play-test).
func (u *undoGrace) says(t *play.Table, calm bool, next string) string {
	if !t.Over() && u.ticks > 0 && u.forMoves == len(t.Rec.Moves) && undoGraceOpen(t, calm) {
		return lang.Tf("Your turn is over. %s throws in %d s; Undo takes your turn back until then.", next, graceSeconds(u.ticks))
	}
	return ""
}

// graceSeconds is the whole seconds the grace's ticks left last, rounded
// up: the line never promises less time than there is.
func graceSeconds(ticks int) int { return (ticks + 59) / 60 }

// fastestSpeed is the settings page's fastest animation speed.
const fastestSpeed = 2

// undoGraceOpen reports that the person's turn just ended and Undo can
// still take it back: a computer seat is to throw the die next and the
// table still offers Undo (no dice were thrown since the person's last
// move). calm says no beats play at t and nothing is skipped.
func undoGraceOpen(t *play.Table, calm bool) bool {
	if !calm || t.Over() || !t.IsAI(t.Game.ToMove()) || !t.CanUndo() {
		return false
	}
	if len(t.Log) == 0 || t.IsAI(t.Log[len(t.Log)-1].Seat) {
		return false
	}
	for _, m := range t.Game.LegalMoves() {
		if m.(kk.Move).Kind == kk.Roll {
			return true
		}
	}
	return false
}

// waitNote is what the message line says while a card is read over a
// game that would go on: the shared log says the same.
var waitNote = lang.Noop("Play waits while you read the card.")

// updateInfo lets the info card open on a long press, and close. It
// reports whether the card took the pointer this tick.
func (s *Scene) updateInfo(c *ui.Context) bool {
	return s.info.update(c, s.ch.Lay.Board, s.ch.Lay.Seats[:s.game().Seats()], s.ring, s.duel != nil)
}

// tapsToRead opens the info card of a seat card or space tapped: a space
// only while the board is not waiting for the person's move (updateHuman
// takes taps on the board then).
func (s *Scene) tapsToRead(c *ui.Context) {
	spaces := !(s.duel != nil || s.t.HumanToMove() && !s.beats.Busy() && !s.t.Over()) && !s.ch.EndOpen()
	s.info.takeTaps(c, s.ch.Lay.Board, s.ch.Lay.Seats[:s.game().Seats()], &s.ch.Names, s.ring, spaces)
}

// facts is what the info card's words are written from, now.
func (s *Scene) facts() facts {
	return facts{v: &s.v, seats: s.game().Seats(), names: &s.ch.Names, words: s.words, progress: s.progress,
		notForSale: func(b int) string {
			if !s.t.HumanToMove() || s.beats.Busy() {
				return ""
			}
			return s.dec.notForSaleWords(s.game(), b, func(seat int) int { return s.v.money[seat] })
		}}
}

// personsDuel reports a duel on screen that a person fights.
func (s *Scene) personsDuel() bool {
	d := s.duel
	return d != nil && (s.t.IsPerson(d.attacker) || s.t.IsPerson(d.defender))
}

// clearAnims ends at once whatever is on screen when Skip ahead is
// tapped: the beat playing, the walk, the figures and cards in flight and
// the sparks, so that nothing is left floating over the turns that follow
// unseen.
func (s *Scene) clearAnims() {
	if b := s.beats.Showing(); b != nil && !s.personsDuel() {
		b.Len = 0
	}
	s.hop = hop{}
	s.floaters = nil
	s.particles = sprites.Particles{}
	s.die.age = max(s.die.age, s.die.roll)
	for i := range s.start.dice {
		s.start.dice[i].age = max(s.start.dice[i].age, s.start.dice[i].roll)
	}
}

// showingLine is what the message line says while a move's events play:
// what the last of them did.
func (s *Scene) showingLine() string {
	if s.info.open && !s.t.Over() && (s.beats.Busy() || s.t.IsAI(s.game().ToMove())) {
		return lang.Of(waitNote)
	}
	if !s.beats.Busy() {
		return s.grace.says(s.t, !s.beats.Skip, s.ch.Names.Called(s.game().ToMove()))
	}
	if s.line.text != "" {
		return s.line.text
	}
	return s.words.Sentence(s.line.seat, lang.T("You are moving…"), lang.T("%s is moving…"))
}

// skipRect is where Skip ahead stands in the row of controls r.
func skipRect(r sprites.Rect) sprites.Rect {
	if r.H < ui.MinTarget {
		return sprites.R(r.X, r.Y, 0, 0)
	}
	w := min(r.W, 220)
	return sprites.R(r.Right()-w, r.Y+(r.H-min(r.H, 52))/2, w, min(r.H, 52))
}

// roomForMessage gives the message the skip button's row where the button
// is not shown: on a phone the long lines (a fight's terms) were cut off,
// or shrunk to tiny type, under an empty row (play-test).
func roomForMessage(l *table.Layout, skipShown bool) {
	if !l.Portrait || skipShown || l.Controls.H <= 0 {
		return
	}
	l.Message = l.Message.Union(l.Controls)
}

// place lays the board out when the screen changed.
func (s *Scene) place() {
	if s.ch.Lay.Board != s.placed {
		s.placed = s.ch.Lay.Board
		s.ring = newRing(s.ch.Lay.Board)
		s.layoutChoices()
	}
	if s.duel != nil {
		s.duel.layout(s.ch.Lay.Board)
	}
}

// reset drops what was being shown after undo or a restart.
func (s *Scene) reset() {
	s.beats.drop()
	s.duelPanel.throwWait, s.duelPanel.throwGo = false, false
	s.hop = hop{}
	s.duel = nil
	s.floaters = nil
	s.beats.Skip = false
	s.dec.outOfFight = false
	s.dec.mode = modeNone
	s.line.text, s.line.toldYou, s.line.yourMoney, s.line.wentOut = "", "", "", ""
	s.recap.full, s.recap.brief, s.recap.items = "", "", nil
	s.logShown = len(s.t.Log)
	s.recap.noteFight(s.game())
	s.start.dice, s.start.slots, s.start.newRound, s.start.winner = nil, 0, false, -1
	if len(s.t.Rec.Moves) == 0 {
		s.start.throws = [kk.MaxSeats]int{}
	}
	s.v = viewOf(s.game())
	s.syncDuel()
	s.refresh()
}

// updateHuman handles the decision panel and taps on the board.
func (s *Scene) updateHuman(c *ui.Context) {
	s.layoutChoices()
	s.dec.settle(c.Tick)
	for i := range s.dec.choices {
		ch := &s.dec.choices[i]
		if c.Button(ch.id, ch.rect, ch.label, c.Tick >= ch.heldTo) {
			s.choose(c, ch)
			return
		}
	}
	// The die at rest in the middle throws when "Throw the die" is
	// offered: a tap on it did nothing (play-test).
	if s.duel == nil {
		for i := range s.dec.choices {
			if s.dec.choices[i].id != "roll" {
				continue
			}
			// A phone's die is smaller than a fingertip: its target is not.
			x, y, size, _, _ := s.die.state(s.ring, s.ch.Lay.Seats[:])
			size = max(size, ui.MinTarget)
			if c.Target("die", sprites.R(x-size/2, y-size/2, size, size), lang.T("Throw the die"), true) {
				s.choose(c, &s.dec.choices[i])
				return
			}
		}
	}
	// Every space can be tapped on the board itself: a lit one plays its
	// move, any other says what it is. The duel view lies over the board.
	if s.duel == nil {
		for sp := range kk.TrackLen() {
			r := s.ring.spaceRect(sp)
			if c.Target("space-"+kk.Track()[sp].ID, r, kk.Track()[sp].ID, true) {
				s.tapSpace(c, sp)
				return
			}
		}
	}
	if c.Key(ebiten.KeySpace) || c.Key(ebiten.KeyR) {
		for i := range s.dec.choices {
			if s.dec.choices[i].id == "roll" {
				s.choose(c, &s.dec.choices[i])
				return
			}
		}
	}
}

func (s *Scene) choose(c *ui.Context, ch *choice) {
	c.Sound.Play(audio.Tap)
	if ch.action != nil {
		s.recap.read()
		ch.action()
		s.layoutChoices()
		return
	}
	if ch.hasMove {
		s.submit(c, ch.move)
	}
}

// tapSpace plays the move a lit space stands for, picks a business in a
// fight being chosen, or says what the space is.
func (s *Scene) tapSpace(c *ui.Context, sp int) {
	space := kk.Track()[sp]
	for _, m := range s.dec.legal {
		switch {
		case m.Kind == kk.Super && s.dec.mode == modeSuper && int(m.Space) == sp,
			m.Kind == kk.Turbo && int(m.Space) == sp:
			s.submit(c, m)
			return
		case m.Kind == kk.Drive && driveTo(s.game(), int(m.N)) == sp && m.N > 0:
			s.submit(c, m)
			return
		}
	}
	if space.Kind == kk.BusinessSpace {
		b := space.Business
		if m, ok := s.drawn.buyAt(s.ring, s.dec.legal, &s.dec.buy, sp, c.Pointer.X, c.Pointer.Y); ok {
			s.submit(c, m)
			return
		}
		switch s.dec.mode {
		case modeBet:
			if s.dec.pick[b] {
				s.recap.read()
				s.dec.bet = b
				s.dec.mode = modeTarget
				s.refresh()
				return
			}
		case modeTarget:
			// Where two players hold stakes in the business, the one whose
			// stake is under the finger is the one fought.
			under := s.drawn.ownerAt(s.ring, &s.v, sp, c.Pointer.X, c.Pointer.Y)
			var pick *kk.Move
			for i, m := range s.dec.legal {
				if m.Kind == kk.Fight && int(m.Bet) == s.dec.bet && int(m.Target) == b && (pick == nil || int(m.Player) == under) {
					pick = &s.dec.legal[i]
				}
			}
			if pick != nil {
				s.submit(c, *pick)
				return
			}
		}
	}
	s.info.openSpace(sp, s.ch.Lay.Board)
}

// driveTo is the space a Sports Car ride of n spaces in g ends on.
func driveTo(g *kk.Game, n int) int {
	return (g.Position(g.ToMove()) + n) % kk.TrackLen()
}

func (s *Scene) submit(c *ui.Context, m kk.Move) {
	ev, err := s.t.Submit(m)
	if err != nil {
		s.ch.Refuse(c, err)
		return
	}
	s.dec.mode = modeNone
	s.recap.read()
	s.ch.Announced()
	// A space's description, tapped while deciding, belongs to the
	// decision just made.
	s.ch.Msg.Clear()
	s.enqueue(ev)
	s.dec.choices = nil
	s.dec.lit = [40]bool{}
	s.dec.pick = [kk.Businesses]bool{}
	s.dec.buy = [kk.Stakes]bool{}
}

// refresh reads the legal moves and builds the choices and the prompt.
func (s *Scene) refresh() {
	advanced := len(s.t.Rec.Moves) > s.movesSeen
	s.movesSeen = len(s.t.Rec.Moves)
	s.dec.legal = s.dec.legal[:0]
	s.dec.choices = nil
	s.dec.lit = [40]bool{}
	s.dec.pick = [kk.Businesses]bool{}
	s.dec.buy = [kk.Stakes]bool{}
	g := s.game()
	toldYou := s.line.toldYou
	s.line.toldYou = ""
	if g.Outcome().Over || !s.t.HumanToMove() {
		s.dec.mode = modeNone
		s.ch.Prompt("")
		return
	}
	var taken []narration.Item
	if advanced {
		// The person's decision comes after moves they watched: what was
		// said over them is over, and the prompt is what matters now;
		// but for why the rules just moved the person's own token, which
		// the decision follows from (give up a stake at the authority it
		// was sent to): that is read first.
		s.ch.Msg.Clear()
		if toldYou != "" {
			s.ch.Msg.Notice(toldYou)
		}
		if s.line.wentOut != "" {
			s.ch.Msg.Notice(s.line.wentOut)
			s.line.wentOut = ""
		}
		taken = s.recap.takeOnStreet(s.words, g, s.duel != nil)
	}
	for _, m := range g.LegalMoves() {
		s.dec.legal = append(s.dec.legal, m.(kk.Move))
	}
	s.buildChoices()
	s.layoutChoices()
	if taken != nil && s.recap.full != "" && s.recap.box(s.dec.choices, s.ring).H == 0 {
		// No room under these buttons (six rides on a phone): the recap
		// waits for the person's next decision.
		s.recap.full, s.recap.brief, s.recap.items = "", "", append(taken, s.recap.items...)
		s.layoutChoices()
	}
}

// Describe reports the scene for tests: the turn and the decision, then
// the parts each piece of the table reports of itself.
func (s *Scene) Describe() map[string]any {
	d := s.describeTurn()
	s.describeDrawn(d)
	s.start.describe(d, s.ch.Names.Name)
	s.describeSeats(d)
	s.drawn.describe(d, s.ring, &s.dec.buy)
	if s.duel != nil {
		s.duelPanel.describe(d, s.duel, s, s.t.LastEvents)
	}
	for k, v := range s.ch.Describe(s.beats.Busy()) {
		d[k] = v
	}
	if msg, ok := d["message"].(string); ok && s.ch.Lay.Message.W > 0 {
		size, lines := table.MessageSize(&sprites.Canvas{Scale: 1}, s.ch.Lay.Message, msg)
		d["messageSize"], d["messageFits"] = size, lines*size*1.3 <= s.ch.Lay.Message.H+0.5
	}
	return d
}

// describeTurn is whose turn it is, the decision on offer and what is on
// screen of the moves.
func (s *Scene) describeTurn() map[string]any {
	g := s.game()
	o := g.Outcome()
	legal := []string{}
	for _, m := range s.dec.legal {
		legal = append(legal, m.String())
	}
	choices := []map[string]any{}
	for _, ch := range s.dec.choices {
		mv := ""
		if ch.hasMove {
			mv = ch.move.String()
		}
		choices = append(choices, map[string]any{"id": ch.id, "label": ch.label, "move": mv, "size": ch.size})
	}
	var lit []string
	for sp, on := range s.dec.lit {
		if on {
			lit = append(lit, kk.Track()[sp].ID)
		}
	}
	d := map[string]any{
		"scene":      "kiezkoenig",
		"current":    g.Current(),
		"phase":      g.Phase(),
		"over":       o.Over,
		"moves":      len(s.t.Rec.Moves),
		"summary":    g.Summary(),
		"thinking":   s.t.Thinking(),
		"animating":  s.beats.Busy(),
		"humanTurn":  s.t.HumanToMove() && !s.beats.Busy(),
		"legal":      legal,
		"choices":    choices,
		"lit":        lit,
		"mode":       int(s.dec.mode),
		"duel":       s.duel != nil,
		"stayedOut":  s.dec.stayedOut,
		"info":       s.info.title(s.facts()),
		"goal":       s.goalText(),
		"skipping":   s.beats.Skip,
		"canSkip":    s.canSkip() && !s.beats.Skip,
		"showing":    s.line.seat,
		"lastMove":   s.t.LastMove,
		"thinkMs":    float64(s.t.LastThink) / float64(time.Millisecond),
		"floaters":   len(s.floaters),
		"sparks":     s.particles.Busy(),
		"hopping":    s.hop.active,
		"undoBarred": s.t.UndoBarredWhy() != "",
		"undoGrace":  s.grace.ticks,
		"recap":      s.recap.full,
		"recapBrief": s.recap.brief,
		"recapShown": s.recap.box(s.dec.choices, s.ring).H > 0,
		"recapSize":  s.recap.size,
		"recapCut":   s.recap.cut,
		"throwWait":  s.duelPanel.throwWait && !s.duelPanel.throwGo,
		"recapDrawn": s.recap.drawn,
	}
	d["centreLine"] = s.goalText()
	if o.Over {
		d["resultDetail"] = s.result().Detail
	}
	tokens := 0
	for seat := range s.v.seats {
		if s.v.pos[seat] != kk.OffBoard {
			tokens++
		}
	}
	d["tokens"] = tokens
	if s.info.open {
		d["infoText"] = s.info.card(s.facts()).String()
	}
	return d
}

// describeDrawn is what moves on screen, and where the last frame wrote
// the amounts, the recap and the street's name.
func (s *Scene) describeDrawn(d map[string]any) {
	flying := 0
	for _, f := range s.floaters {
		if f.card {
			flying++
		}
	}
	d["cardsFlying"] = flying
	var amounts []map[string]any
	for _, a := range s.cache.amountBuf {
		amounts = append(amounts, map[string]any{"text": a.text, "x": a.box.X, "y": a.box.Y, "w": a.box.W, "h": a.box.H, "alpha": a.alpha})
	}
	d["amounts"] = amounts // as last drawn
	d["recapBox"] = []float64{s.recap.panel.X, s.recap.panel.Y, s.recap.panel.W, s.recap.panel.H}
	d["dieInAir"] = s.die.thrown && s.die.age < s.die.roll
	d["streetName"] = []float64{s.drawn.streetName.X, s.drawn.streetName.Y, s.drawn.streetName.W, s.drawn.streetName.H}
	d["sparkArea"] = []float64{s.drawn.sparkArea.X, s.drawn.sparkArea.Y, s.drawn.sparkArea.W, s.drawn.sparkArea.H}
}

// describe is the start dice on screen, for the test hook.
func (st *startRow) describe(d map[string]any, name func(seat int) string) {
	startDice := []map[string]any{}
	for _, die := range st.dice {
		face := die.face
		if die.age < die.roll {
			face = tumbleFace(die.age, die.seat)
		}
		startDice = append(startDice, map[string]any{"seat": die.seat, "name": name(die.seat), "face": face, "inAir": die.age < die.roll,
			"ringed": die.seat == st.winner && die.age >= die.roll})
	}
	d["startDice"] = startDice
}

// describeSeats is the seat cards as last painted, and each seat's state.
func (s *Scene) describeSeats(d map[string]any) {
	g := s.game()
	names := []string{}
	progress := []int{}
	active := []int{}
	states := []string{}
	for seat := range g.Seats() {
		names = append(names, s.ch.Names.Called(seat))
		have, _ := s.progress(seat)
		progress = append(progress, have)
		card := s.seatCard(seat)
		if card.Active {
			active = append(active, seat)
		}
		states = append(states, card.State)
	}
	var cards []map[string]any
	for _, r := range s.ch.Lay.Seats[:g.Seats()] {
		cards = append(cards, map[string]any{"x": r.X, "y": r.Y, "w": r.W, "h": r.H})
	}
	d["seatCards"] = cards
	d["seatNames"] = names
	var written []map[string]any
	for seat := range g.Seats() {
		card := s.seatCard(seat)
		written = append(written, map[string]any{"name": card.Name, "state": card.State})
	}
	d["seatCardWords"] = written
	var bodies []map[string]any
	for seat := range g.Seats() {
		b := s.drawn.bodies[seat]
		var texts []map[string]any
		for _, t := range b.texts {
			texts = append(texts, map[string]any{"text": t.text, "x": t.box.X, "y": t.box.Y, "w": t.box.W, "h": t.box.H})
		}
		bodies = append(bodies, map[string]any{"x": b.rect.X, "y": b.rect.Y, "w": b.rect.W, "h": b.rect.H, "texts": texts,
			"super": s.v.super[seat], "money": s.v.money[seat]})
	}
	d["seatBodies"] = bodies
	d["progress"] = progress
	d["activeSeats"] = active
	d["seatStates"] = states
}

// describe is the board's words, markers and stake slots as last
// painted, on the screen.
func (p *painted) describe(d map[string]any, g ring, buy *[kk.Stakes]bool) {
	boardNames := map[string]string{}
	for b, n := range p.boardNames {
		boardNames[kk.BusinessAt(b).ID] = n
	}
	d["boardNames"] = boardNames
	markers := map[string]any{}
	for sp, space := range kk.Track() {
		if space.Kind != kk.AuthoritySpace || g.cell == nil {
			continue
		}
		cell, m := g.spaceRect(sp), p.markers[space.Authority]
		var words []map[string]any
		for _, w := range m.words {
			words = append(words, map[string]any{"text": w.text, "size": w.size, "x": cell.X + w.box.X, "y": cell.Y + w.box.Y, "w": w.box.W, "h": w.box.H})
		}
		markers[space.ID] = map[string]any{"words": words, "cell": []float64{cell.X, cell.Y, cell.W, cell.H},
			"coin": []float64{cell.X + m.x - m.hw, cell.Y + m.y - m.rad, 2 * m.hw, 2 * m.rad}}
	}
	d["cashMarkers"] = markers // the authorities', on the screen
	prices := map[string]float64{}
	for b, px := range p.priceSizes {
		if px > 0 && px < 100 {
			prices[kk.BusinessAt(b).ID] = px
		}
	}
	d["boardPrices"] = prices
	d["boardWords"] = maps.Clone(p.wordSizes)
	litStakes := map[string]any{}
	for st, lit := range buy {
		if r := p.stakeAt[st]; lit && r.W > 0 {
			cell := g.spaceRect(kk.BusinessAt(kk.Stake(st).Business).Space)
			litStakes[kk.Stake(st).ID] = map[string]any{"x": cell.X + r.X, "y": cell.Y + r.Y, "w": r.W, "h": r.H}
		}
	}
	d["litStakes"] = litStakes // on the screen
	slots := map[string]any{}
	for st, r := range p.stakeAt {
		if r.W > 0 {
			cell := g.spaceRect(kk.BusinessAt(kk.Stake(st).Business).Space)
			slots[kk.Stake(st).ID] = map[string]any{"x": cell.X + r.X, "y": cell.Y + r.Y, "w": r.W, "h": r.H}
		}
	}
	d["stakeSlots"] = slots // on the screen
	d["goalDrawn"], d["goalCut"] = p.goal, p.goalCut
	if len(g.cell) > 0 {
		st := g.spaceRect(-1)
		d["startCell"] = []float64{st.X, st.Y, st.W, st.H}
	}
	biz := map[string]any{}
	for b, bx := range p.bizBoxes {
		if len(g.cell) == 0 {
			break
		}
		cell := g.spaceRect(kk.BusinessAt(b).Space)
		on := func(r sprites.Rect) []float64 {
			if r.W <= 0 {
				return nil
			}
			return []float64{cell.X + r.X, cell.Y + r.Y, r.W, r.H}
		}
		biz[kk.BusinessAt(b).ID] = map[string]any{"code": on(bx.code), "fee": on(bx.fee), "name": on(bx.name), "coin": on(bx.coin),
			"cell": []float64{cell.X, cell.Y, cell.W, cell.H}}
	}
	d["businessBoxes"] = biz // on the screen
}

// bulletSpots are the squares every bullet would take on the podium, at
// rest, at each level from none won to three: for the test hook.
func bulletSpots(d *duel) [][]float64 {
	var out [][]float64
	mid := podiumRect(d.panel, d.sides[0])
	for side := range 2 {
		for level := range 4 {
			// A token's picture reaches past its radius (drawToken).
			x, y, rad := bulletAt(mid, side, level)
			h := rad / 0.86
			out = append(out, []float64{x - h, y - h, 2 * h, 2 * h})
		}
	}
	return out
}

// Busy reports whether the scene is still animating, for tests.
func (s *Scene) Busy() bool { return s.beats.Busy() || s.particles.Busy() }
