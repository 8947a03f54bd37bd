package kiezkoenig

import (
	"fmt"
	"image/color"
	"quartet/lang"
	"strings"

	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/kiezkoenig/narration"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

type colourRGBA = color.RGBA

// buildChoices turns the legal moves into buttons, lit spaces and lit
// stakes, for the decision the person to move faces. Every kind of move in
// the notation has its control here; the rules decide which are legal.
func (s *Scene) buildChoices() {
	g := s.game()
	seat := g.ToMove()
	var supers, fights []kk.Move
	for _, m := range s.dec.legal {
		switch m.Kind {
		case kk.Super:
			supers = append(supers, m)
		case kk.Fight:
			fights = append(fights, m)
		}
	}
	if len(fights) == 0 && (s.dec.mode == modeBet || s.dec.mode == modeTarget) || len(supers) == 0 && s.dec.mode == modeSuper {
		s.dec.mode = modeNone
	}
	// A fight the rules force (the second job with nothing to buy) goes
	// straight to its choice, with no Back to a lone "Fight…" button
	// (play-test: Back led to Fight…, which led back).
	bets := map[int8]bool{}
	for _, m := range fights {
		bets[m.Bet] = true
	}
	forced := len(fights) > 0 && len(fights) == len(s.dec.legal)
	if forced && s.dec.mode == modeNone {
		s.dec.mode = modeBet
		if len(bets) == 1 {
			s.dec.bet, s.dec.mode = int(fights[0].Bet), modeTarget
		}
	}
	must := ""
	if forced {
		must = lang.T("You must fight: no stake of this racket is left that you can pay for.") + " "
	}
	back := func() { s.dec.mode = modeNone; s.refresh() }
	switch s.dec.mode {
	case modeSuper:
		for _, m := range supers {
			s.dec.lit[m.Space] = true
		}
		s.dec.addAction("cancel", lang.TC("leave a choice", "Back"), back)
		s.prompt(lang.T("Super Turbo card (once a game, instead of the die): tap the space to go to (the lit ones)."))
		return
	case modeBet:
		s.betChoices(seat, fights, forced, back)
		s.prompt(must + s.v.betPrompt(seat, bets, forced))
		return
	case modeTarget:
		s.prompt(must + s.targetChoices(seat, fights, forced, len(bets)))
		return
	}
	phase := g.Waiting()
	s.moveChoices(g, seat)
	if len(supers) > 0 {
		s.dec.addAction("super", lang.T("Super Turbo: go anywhere"), func() { s.dec.mode = modeSuper; s.refresh() })
	}
	if len(fights) > 0 {
		s.dec.addAction("fight", lang.T("Fight…"), func() {
			s.dec.mode = modeBet
			if len(bets) == 1 {
				s.dec.bet = int(fights[0].Bet)
				s.dec.mode = modeTarget
			}
			s.refresh()
		})
	}
	text := s.words.Prompt(g, phase, narration.Decision{
		Super: len(supers) > 0, Fight: len(fights) > 0, Tied: startTied(s.t.Log),
		Buy: hasKind(s.dec.legal, kk.Buy), Draw: hasKind(s.dec.legal, kk.Draw), FirstBuy: len(g.Held(seat)) == 0,
		NoChargeAt: noChargeAt(s.t, seat), NoFightWhy: s.noFightWhy,
	})
	if s.line.yourMoney != "" && s.line.yourDecision(s.t) {
		text = s.line.yourMoney + " " + text
	}
	s.prompt(text)
}

// betPrompt asks what to bet in a fight; a forced fight says what its
// bets risk before one is picked (play-test: no warning of what was at
// stake): the stakes bet, and the money on the Cash marker of a business
// whose Cash is bet.
func (v *view) betPrompt(seat int, bets map[int8]bool, forced bool) string {
	if !forced {
		return lang.T("Fight: choose what to bet: tap a glowing business, or its button, to bet all your stakes in it.")
	}
	var markers []string
	for b := range kk.Businesses {
		if !bets[int8(b)] {
			continue
		}
		if m := v.cashWithStakes(v.betStakes(seat, b)); m > 0 {
			markers = append(markers, lang.Tf("the %d on the %s's", m, narration.Short(b)))
		}
	}
	if len(markers) > 0 {
		return lang.Tf("Choose what to bet: all your stakes in a glowing business. Lose, and the bet goes to your opponent, and with a Cash the money on its Cash marker (%s).", narration.AndList(markers))
	}
	return lang.T("Choose what to bet: all your stakes in a glowing business. Lose, and the bet goes to your opponent.")
}

// addMove adds a button that makes a move.
func (d *decision) addMove(id, label string, m kk.Move, primary bool) {
	d.choices = append(d.choices, choice{id: id, label: label, move: m, hasMove: true, primary: primary})
}

// addAction adds a button that takes the decision a step on.
func (d *decision) addAction(id, label string, f func()) {
	d.choices = append(d.choices, choice{id: id, label: label, action: f})
}

// betChoices lights the businesses seat may bet in a fight, each with its
// button.
func (s *Scene) betChoices(seat int, fights []kk.Move, forced bool, back func()) {
	seen := map[int]bool{}
	for _, m := range fights {
		b := int(m.Bet)
		if seen[b] {
			continue
		}
		seen[b] = true
		s.dec.pick[b] = true
		words, worth := s.v.stakesIn(seat, b)
		bet := b
		s.dec.addAction("bet-"+kk.BusinessAt(b).ID, lang.Tf("Bet %s · %d", words, worth), func() { s.dec.bet = bet; s.dec.mode = modeTarget; s.refresh() })
	}
	if !forced {
		s.dec.addAction("cancel", lang.TC("leave a choice", "Back"), back)
	}
}

// targetChoices lights what the bet chosen may fight, each opponent's
// stakes with a button, and says the choice.
func (s *Scene) targetChoices(seat int, fights []kk.Move, forced bool, bets int) string {
	g := s.game()
	betWords, risked := s.v.stakesIn(seat, s.dec.bet)
	least, leastWords := -1, ""
	addsMoney := false
	for _, m := range fights {
		if int(m.Bet) != s.dec.bet {
			continue
		}
		t := int(m.Target)
		s.dec.pick[t] = true
		words, worth := s.v.stakesIn(int(m.Player), t)
		label := lang.Tf("%s: %s · %d", s.ch.Names.Name(int(m.Player)), words, worth)
		if pv, err := g.Preview(m); err == nil && pv.FightMoney > 0 {
			// Said as the person's money going in: a bare "+50" was
			// read as a prize, and the 50 left their cash at the tap;
			// "you add 15" left a newcomer asking add what (play-tests).
			label = lang.Tf("%[1]s, plus %[2]d of your money", label, pv.FightMoney)
			worth += pv.FightMoney
			addsMoney = true
		}
		if lopsided(risked, worth) {
			label = lang.Tf("%s (risky)", label)
		}
		if least < 0 || worth < least {
			least, leastWords = worth, words
		}
		s.dec.addMove(fmt.Sprintf("target-%s-P%d", kk.BusinessAt(t).ID, m.Player+1), label, m, !lopsided(risked, worth))
	}
	// Back goes where Fight… came from: the bet step only when there
	// was a choice of bets; none where the fight is forced and the bet
	// was the only one.
	canBack := true
	if !forced || bets > 1 {
		s.dec.addAction("cancel", lang.TC("leave a choice", "Back"), func() {
			s.dec.mode = modeBet
			if bets == 1 {
				s.dec.mode = modeNone
			}
			s.refresh()
		})
	} else {
		canBack = false
	}
	prompt := lang.Tf("Fight: bet your %s (worth %d) against whom? Pick an opponent's stakes.", betWords, risked)
	switch {
	case least >= 0 && lopsided(risked, least) && canBack:
		prompt = lang.Tf("Fight: you risk your %s, worth %d, to win as little as %s, worth %d. Pick an opponent's stakes, or Back.", betWords, risked, leastWords, least)
	case least >= 0 && lopsided(risked, least):
		prompt = lang.Tf("Fight: you risk your %s, worth %d, to win as little as %s, worth %d. Pick an opponent's stakes.", betWords, risked, leastWords, least)
	}
	prompt += " " + narration.AtRisk(betWords, s.v.cashWithStakes(s.v.betStakes(seat, s.dec.bet)))
	if addsMoney {
		prompt += " " + lang.T("\"Plus … of your money\" is the rulebook's fight money: your bet is worth less, so you put money in too. It goes to the middle as the fight begins, and the winner takes it.")
	}
	return prompt
}

// moveChoices gives each legal move of the phase its button or lit space.
func (s *Scene) moveChoices(g *kk.Game, seat int) {
	for _, m := range s.dec.legal {
		switch m.Kind {
		case kk.Roll:
			s.dec.addMove("roll", lang.T("Throw the die"), m, true)
		case kk.Drive:
			if m.N == 0 {
				s.dec.addMove("drive-0", lang.T("Stay"), m, false)
			} else {
				to := driveTo(s.game(), int(m.N))
				s.dec.lit[to] = true
				// The board's short names: "4 · Harbour Warehouse" shrank
				// below its neighbours' size on a phone.
				name := narration.ShortSpace(to)
				if sp := kk.Track()[to]; sp.Kind == kk.BusinessSpace {
					name = narration.Short(sp.Business)
				}
				s.dec.addMove(fmt.Sprintf("drive-%d", m.N), fmt.Sprintf("%d · %s", m.N, name), m, false)
			}
		case kk.Lose:
			info := kk.Stake(int(m.Stake))
			s.dec.addMove("lose-"+info.ID, lang.Tf("Give up %s", narration.StakeName(int(m.Stake))), m, false)
		case kk.Rob:
			s.dec.addMove("rob", lang.Tf("Rob %d", s.v.cash[g.Position(seat)]), m, true)
		case kk.Sell:
			info := kk.Stake(int(m.Stake))
			s.dec.addMove("sell-"+info.ID, lang.Tf("Offer %s for %d", narration.StakeName(int(m.Stake)), info.Price), m, false)
		case kk.Accept:
			st, _, _ := g.Offer()
			info := kk.Stake(st)
			s.dec.addMove("accept", lang.Tf("Buy %s for %d", narration.StakeName(st), info.Price), m, true)
		case kk.Decline:
			s.dec.addMove("decline", lang.T("Decline"), m, false)
		case kk.Buy:
			info := kk.Stake(int(m.Stake))
			s.dec.buy[m.Stake] = true
			// Up to nine of these share the middle of the street: the
			// business by the code its cell shows, the kind in a word.
			// Where its price goes is the Cash holder's, named: "S3 Gang
			// · 55 to Jade" (narration's priceGoesWords).
			label := lang.Tf("%s %s · %d", kk.BusinessAt(info.Business).ID, narration.KindWord(info.Kind), info.Price)
			if who := s.words.CashHolder(g, info.Business); who != "" {
				label = lang.Tf("%s %s · %d to %s", kk.BusinessAt(info.Business).ID, narration.KindWord(info.Kind), info.Price, who)
			}
			s.dec.addMove("buy-"+info.ID, label, m, false)
		case kk.Draw:
			s.dec.addMove("draw", lang.T("Draw Turbo"), m, false)
		case kk.Turbo:
			s.dec.lit[m.Space] = true
		case kk.Corrupt:
			label := lang.T("No cards")
			if m.N > 0 {
				label = lang.Tf("Play %d", m.N)
			}
			s.dec.addMove(fmt.Sprintf("corrupt-%d", m.N), label, m, m.N > 0)
		case kk.Support:
			if m.N == 0 {
				s.dec.addMove("support-none", lang.T("Stay out"), m, false)
				// The rest of the fight too: each duel asks again, and the
				// table answers for the person (stayOutAgain, next frame).
				s.dec.addAction("support-out", lang.T("Stay out of this fight"), func() {
					s.dec.outOf, s.dec.outOfFight = fightNow(g), true
				})
				continue
			}
			side, label := "A", lang.Tf("Attacker +%d", m.N)
			if m.Side == kk.Defender {
				side, label = "D", lang.Tf("Defender +%d", m.N)
			}
			s.dec.addMove(fmt.Sprintf("support-%s-%d", side, m.N), label, m, false)
		}
	}
}

// noFightWhy says, in the rulebook's terms, why the player to move has no
// fight in the racket their token stands in: "no fight is open to you"
// left a newcomer guessing what a fight would need.
func (s *Scene) noFightWhy() string {
	g := s.game()
	seat := g.ToMove()
	sp := g.Position(seat)
	if sp < 0 || kk.Track()[sp].Kind != kk.BusinessSpace {
		return lang.T("you bet all your stakes of one business against an opponent's")
	}
	racket := kk.BusinessAt(kk.Track()[sp].Business).Racket
	var mine []int
	theirs := map[int]map[int]int{} // business, opponent: what their stakes there are worth
	for b := range kk.Businesses {
		if kk.BusinessAt(b).Racket != racket {
			continue
		}
		if _, worth := s.v.stakesIn(seat, b); worth > 0 {
			mine = append(mine, b)
		}
		for o := range g.Seats() {
			if o == seat || g.Out(o) {
				continue
			}
			if _, worth := s.v.stakesIn(o, b); worth > 0 {
				if theirs[b] == nil {
					theirs[b] = map[int]int{}
				}
				theirs[b][o] = worth
			}
		}
	}
	// Short: on a phone the whole second job must fit the line's four
	// lines (play-test: the reason was cut under Undo and Log). A
	// business's card says what a bet and a fight are.
	if len(mine) == 0 {
		return lang.T("you own no stake in this racket to bet")
	}
	var whys []string
	lack := 0
	for _, b := range mine {
		words, worth := s.v.stakesIn(seat, b)
		whole := len(strings.Split(words, "+")) == len(kk.DisplayKinds())
		found := false
		for t, owners := range theirs {
			if whole == (t == b) {
				continue
			}
			for _, w := range owners {
				found = true
				if need := w - worth; need > g.Money(seat) && (lack == 0 || need < lack) {
					lack = need
				}
			}
		}
		switch {
		case found:
		case whole:
			whys = append(whys, lang.Tf("your whole %s fights only another business of this racket, and no opponent owns one", narration.Short(b)))
		default:
			whys = append(whys, lang.Tf("your %s fights only %s stakes, and no opponent owns one", words, narration.Short(b)))
		}
	}
	if lack > 0 {
		whys = append(whys, lang.Tf("you lack the %d kiezdollars of fight money", lack))
	}
	if len(whys) == 0 {
		return lang.T("you bet all your stakes of one business of this racket against an opponent's")
	}
	return strings.Join(whys, "; ")
}

// hasKind reports a move of kind k among moves.
func hasKind(moves []kk.Move, k kk.MoveKind) bool {
	for _, m := range moves {
		if m.Kind == k {
			return true
		}
	}
	return false
}

// startTied reports that the last throws for the start were a tie.
func startTied(log []play.Entry) bool {
	if n := len(log); n > 0 {
		for _, e := range log[n-1].Events {
			if strings.HasPrefix(e, "Tie for the start") {
				return true
			}
		}
	}
	return false
}

// prompt sets the message, saying whose choice it is when it is not the
// choice of the player whose turn it is, or when several people play.
func (s *Scene) prompt(text string) {
	g := s.game()
	seat, cur := g.ToMove(), g.Current()
	switch {
	case seat != cur && g.Waiting() != kk.PhaseOrder:
		text = lang.Tf("%s, in %s's turn: %s", s.words.WhoseChoice(seat), s.ch.Names.Called(cur), text)
	case s.t.Humans() > 1:
		text = s.ch.Names.Called(seat) + narration.RecapColon() + text
	}
	s.ch.Prompt(text)
}

// choiceArea is where the buttons go: under the die in the middle of the
// street, or in the duel panel during a fight.
func (s *Scene) choiceArea() sprites.Rect {
	if s.duel != nil {
		s.duel.layout(s.ch.Lay.Board)
		r := s.duel.choices
		_, r = r.CutTop(min(40, r.H*0.3))
		return r
	}
	c := s.ring.centre
	_, y := s.ring.dieRest()
	size := max(34, min(72, c.W*0.14, c.H*0.22))
	top := y + size*0.7 + 6
	return sprites.R(c.X, top, c.W, c.Bottom()-s.ring.goalHeight()-top)
}

// goalHeight is the strip at the foot of the street that says what wins
// and who is closest.
func (g ring) goalHeight() float64 {
	return min(46, g.centre.H*0.16)
}

// goalText says the win condition and the leader's progress in words.
func (s *Scene) goalText() string {
	g := s.game()
	if g.Turns() == 0 || len(s.start.dice) > 0 {
		return s.words.StartLine(s.game().Seats(), s.start.throws[:], s.start.winner)
	}
	if w := s.winnerShown(); w >= 0 {
		// "leads with 12 of 12" stood on the street after the game was won.
		reason, _ := g.Summary()["reason"].(string)
		if goal, ok := strings.CutPrefix(reason, "owns "); ok {
			return lang.Tf("Turn %d. %s won, owning %s.", g.Turns(), s.ch.Names.Name(w), lang.Of(goal))
		}
		return lang.Tf("Turn %d. %s won.", g.Turns(), s.ch.Names.Name(w))
	}
	_, need := g.Progress(0)
	return lang.Tf("Turn %d. To win: %s. %s", g.Turns(), narration.GoalWords(g.Seats(), need), s.facts().leaderWords())
}

// goalTexts are the goal's line and shorter ways to say it, for a street
// too small for the whole: without the win condition, which the seat
// cards say ("to win: 2/9"), then without the turn (play-test: the line
// was cut at the foot of a phone's street).
// plain is a goal's line said one way only: the start's throws and the
// winner.
func goalTexts(full string, g *kk.Game, plain bool, leaders string) [3]string {
	if plain {
		return [3]string{full, full, full}
	}
	return [3]string{full, lang.Tf("Turn %d. %s", g.Turns(), leaders), leaders}
}

// fitGoal is the first of the goal's texts that fits box at 10 px or
// more, and its size; cut says none fits, and the last is cut.
func fitGoal(cv *sprites.Canvas, texts [3]string, box sprites.Rect) (text string, size float64, cut bool) {
	for _, text := range texts {
		for size := 15.0; size >= 10; size -= 0.5 {
			if float64(len(cv.Wrap(text, box.W, size, sprites.Regular)))*size*1.3 <= box.H {
				return text, size, false
			}
		}
	}
	return texts[2], 10, true
}

// winnerShown is the winner once the game is over and its last beats
// have played, else -1.
func (s *Scene) winnerShown() int {
	g := s.game()
	if !g.Outcome().Over || s.beats.Busy() {
		return -1
	}
	return g.Winner()
}

// layoutChoices lays the buttons out in a grid: as many columns as the
// labels allow, more when there are many, every button at least 44 px.
func (s *Scene) layoutChoices() {
	n := len(s.dec.choices)
	if n == 0 || s.ring.cell == nil {
		return
	}
	a := s.choiceArea()
	gap := 8.0
	h := max(float64(ui.MinTarget), min(52, a.H/float64(n)-gap))
	maxRows := max(1, int((a.H+gap)/(h+gap)))
	cols := max(1, min(n, int((a.W+gap)/(150+gap))))
	for (n+cols-1)/cols > maxRows && cols < n {
		cols++
	}
	// "Throw the die" keeps its row to itself, where it stood for the
	// start throws, when another button joins it (the Super Turbo): beside
	// it, it moved under the finger (play-test).
	lone := 0
	if n > 1 && cols > 1 && s.dec.choices[0].id == "roll" {
		lone = 1
	}
	rows := lone + (n-lone+cols-1)/cols
	w := min(240, (a.W-gap*float64(cols-1))/float64(cols))
	// On the street the buttons stand at the top of the area whether a
	// recap lies under them or not: centred when there was none, they
	// jumped as the recap went on the person's tap, and the next tap
	// missed "Throw the die". The duel's panel has no recap: centred.
	y0 := a.Y
	if s.duel != nil {
		y0 += max(0, (a.H-(float64(rows)*(h+gap)-gap))/2)
	}
	for i := range s.dec.choices {
		row, col, inRow := 0, 0, 1
		if i >= lone {
			row, col = lone+(i-lone)/cols, (i-lone)%cols
			inRow = min(cols, n-lone-(row-lone)*cols)
		}
		bw := w
		if i < lone {
			bw = min(240, a.W)
		}
		x0 := a.X + (a.W-(float64(inRow)*(bw+gap)-gap))/2
		s.dec.choices[i].rect = sprites.R(x0+float64(col)*(bw+gap), y0+float64(row)*(h+gap), bw, h)
	}
}

// settle holds for a moment a button that came where a button of another
// meaning stood when buttons were last shown: a tap meant for the one
// before, repeated as the new one came, would otherwise hit it ("Stay"
// came where "Throw the die" was, play-test).
func (d *decision) settle(tick int) {
	if len(d.choices) == 0 {
		return
	}
	for i := range d.choices {
		ch := &d.choices[i]
		if ch.checked {
			continue
		}
		ch.checked = true
		for _, b := range d.before {
			if b.id != ch.id && overlaps(b.rect, ch.rect) {
				ch.heldTo = tick + settleTicks
			}
		}
	}
	d.before = append(d.before[:0], d.choices...)
}

// overlaps reports two rectangles sharing some area.
func overlaps(a, b sprites.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// settleTicks is how long a button that came under a finger takes no
// tap: a double tap's second tap comes within a third of a second.
const settleTicks = 20

func (d *decision) choiceKey() string {
	var b strings.Builder
	for _, ch := range d.choices {
		fmt.Fprintf(&b, "%s|%s|%v;", ch.id, ch.label, ch.rect)
	}
	return b.String()
}

// pressedChoice is the button pressed and the one hovered now, or -1: a
// button looks different in each, so the cached drawings are keyed by
// both.
func (d *decision) pressedChoice(c *ui.Context) [2]int {
	on := [2]int{-1, -1}
	for i, ch := range d.choices {
		if c.Pointer.PressIn(ch.rect) {
			on[0] = i
		}
		if c.Pointer.Hover(ch.rect) {
			on[1] = i
		}
	}
	return on
}

// buttonState is how a button at r looks now: pressed, hovered, or
// neither.
func buttonState(c *ui.Context, r sprites.Rect) [2]bool {
	return [2]bool{c.Pointer.PressIn(r), c.Pointer.Hover(r)}
}

// minLabel is the least size a button's words are set in, on two lines
// where one would set them smaller.
const minLabel = 12

// paintChoices draws the buttons into a layer whose top-left is (ox, oy).
func (d *decision) paintChoices(cv *sprites.Canvas, c *ui.Context, ox, oy float64) {
	// The rides share one size, the least that fits them all: each shrunk
	// on its own, a long name stood in smaller type than its neighbours.
	ride := 100.0
	for _, ch := range d.choices {
		if isRide(ch.id) {
			ride = min(ride, cv.FitSize(ch.label, ch.rect.W-16, min(22, ch.rect.H*0.42), sprites.Bold))
		}
	}
	for i, ch := range d.choices {
		r := ch.rect
		r.X -= ox
		r.Y -= oy
		style := ui.Secondary
		if ch.primary {
			style = ui.Primary
		}
		if !isRide(ch.id) {
			lines, size := ui.ButtonLines(cv, r, ch.label, minLabel)
			ui.DrawButtonLines(cv, c, r, lines, style, true, size)
			d.choices[i].size = size
			continue
		}
		ui.DrawButton(cv, c, r, "", style, true)
		dy := 0.0
		if c.Pointer.PressIn(ch.rect) {
			dy = 2
		}
		cv.Text(ch.label, r.X+r.W/2, r.Y+r.H/2+dy, ride, sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
		d.choices[i].size = ride
	}
}

// centreKey is what the middle of the street shows besides the die.
type centreKey struct {
	r                 sprites.Rect
	choices           string
	pressed           [2]int
	goals             [3]string
	recap, recapBrief string
	recapAt           sprites.Rect
}

// centreKey is what the middle of the street shows now, besides the die.
func (s *Scene) centreKey(c *ui.Context) centreKey {
	// The start's throws and the winner are said one way only.
	plain := s.game().Turns() == 0 || len(s.start.dice) > 0 || s.winnerShown() >= 0
	k := centreKey{r: s.ring.centre, goals: goalTexts(s.goalText(), s.game(), plain, s.facts().leaderWords()), choices: s.dec.choiceKey(), pressed: s.dec.pressedChoice(c), recapAt: s.recap.box(s.dec.choices, s.ring)}
	if k.recapAt.H > 0 {
		k.recap, k.recapBrief = s.recap.full, s.recap.brief
	}
	return k
}

// drawCentre draws the decision panel and the goal in the middle of the
// street.
func (s *Scene) drawCentre(cv *sprites.Canvas, c *ui.Context, k centreKey) {
	cr := k.r
	s.cache.centreLayer.DrawRect(cv, cr, k, func(lc *sprites.Canvas) {
		s.dec.paintChoices(lc, c, cr.X, cr.Y)
		h := s.ring.goalHeight()
		// The street's name goes in what the die, the buttons, the recap
		// and the goal's line leave free (paintStreetName).
		free := s.choiceArea().Y - cr.Y
		for _, ch := range s.dec.choices {
			free = max(free, ch.rect.Bottom()-cr.Y+6)
		}
		defer func() { s.drawn.streetName = paintStreetName(lc, cr, free, cr.H-h) }()
		if r := k.recapAt; k.recap != "" {
			// The whole recap above the goal's line where it fits, else the
			// brief one; else either over the goal's line too, which the
			// seat cards and the rules say as well.
			r = sprites.R(r.X-cr.X, r.Y-cr.Y, r.W, r.H)
			above := r
			above.H -= h + 4
			fits := func(text string, box sprites.Rect) bool { return recapHeight(lc, text, box.W-16, minRecap) <= box.H-16 }
			text, box, goal := k.recapBrief, r, false
			switch {
			case fits(k.recap, above):
				text, box, goal = k.recap, above, true
			case fits(k.recapBrief, above):
				box, goal = above, true
			case fits(k.recap, r):
				text = k.recap
			case !fits(text, r):
				for _, short := range s.recap.shorter {
					if text = short; fits(short, r) {
						break
					}
				}
			}
			s.recap.drawn = text
			s.recap.size, s.recap.cut = paintRecap(lc, box, text)
			panel := sprites.R(box.X, box.Y, box.W, min(box.H, recapHeight(lc, text, box.W-16, s.recap.size)+16))
			s.recap.panel = sprites.R(cr.X+panel.X, cr.Y+panel.Y, panel.W, panel.H)
			free = max(free, panel.Bottom()+6)
			if !goal {
				h = 0
				s.drawn.goal, s.drawn.goalCut = "", false
				return
			}
		}
		box := sprites.R(4, cr.H-h, cr.W-8, h)
		text, size, cut := fitGoal(lc, k.goals, box)
		s.drawn.goal, s.drawn.goalCut = text, cut
		lc.TextBox(text, box, size, sprites.Regular, sprites.Alpha(sprites.Paper, 0.75), sprites.Middle)
	})
}

// stakesIn says seat's stakes in business b in words, "Poker Gang+Cash",
// and what they are worth: a bet by its codes ("G2g+G2c") said nothing of
// what was risked.
func (v *view) stakesIn(seat, b int) (string, int) {
	var kinds []kk.Kind
	worth := 0
	for _, st := range v.held(seat) {
		if info := kk.Stake(st); info.Business == b {
			kinds = append(kinds, info.Kind)
			worth += info.Price
		}
	}
	return narration.StakesName(b, kinds), worth
}

// cashWithStakes is the money on the Cash marker of the business whose
// Cash is among stakes, which goes with that Cash; 0 where none is.
func (v *view) cashWithStakes(stakes []int) int {
	for _, st := range stakes {
		if info := kk.Stake(st); info.Kind == kk.Cash {
			return v.cash[kk.BusinessAt(info.Business).Space]
		}
	}
	return 0
}

// betStakes are seat's stakes in business b.
func (v *view) betStakes(seat, b int) []int {
	var out []int
	for _, st := range v.held(seat) {
		if kk.Stake(st).Business == b {
			out = append(out, st)
		}
	}
	return out
}

// lopsided reports a bet worth far more than what it can win: twice or
// more.
func lopsided(risked, won int) bool { return risked >= 2*won }

// isRide reports a Sports Car ride's button of 1 to 5 spaces.
func isRide(id string) bool { return strings.HasPrefix(id, "drive-") && id != "drive-0" }

// fightNow is the fight in progress.
func fightNow(g *kk.Game) kk.FightState {
	f, _ := g.Fight()
	return f
}
