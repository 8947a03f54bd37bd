package kiezkoenig

import (
	"fmt"
	"math"
	"quartet/lang"
	"strings"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/kiezkoenig/narration"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// duel is the fight on screen: both sides, their bets, the cards on each
// side in this duel, the dice and the bullets on the winner's podium. It
// follows the events, so a fight the rules settle in one move is still
// shown duel by duel.
type duel struct {
	attacker, defender int
	bet, target        int
	stakes             [2][]int
	money              int
	gang               [2]bool
	podium             [2]int
	cards              [2]int
	dice               [2]dieAnim
	scores             [2]int
	breakdown          [2]string // each side's score as the rules picture writes it: "4 + 1 card + 1 Gang = 6"
	result             int       // -2 nothing thrown yet, -1 a draw, else the side that won the duel
	number             int
	// next is set once a duel's score is read while the fight goes on: the
	// header and the question are then about the duel to come.
	next    bool
	climb   int
	won     int // the side that won the fight, or -1
	movedTo int // the space three Corruption cards took the attacker to, or -1
	endAge  int
	tick    int
	said    string
	// last says the last duel's result, both sums and who took it or that
	// it was a tie: it stays until the next duel's dice are both thrown,
	// though a computer's die of that duel, or a supporter's card, comes
	// first (a phone had it for under a second).
	last string
	// betBottom and scoreTop bound the room each side's die has, between
	// its bet's lines and its score, as last painted; drawn is where the
	// dice, the bets and the banner went, for the test hook.
	betBottom, scoreTop [2]float64
	drawn               duelDrawn
	panel               sprites.Rect
	sides               [2]sprites.Rect
	choices             sprites.Rect
}

// duelPanel is the duel's panel over the board, as a component: its
// cached layers, what its head and lines said when last painted, and the
// person's throw it waits for. The fight it shows is the scene's duel,
// which the beats move on; the scene lends it its seat colours (duelHost)
// and the decision, whose buttons stand at the panel's foot.
type duelPanel struct {
	layer, banner sprites.Layer
	// throwWait: the person's duel die waits for their throw (a tap);
	// throwGo: they threw it, and its beat begins.
	throwWait, throwGo bool
	// waiting is the die that waits for the person's throw.
	waiting kk.DuelRolled
	// header and lines are what the panel's head and line said when last
	// painted.
	header string
	lines  []duelLine
}

// duelHost is what the duel's panel borrows from the table.
type duelHost interface {
	colour(seat int) colourRGBA
}

// waitsForThrow reports the person's die waiting for their tap.
func (p *duelPanel) waitsForThrow() bool { return p.throwWait && !p.throwGo }

// throwSide is the side whose die waits for the person's throw.
func (p *duelPanel) throwSide() int {
	if p.waitsForThrow() {
		return p.waiting.Side
	}
	return kk.Attacker
}

// free lets the panel's images go.
func (p *duelPanel) free() {
	p.layer.Free()
	p.banner.Free()
}

// describe is the duel on screen for the test hook: the fight, and the
// panel's parts as last painted. last are the events of the last move.
func (p *duelPanel) describe(out map[string]any, d *duel, h duelHost, last []rules.Event) {
	out["duelScores"] = []string{d.breakdown[0], d.breakdown[1]}
	out["duelResult"] = d.result
	out["duelWon"] = d.won
	out["podium"] = d.podium
	out["duelNumber"] = d.number
	out["duelHeader"] = p.header
	var lines []map[string]any
	for _, l := range p.lines {
		lines = append(lines, map[string]any{"text": l.text, "size": l.size, "x": l.rect.X, "y": l.rect.Y, "w": l.rect.W, "h": l.rect.H})
	}
	out["duelLines"] = lines
	dr := d.drawn
	rect := func(r sprites.Rect) []float64 { return []float64{r.X, r.Y, r.W, r.H} }
	var inAir []bool
	for _, die := range d.dice {
		inAir = append(inAir, die.thrown && die.age < die.roll)
	}
	out["duelDiceInAir"] = inAir
	// Each side's die as last drawn, [duel, face, at rest], and the
	// rules' throws of the last move, [duel, side, face]: a die at
	// rest must show the face the rules threw.
	out["duelFaces"] = dr.faces
	var rolled [][3]int
	for _, e := range last {
		if ev, ok := e.(kk.DuelRolled); ok {
			rolled = append(rolled, [3]int{ev.Duel, ev.Side, ev.Die})
		}
	}
	out["duelRolled"] = rolled
	out["duelDrawn"] = map[string]any{
		"dice":        [][]float64{rect(dr.dice[0]), rect(dr.dice[1])},
		"bets":        [][]float64{rect(dr.bets[0]), rect(dr.bets[1])},
		"banner":      rect(dr.banner),
		"bannerOuter": rect(dr.bannerOuter),
		"panel":       rect(d.panel),
		"scoreSize":   []float64{dr.scoreSize[0], dr.scoreSize[1]},
		"scores":      []string{dr.scores[0], dr.scores[1]},
		"bullets":     []string{fmt.Sprint(dr.bullets[0]), fmt.Sprint(dr.bullets[1])},
		"colours":     []string{fmt.Sprint(h.colour(d.attacker)), fmt.Sprint(h.colour(d.defender))},
		"podiumLabel": rect(dr.podiumLabel),
		"bulletSpots": bulletSpots(d),
	}
}

func newDuel(ev kk.FightBegan) *duel {
	return &duel{attacker: ev.Attacker, defender: ev.Defender, bet: ev.Bet, target: ev.Target,
		stakes: [2][]int{ev.AttackerStakes, ev.DefenderStakes}, money: ev.FightMoney, gang: ev.Gang, result: -2, won: -1, movedTo: -1}
}

// syncDuel opens the duel view on a fight in progress that no event
// opened: a game resumed, or a move taken back, in the middle of a fight.
func (s *Scene) syncDuel() {
	f, ok := s.game().Fight()
	if !ok || s.duel != nil {
		return
	}
	d := &duel{attacker: f.Attacker, defender: f.Defender, bet: f.Bet, target: f.Target, money: f.FightMoney,
		gang: f.Gang, podium: f.Podium, cards: f.Cards, result: -2, won: -1, number: f.Duels, next: true, movedTo: -1}
	for _, st := range s.game().Middle() {
		side := 1
		if kk.Stake(st).Business == f.Bet && (f.Bet != f.Target || betBy(s.t.Log, st, f.Attacker)) {
			side = 0
		}
		d.stakes[side] = append(d.stakes[side], st)
	}
	s.duel = d
}

// betBy tells, when both bets come from one business, whose a stake in the
// middle was: the record's FightBegan event says it.
func betBy(log []play.Entry, stake, seat int) bool {
	for i := len(log) - 1; i >= 0; i-- {
		for _, e := range log[i].Events {
			if strings.Contains(e, " bets ") {
				head, _, _ := strings.Cut(e, " against ")
				return strings.Contains(head, kk.Stake(stake).ID)
			}
		}
	}
	return seat >= 0
}

func (d *duel) sideCentre(side int) (x, y float64) { return d.sides[side].Centre() }

// layout places the duel panel over the board.
func (d *duel) layout(b sprites.Rect) {
	w, h := min(b.W-8, 760), min(b.H-8, 560)
	d.panel = sprites.R(b.X+(b.W-w)/2, b.Y+(b.H-h)/2, w, h)
	in := d.panel.Inset(14)
	_, in = in.CutTop(min(54, in.H*0.12))
	var bottom sprites.Rect
	bottom, in = in.CutBottom(min(in.H*0.36, 150))
	d.choices = bottom
	cols := in.SplitH(3, 10)
	d.sides = [2]sprites.Rect{cols[0], cols[2]}
}

// rolled shows a duel's die thrown, to land roll ticks into its beat.
func (d *duel) rolled(ev kk.DuelRolled, roll int) {
	if ev.Side == kk.Attacker {
		d.result = -2
		d.dice = [2]dieAnim{}
	} else {
		// Both dice of this duel are thrown: the last one's result has
		// been read.
		d.last = ""
	}
	d.number = ev.Duel
	d.next = false
	d.dice[ev.Side] = dieAnim{seat: ev.Seat, face: ev.Die, roll: roll, thrown: true, duel: ev.Duel}
}

// decided shows a duel's result: the scores, the bullets on the podium, and
// last, what the panel says of it until the next duel's dice are thrown.
func (d *duel) decided(ev kk.DuelDecided, last string) {
	d.said = ""
	d.scores = ev.Scores
	d.breakdown = d.scoreWords(ev.Scores)
	d.result = ev.Winner
	d.podium = ev.Podium
	d.climb = 0
	d.last = last
}

// scoreWords writes each side's score as its parts: the die, the
// Corruption cards played on the side and the Gang.
func (d *duel) scoreWords(scores [2]int) [2]string {
	var out [2]string
	for side := range 2 {
		die := d.dice[side].face
		gang := 0
		if d.gang[side] {
			gang = 1
		}
		cards := scores[side] - die - gang
		parts := []string{fmt.Sprint(die)}
		switch {
		case cards > 0:
			parts = append(parts, lang.N("%d card", "%d cards", cards, cards))
		}
		if gang > 0 {
			parts = append(parts, lang.T("1 Gang"))
		}
		if len(parts) == 1 {
			out[side] = parts[0]
			continue
		}
		out[side] = strings.Join(parts, " + ") + fmt.Sprintf(" = %d", scores[side])
	}
	return out
}

// duelKey is everything the cached duel panel shows.
type duelKey struct {
	w, h     float64
	names    [2]string
	podium   [2]int
	cards    [2]int
	result   int
	scores   [2]int
	score    [2]string
	number   int
	next     bool
	won      int
	said     string
	last     string
	choices  string
	pressed  [2]int
	waiting  string
	stakes   string
	colours  [2][4]uint8
	duelDice bool
}

// duelDrawn is where the duel's parts were drawn.
type duelDrawn struct {
	dice, bets [2]sprites.Rect
	banner     sprites.Rect
	// bannerOuter is the banner's frame as last drawn, where it was on
	// its way into place too.
	bannerOuter sprites.Rect
	scoreSize   [2]float64
	scores      [2]string // each side's score as painted, "" where none is
	bullets     [2]colourRGBA
	// podiumLabel is where "3 wins" was written.
	podiumLabel sprites.Rect
	// faces is each side's die as last drawn: the duel it was thrown in,
	// the face shown, and whether it lay at rest (0 where none was drawn).
	faces [2][3]int
}

// duelOverKey is what the still part of the duel shows: the darkened
// board, the panel as far as it has slid in, the bullets on the podium and
// the winner's banner as far as it has dropped.
type duelOverKey struct {
	open   bool
	panel  sprites.Rect
	board  sprites.Rect
	tick   int // of the opening, until it is over
	panelK duelKey
	won    bool
	endAge int
	head   string
	winner colourRGBA
	podium [2]int
}

// duelOpenTicks is how long the duel view takes to slide in, and to
// darken the board.
const (
	duelOpenTicks = 18
	duelDimTicks  = 12
	bannerTicks   = 16
	// bannerInset is how far under the panel's top the banner stands:
	// its frame (3 px out) clear of the panel's 3 px border.
	bannerInset = 9
	// bannerSide is how far in from the panel's sides the banner stands:
	// its frame (3 px) inside the panel's border (3 px), and a margin.
	bannerSide = 12
	// titleSide is the margin the duel's title keeps from the panel's
	// sides: the banner, wider, hides it.
	titleSide = 15
)

func (s *Scene) duelOverKey(c *ui.Context) duelOverKey {
	d := s.duel
	if d == nil || d.panel.W <= 0 {
		return duelOverKey{}
	}
	names := [2]string{s.ch.Names.Name(d.attacker), s.ch.Names.Name(d.defender)}
	ac, dc := s.colour(d.attacker), s.colour(d.defender)
	k := duelOverKey{open: true, panel: d.panel, board: s.ch.Lay.Board, tick: min(d.tick, duelOpenTicks), podium: d.podium}
	k.panelK = duelKey{w: d.panel.W, h: d.panel.H, names: names, podium: d.podium, cards: d.cards, result: d.result, scores: d.scores, score: d.breakdown,
		number: d.number, next: d.next, won: d.won, said: d.said, last: d.last, choices: s.dec.choiceKey(), pressed: s.dec.pressedChoice(c),
		waiting: s.duelWaiting(), stakes: fmt.Sprint(d.stakes, d.money, d.gang),
		colours: [2][4]uint8{{ac.R, ac.G, ac.B}, {dc.R, dc.G, dc.B}}}
	if d.won >= 0 {
		k.won = true
		k.endAge = min(d.endAge, bannerTicks)
		k.head = lang.Tf("%s wins the fight!", s.ch.Names.Name(d.winner()))
		if isYou(s.t, d.winner()) {
			k.head = lang.T("You win the fight!")
		}
		k.winner = s.colour(d.winner())
	}
	return k
}

// duelSlide is how far below its place the panel still is.
func (k duelOverKey) duelSlide() float64 {
	return (1 - sprites.EaseOutBack(float64(k.tick)/duelOpenTicks)) * 60
}

// paintDuelOver paints the still part of the duel over the board: the
// darkened board, the panel from its cached layer, the bullets and the
// banner.
func (p *duelPanel) paintOver(cv *sprites.Canvas, c *ui.Context, h duelHost, d *duel, k duelOverKey, dec *decision) {
	if !k.open || d == nil {
		return
	}
	cv.Rect(k.board, sprites.Alpha(sprites.Hex(0x000000), 0.55*sprites.Clamp01(float64(k.tick)/duelDimTicks)))
	at := k.panel
	dy := k.duelSlide()
	at.Y += dy
	p.layer.DrawRect(cv, at, k.panelK, func(lc *sprites.Canvas) { p.paint(lc, c, h, d, k.panelK, dec) })
	// The bullets on the winner's podium, each in its duellist's colour
	// (gold and silver said nothing of whose was whose; the key has the
	// colours in panelK), climbing one step per duel won.
	mid := podiumRect(k.panel, d.sides[0])
	mid.Y += dy
	for side := range 2 {
		x, y, rad := bulletAt(mid, side, k.podium[side])
		col := h.colour(d.attacker)
		if side == 1 {
			col = h.colour(d.defender)
		}
		d.drawn.bullets[side] = col
		drawToken(cv, x, y, rad, col, 1)
	}
	if k.won {
		// The winner's banner, dropping into place.
		t := sprites.EaseOutBack(sprites.Clamp01(float64(k.endAge) / bannerTicks))
		// Over the duel's head: lower down it hid both bets and the dice,
		// what was won and how. Its frame stays inside the panel's border
		// as it rises into place (play-test: it was drawn over the
		// border, dropping from above the panel). It is as wide as the
		// panel allows, so that it hides the duel's title whole (review:
		// the title's ends showed on either side of a narrower banner).
		top := d.sides[0].Y - k.panel.Y
		r := sprites.R(at.X+bannerSide, at.Y+bannerInset, at.W-2*bannerSide, max(36, min(90, top-bannerInset-6)))
		d.drawn.banner = r
		r.Y += max(0, 1-t) * 24
		d.drawn.bannerOuter = r.Inset(-3)
		head, col := k.head, k.winner
		p.banner.DrawRect(cv, r.Inset(-4), [3]any{head, col, [2]float64{r.W, r.H}}, func(lc *sprites.Canvas) {
			b := sprites.R(4, 4, r.W, r.H)
			frame(lc, b.Inset(-3), 18, 3, col, sprites.Hex(0x0B0A12))
			lc.Text(head, b.X+b.W/2, b.Y+b.H/2, lc.FitSize(head, b.W-20, b.H*0.5, sprites.Bold), sprites.Bold, neonGold, sprites.Middle, sprites.Middle)
		})
	}
}

// podiumRect is the podium's column between the two sides, on the
// screen: panel is the duel's panel, side the attacker's side.
func podiumRect(panel, side sprites.Rect) sprites.Rect {
	return sprites.R(panel.X+panel.W/2-40, side.Y, 80, side.H)
}

// bulletAt is where a side's bullet stands on the podium mid at a level
// (duels won), and its radius.
func bulletAt(mid sprites.Rect, side, level int) (x, y, rad float64) {
	stepH := mid.H * 0.8 / 4
	return mid.X + 20 + float64(side)*40, mid.Bottom() - stepH*0.5 - float64(level)*stepH, min(13, stepH*0.35)
}

// drawDuelDice draws the dice of this duel, thrown in turn: they move
// over the still panel, so each frame draws them.
// waiting is the side whose die waits for the person's tap, or -1.
func (d *duel) drawDice(cv *sprites.Canvas, h *canvasCache, waiting int) {
	if d == nil || d.panel.W <= 0 {
		return
	}
	dy := (1 - sprites.EaseOutBack(float64(d.tick)/duelOpenTicks)) * 60
	for side := range 2 {
		die := d.dice[side]
		if side == waiting {
			// The person's die lies ready on their side, rocking, ringed,
			// until they throw it: the last duel's die there is read in
			// its score.
			rx, ry, size, _ := d.dieRest(side)
			ry += dy
			rock := math.Sin(float64(d.tick) * 0.15)
			d.drawn.dice[side] = sprites.R(rx-size/2, ry-dy-size/2, size, size)
			pulse := 0.55 + 0.45*math.Abs(math.Sin(float64(d.tick)*0.08))
			cv.StrokeCircle(rx, ry, size*0.82, 3, sprites.Alpha(neonGold, pulse))
			// It rocks on the face it last landed on, which the score
			// under it reads: a face turning over while it waited said
			// "4" over "3 + 1 Gang = 4" (play-test). Not yet thrown in
			// this fight, it shows a face of its own.
			face, resting := tumbleFace(d.tick/6, side), 0
			if die.thrown && die.age >= die.roll {
				face, resting = die.face, 1
			}
			d.drawn.faces[side] = [3]int{die.duel, face, resting}
			drawDie(cv, rx, ry, size, rock*0.25, face, sprites.Paper)
			h.touchAround(cv, rx, ry, size*0.85+3)
			continue
		}
		if !die.thrown {
			d.drawn.faces[side] = [3]int{}
			continue
		}
		r := d.sides[side]
		rx, ry, size, top := d.dieRest(side)
		// Its bounce in the air stays under the bet's lines too (a tilted
		// die reaches a fifth further than its side).
		bounce := max(0, min(size, ry-size*0.7-top))
		ry += dy
		t := sprites.Clamp01(float64(die.age) / float64(max(1, die.roll)))
		face := die.face
		angle := 0.0
		x, y := rx, ry
		if die.age < die.roll {
			face = tumbleFace(die.age, side+d.number)
			from := -1.0
			if side == 1 {
				from = 1
			}
			e := sprites.EaseOutCubic(t)
			x = rx + from*(1-e)*r.W*0.6
			y = ry - math.Abs(math.Sin(t*math.Pi*2))*bounce*(1-t)
			angle = from * (1 - e) * 8
		}
		d.drawn.dice[side] = sprites.R(x-size/2, y-dy-size/2, size, size)
		resting := 0
		if die.age >= die.roll {
			resting = 1
		}
		d.drawn.faces[side] = [3]int{die.duel, face, resting}
		col := sprites.Paper
		if d.result >= 0 && d.result == side {
			col = neonGold
		}
		drawDie(cv, x, y, size, angle, face, col)
		h.touchAround(cv, x, y, size*0.75*math.Sqrt2)
	}
}

// dieRest is where a side's die comes to rest in the open panel, its
// size, and the top of its room.
func (d *duel) dieRest(side int) (x, y, size, top float64) {
	r := d.sides[side]
	size = max(36, min(64, r.W*0.3, r.H*0.26))
	// The die lands between its side's bet and its score, never on the
	// bet's lines ("30 fight money" was once under it).
	top, bottom := r.Y+r.H*0.5, r.Bottom()-30
	if d.betBottom[side] > 0 {
		top, bottom = d.betBottom[side]+2, d.scoreTop[side]-2
	}
	size = max(24, min(size, bottom-top))
	return r.X + r.W/2, min(max(r.Y+r.H*0.72, top+size/2), bottom-size/2), size, top
}

// winner is the seat that won the fight.
func (d *duel) winner() int {
	if d.won == kk.Defender {
		return d.defender
	}
	return d.attacker
}

// paint paints the still panel into its layer: the head, both sides, the
// podium between them, and the lines and buttons at its foot.
func (p *duelPanel) paint(cv *sprites.Canvas, c *ui.Context, h duelHost, d *duel, k duelKey, dec *decision) {
	r := sprites.R(0, 0, k.w, k.h)
	ox, oy := d.panel.X, d.panel.Y
	frame(cv, r, 18, 3, sprites.Mix(sprites.Hex(0x100E18), neonPink, 0.8), sprites.Hex(0x100E18))
	title := lang.Tf("Fight for the %s", narration.Business(d.target))
	if n := k.current(); n > 0 {
		title = lang.Tf("Fight for the %s · duel %d", narration.Business(d.target), n)
	}
	p.header = title
	cv.Text(title, r.W/2, min(30, r.H*0.06)+8, cv.FitSize(title, r.W-2*titleSide, min(26, r.H*0.055), sprites.Bold), sprites.Bold, neonGold, sprites.Middle, sprites.Middle)
	for side := range 2 {
		seat := d.attacker
		if side == 1 {
			seat = d.defender
		}
		d.paintSide(cv, k, side, h.colour(seat))
	}
	d.paintPodium(cv, r, k)
	p.paintLines(cv, d, k, dec.choices)
	dec.paintChoices(cv, c, ox, oy)
}

// paintSide paints one duellist's side: name and role, the bet's stake
// cards and what adds to the die, and the score under the die.
func (d *duel) paintSide(cv *sprites.Canvas, k duelKey, side int, col colourRGBA) {
	ox, oy := d.panel.X, d.panel.Y
	roles := [2]string{lang.TC("duel", "attacks"), lang.TC("duel", "defends")}
	if k.names[side] == "You" || k.names[side] == lang.T("You") {
		roles = [2]string{lang.TC("duel, you", "attack"), lang.TC("duel, you", "defend")} // play-test: "You defends"
	}
	r := d.sides[side]
	r = sprites.R(r.X-ox, r.Y-oy, r.W, r.H)
	frame(cv, r, 12, 2, col, sprites.Mix(sprites.Hex(0x100E18), col, 0.18))
	ns := cv.FitSize(k.names[side], r.W-16, min(24, r.H*0.1), sprites.Bold)
	cv.Text(k.names[side], r.X+r.W/2, r.Y+ns*0.9, ns, sprites.Bold, sprites.Paper, sprites.Middle, sprites.Middle)
	cv.Text(roles[side], r.X+r.W/2, r.Y+ns*1.9, ns*0.65, sprites.Regular, sprites.Alpha(sprites.Paper, 0.7), sprites.Middle, sprites.Middle)
	// The bet: its stake cards.
	y := r.Y + ns*2.6
	betTop := y
	n := len(d.stakes[side])
	cw := min(56, (r.W-16-float64(max(0, n-1))*4)/float64(max(1, n)), r.H*0.2)
	chh := cw * 1.3
	x := r.X + r.W/2 - (float64(n)*(cw+4)-4)/2
	for _, st := range d.stakes[side] {
		stakeCard(cv, sprites.R(x, y, cw, chh), st, d.won < 0)
		x += cw + 4
	}
	y += chh + 6
	var extras []string
	if d.gang[side] {
		extras = append(extras, lang.T("Gang +1"))
	}
	if k.cards[side] > 0 {
		extras = append(extras, lang.Tf("Corruption +%d", k.cards[side]))
	}
	if side == 0 && d.money > 0 {
		extras = append(extras, lang.Tf("%d fight money", d.money))
	}
	// One line each: on a phone the side is a thumb wide.
	for _, line := range extras {
		size := cv.FitSize(line, r.W-10, 15, sprites.Bold)
		cv.Text(line, r.X+r.W/2, y+9, size, sprites.Bold, neonCyan, sprites.Middle, sprites.Middle)
		y += size * 1.4
	}
	d.drawn.bets[side] = sprites.R(r.X+ox, betTop+oy, r.W, y-betTop)
	d.betBottom[side] = y + oy
	// The score under the die, on more lines where one would set it
	// under 11 px ("4 + 1 card + 1 Gang = 6" was 8 px on a phone).
	score := k.score[side]
	if score == "" {
		score = fmt.Sprint(k.scores[side])
	}
	most := min(22, max(14, r.H*0.1))
	lines := []string{score}
	size := cv.FitSize(score, r.W-12, most, sprites.Bold)
	if size < 11 {
		size = 11
		lines = scoreLines(cv, score, r.W-12, size)
	}
	lh := size * 1.15
	d.scoreTop[side] = r.Bottom() - 6 - lh*float64(len(lines)) + oy
	d.drawn.scores[side] = ""
	// Once the head names the next duel, the last duel's sums go from the
	// sides: beside the new duel's cards they read as its totals
	// (play-test); the line above the buttons still says the last result.
	if k.result >= -1 && k.current() == k.number {
		d.drawn.scores[side] = score
		d.drawn.scoreSize[side] = size
		for i, line := range lines {
			cv.Text(line, r.X+r.W/2, r.Bottom()-6-lh*(float64(len(lines)-i)-0.5), size, sprites.Bold, sprites.Paper, sprites.Middle, sprites.Middle)
		}
	}
}

// paintPodium paints the podium between the sides, in the panel p: its
// four steps, the duels won and what the top step means.
func (d *duel) paintPodium(cv *sprites.Canvas, p sprites.Rect, k duelKey) {
	ox, oy := d.panel.X, d.panel.Y
	mid := sprites.R(p.W/2-40, d.sides[0].Y-oy, 80, d.sides[0].H)
	stepH := mid.H * 0.8 / 4
	for lv := range 4 {
		y := mid.Bottom() - stepH*float64(lv+1)
		w := 80 - float64(lv)*8
		col := sprites.Hex(0x2D2A3E)
		if lv == 3 {
			col = sprites.Alpha(neonGold, 0.5)
		}
		cv.RoundRect(sprites.R(p.W/2-w/2, y+2, w, stepH-4), 5, col)
	}
	cv.Text(fmt.Sprintf("%d : %d", k.podium[0], k.podium[1]), p.W/2, mid.Y+10, 22, sprites.Bold, sprites.Paper, sprites.Middle, sprites.Middle)
	// "3 wins" over the top step, under the score: on the step, the
	// bullet that reached it covered the words (play-test).
	top, stepTop := mid.Y+22, mid.Bottom()-stepH*4+2
	size := min(14, max(9, (stepTop-top)*0.6))
	w := cv.TextWidth(lang.Of(podiumWords), size, sprites.Bold)
	y := min((top+stepTop)/2, stepTop-size*0.6-1)
	cv.Text(lang.Of(podiumWords), p.W/2, y, size, sprites.Bold, sprites.Alpha(neonGold, 0.85), sprites.Middle, sprites.Middle)
	d.drawn.podiumLabel = sprites.R(p.W/2-w/2+ox, y-size*0.6+oy, w, size*1.2)
}

// paintLines paints the result of this duel, then what was said since and
// who is deciding, above the buttons.
func (p *duelPanel) paintLines(cv *sprites.Canvas, d *duel, k duelKey, choices []choice) {
	ox, oy := d.panel.X, d.panel.Y
	ch := sprites.R(d.choices.X-ox, d.choices.Y-oy, d.choices.W, d.choices.H)
	// The last duel's result stays until the next duel's dice are both
	// thrown, above what a supporter's cards did since and the question.
	var rows []string
	for _, t := range []string{k.last, k.said, k.waiting} {
		if t != "" {
			rows = append(rows, t)
		}
	}
	p.lines = p.lines[:0]
	line, _ := ch.CutTop(min(40, ch.H*0.3))
	if len(rows) > 2 {
		// Three rows take the room above the buttons, which stand in the
		// middle of theirs, rather than shrink (a phone's side is narrow).
		bottom := ch.Bottom()
		for _, c := range choices {
			bottom = min(bottom, c.rect.Y-oy-4)
		}
		line.H = max(line.H, min(60, bottom-line.Y))
	}
	for i, row := range rows {
		r := sprites.R(line.X, line.Y+line.H*float64(i)/float64(len(rows)), line.W, line.H/float64(len(rows)))
		size := cv.FitSize(row, r.W, min(17, r.H*0.85), sprites.Regular)
		cv.Text(row, r.X+r.W/2, r.Y+r.H/2, size, sprites.Regular, sprites.Paper, sprites.Middle, sprites.Middle)
		p.lines = append(p.lines, duelLine{text: row, size: size, rect: sprites.R(r.X+ox, r.Y+oy, r.W, r.H)})
	}
}

// current is the duel the panel is about: the one thrown, or once its score
// is read while the fight goes on, the next.
func (k duelKey) current() int {
	// A bullet on the top step ends the fight: no duel follows, though
	// the stakes still fly before the fight is said won (a phone read
	// "duel 4" after a 3:0 win).
	if k.next && k.won < 0 && k.podium[0] < 3 && k.podium[1] < 3 {
		return k.number + 1
	}
	return k.number
}

// scoreLines breaks a score's parts ("4 + 1 card + 1 Gang = 6") onto as
// few lines as fit width, each line starting with its sign.
func scoreLines(cv *sprites.Canvas, score string, width, size float64) []string {
	var terms []string
	for _, w := range strings.Fields(score) {
		if w == "+" || w == "=" || len(terms) == 0 {
			terms = append(terms, w)
			continue
		}
		terms[len(terms)-1] += " " + w
	}
	var lines []string
	for _, t := range terms {
		if n := len(lines); n > 0 && cv.TextWidth(lines[n-1]+" "+t, size, sprites.Bold) <= width {
			lines[n-1] += " " + t
			continue
		}
		lines = append(lines, t)
	}
	return lines
}

// podiumWords name the podium's top step.
var podiumWords = lang.Noop("3 wins")

// duelLine is a row of the duel's line as painted, for the test hook.
type duelLine struct {
	text string
	size float64
	rect sprites.Rect
}

// stakeCard paints a Business Stake card: the racket's colour, its
// business's code as the board prints it, its kind in a word and its
// price (the notation's "D1h" read as a code to the review's readers).
func stakeCard(cv *sprites.Canvas, r sprites.Rect, st int, bright bool) {
	info := kk.Stake(st)
	col := racketColour(kk.BusinessAt(info.Business).Racket)
	if !bright {
		col = sprites.Mix(col, sprites.Hex(0x808080), 0.5)
	}
	cv.RoundRect(r, 5, sprites.Paper)
	cv.RoundRect(r.Inset(2.5), 4, col)
	code, kind := kk.BusinessAt(info.Business).ID, narration.KindWord(info.Kind)
	cv.Text(code, r.X+r.W/2, r.Y+r.H*0.28, cv.FitSize(code, r.W-6, r.H*0.26, sprites.Bold), sprites.Bold, sprites.White, sprites.Middle, sprites.Middle)
	cv.Text(kind, r.X+r.W/2, r.Y+r.H*0.55, cv.FitSize(kind, r.W-6, r.H*0.2, sprites.Bold), sprites.Bold, sprites.White, sprites.Middle, sprites.Middle)
	cv.Text(fmt.Sprint(info.Price), r.X+r.W/2, r.Y+r.H*0.79, r.H*0.18, sprites.Regular, sprites.Alpha(sprites.White, 0.85), sprites.Middle, sprites.Middle)
}

// duelWaiting says who must decide in the duel now, when it is not you.
func (s *Scene) duelWaiting() string {
	if s.duelPanel.waitsForThrow() {
		ev := s.duelPanel.waiting
		if !isYou(s.t, ev.Seat) {
			return lang.Tf("Duel %d: %s's throw. Tap the die.", ev.Duel, s.ch.Names.Name(ev.Seat))
		}
		return lang.Tf("Duel %d: Your throw. Tap the die.", ev.Duel)
	}
	if s.beats.Busy() || s.t.Over() {
		return ""
	}
	g := s.game()
	if _, ok := g.Fight(); !ok {
		return ""
	}
	who := g.ToMove()
	if !s.t.IsPerson(who) {
		return lang.Tf("%s is deciding…", s.ch.Names.Called(who))
	}
	// A person deciding out of their turn (the defender, a supporter) is
	// told that the buttons are theirs.
	if g.Waiting() == kk.PhaseSupport {
		return lang.Tf("%s: support a side, or stay out?", s.words.WhoseChoice(who))
	}
	return lang.Tf("%s: how many Corruption cards?", s.words.WhoseChoice(who))
}
