package kiezkoenig_test

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/assets"
	"quartet/internal/store"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
	"quartet/sprites"

	"quartet/scenes/ui"
)

// startKiez goes from the menu through setup to a game of KiezKönig with
// one seat per level given (0 a person, 1..4 the computer levels).
func startKiez(d *testapp.Driver, levels ...int) {
	d.T.Helper()
	setup := []string{fmt.Sprintf("players-%d", len(levels)-2)}
	for i, l := range levels {
		setup = append(setup, scenetest.Seat(i, l))
	}
	d.StartFromSetup("kiezkoenig", setup...)
}

// kiezRecord plays a game of KiezKönig by the rules' own play-out policy,
// fighting whenever a fight is legal so that duels come soon, until stop
// says the position is the one a test wants. Seat 0 is a person, the
// others easy computers.
func kiezRecord(t *testing.T, players int, seed uint64, stop func(g *kk.Game, next rules.Move) bool) *record.Record {
	return kiezRecordFor(t, players, seed, false, stop)
}

// kiezSeats are the seats of a test game: the person at seat 0, easy
// computers at the others.
func kiezSeats(players int) []record.Seat {
	seats := []record.Seat{{Level: record.Human}}
	for range players - 1 {
		seats = append(seats, record.Seat{Level: "easy"})
	}
	return seats
}

// kiezRecordFor is kiezRecord; with moverHuman the seat that makes the
// next move is the person instead of seat 0. A game that ends before the
// position gives way to the next seed, so that a change to the play-out
// policy moves a test to another game rather than breaking it.
func kiezRecordFor(t *testing.T, players int, seed uint64, moverHuman bool, stop func(g *kk.Game, next rules.Move) bool) *record.Record {
	t.Helper()
	for s := seed; s < seed+40; s++ {
		if rec := kiezRecordSeed(t, players, s, moverHuman, stop); rec != nil {
			return rec
		}
	}
	t.Fatal("the games ended before the position the test wants")
	return nil
}

// kiezRecordSeed plays one seed's game to the position, or returns nil when
// the game ends first.
func kiezRecordSeed(t *testing.T, players int, seed uint64, moverHuman bool, stop func(g *kk.Game, next rules.Move) bool) *record.Record {
	t.Helper()
	g := kk.New(players, seed)
	rec := &record.Record{Title: "kiezkoenig", Seed: record.Seed(seed)}
	rec.Seats = kiezSeats(players)
	r := rules.NewRand(seed + 99)
	for range 5000 {
		if g.Outcome().Over {
			return nil
		}
		next := g.PlayoutMove(r)
		for _, m := range g.LegalMoves() {
			if m.(kk.Move).Kind == kk.Fight {
				next = m
				break
			}
		}
		if stop(g, next) {
			if moverHuman {
				for i := range rec.Seats {
					rec.Seats[i].Level = "easy"
				}
				rec.Seats[g.ToMove()].Level = record.Human
			}
			return rec
		}
		if _, err := g.Apply(next); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, next.String())
	}
	t.Fatal("no such position in 5000 moves")
	return nil
}

// resumeKiez opens the game of rec through the menu's resume offer.
func resumeKiez(t *testing.T, w, h float64, rec *record.Record) *testapp.Driver {
	t.Helper()
	return openKiez(t, w, h, rec, "the resumed game", func(s map[string]any) bool { return s["scene"] == "kiezkoenig" && s["transition"] == nil })
}

// openKiez opens rec through the menu's resume offer and waits until
// ready (what) holds.
func openKiez(t *testing.T, w, h float64, rec *record.Record, what string, ready func(map[string]any) bool) *testapp.Driver {
	t.Helper()
	st := store.Memory{}
	if err := st.Put(play.SaveName(rec.Title), rec.Marshal()); err != nil {
		t.Fatal(err)
	}
	d := testapp.New(t, w, h, st)
	d.WaitFor("the resume offer", 60, func(s map[string]any) bool { return s["resume"] == "kiezkoenig" })
	d.TapTarget("resume-" + rec.Title)
	d.WaitFor(what, 120, ready)
	return d
}

func choiceIDs(s map[string]any) []string {
	var ids []string
	for _, c := range s["choices"].([]any) {
		ids = append(ids, c.(map[string]any)["id"].(string))
	}
	return ids
}

func TestASeatIsNamedOnTheSetupPageAndTheTableCallsItSo(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.TapTarget("title-kiezkoenig")
	d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
	d.TapTarget("players-0")
	d.TapTarget("seat1-1")
	first := d.Target("name1").Label
	d.TapTarget("name1")
	d.TapTarget("name1")
	chosen := d.Target("name1").Label
	if chosen == first {
		t.Fatalf("tapping the name button twice kept the name %q", first)
	}
	d.Shot("kiez-setup")
	d.TapTarget("start")
	d.WaitFor("the game", 60, scenetest.SceneIs("kiezkoenig"))
	names := d.State()["seatNames"].([]any)
	if names[1] != chosen+" (easy)" {
		t.Fatalf("seat names %v, want %s (easy) for seat 1", names, chosen)
	}
}

func TestAPersonThrowsTheDieByTappingAndTheTokenWalks(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	d.Settings().AnimationSpeed = 4
	startKiez(d, 0, 1)
	// Throw for the start until the person's first turn comes.
	for range 20 {
		d.WaitFor("the person's throw", 3000, func(s map[string]any) bool { return scenetest.HumanTurn(s) })
		if d.State()["phase"] != "order" {
			break
		}
		d.TapTarget("roll")
	}
	d.WaitFor("the person's turn", 3000, func(s map[string]any) bool { return scenetest.HumanTurn(s) && s["phase"] == "turn" })
	before := scenetest.Moves(d.State())
	d.TapTarget("roll")
	s := d.State()
	if scenetest.Moves(s) != before+1 || s["animating"] != true {
		t.Fatalf("after tapping roll: %d moves, animating %v", scenetest.Moves(s), s["animating"])
	}
	played := strings.Join(d.Sound.Played, " ")
	if !strings.Contains(played, "dice-shake") {
		t.Fatalf("no dice shake: %v", d.Sound.Played)
	}
	d.WaitFor("the walk", 600, func(s map[string]any) bool { return s["animating"] == false })
	if !strings.Contains(strings.Join(d.Sound.Played, " "), "dice-roll") {
		t.Fatalf("the die never landed: %v", d.Sound.Played)
	}
	pos := s["summary"].(map[string]any)["players"].([]any)[0].(map[string]any)["position"]
	if pos == "start" || pos == nil {
		t.Fatalf("the token is still at %v", pos)
	}
}

// A fight in which the person defends or attacks with Corruption cards in
// hand: the duel view opens with the attacker and defender facing each
// other, the bets, and buttons for the cards to play.
func TestAFightOpensTheDuelViewWithTheCardChoices(t *testing.T) {
	rec := kiezRecord(t, 3, 11, func(g *kk.Game, _ rules.Move) bool {
		return g.Phase() == "corrupt" && g.ToMove() == 0
	})
	d := resumeKiez(t, 1280, 720, rec)
	d.WaitFor("the duel view", 300, func(s map[string]any) bool { return s["duel"] == true && scenetest.HumanTurn(s) })
	ids := choiceIDs(d.State())
	if len(ids) < 2 || ids[0] != "corrupt-0" {
		t.Fatalf("duel choices %v", ids)
	}
	d.Tick(40) // the duel view slides in
	d.Shot("kiez-duel")
	// The button to play a card is drawn gold in the duel panel.
	tg := d.Target("corrupt-1")
	r, g, b := d.Pixel(tg.X+tg.W/2, tg.Y+6)
	if !(r > 170 && g > 120 && b < 120) {
		t.Fatalf("corrupt-1 shows rgb(%d,%d,%d), want the gold of a main button", r, g, b)
	}
	d.TapTarget("corrupt-1")
	waitThrowing(d, "the duel's dice", 2000, func(s map[string]any) bool {
		return s["animating"] == false && (s["duel"] == false || s["duelNumber"].(float64) >= 1)
	})
	d.Shot("kiez-duel-thrown")
}

// The last purchase wins: the end dialog names the winner.
func TestBuyingTheLastStakeOfTheGoalEndsTheGame(t *testing.T) {
	var last string
	winner := -1
	rec := kiezRecordFor(t, 2, 5, true, func(g *kk.Game, next rules.Move) bool {
		if next.(kk.Move).Kind != kk.Buy {
			return false
		}
		after := g.Clone()
		after.Apply(next)
		if after.Outcome().Over {
			last, winner = next.String(), g.ToMove()
			return true
		}
		return false
	})
	d := resumeKiez(t, 1280, 720, rec)
	d.WaitFor("the person's purchase", 300, scenetest.HumanTurn)
	id := "buy-" + strings.TrimPrefix(last, "buy ")
	d.TapTarget(id)
	d.WaitFor("the end screen", 2000, func(s map[string]any) bool { return s["endScreen"] == true })
	d.Tick(40)
	d.Shot("kiez-end")
	s := d.State()
	if int(s["winner"].(float64)) != winner {
		t.Fatalf("winner %v", s["winner"])
	}
	if !strings.Contains(strings.Join(d.Sound.Played, " "), "win") {
		t.Fatalf("no fanfare: %v", d.Sound.Played)
	}
	// The dialog is paper over the darkened table.
	r, g, b := d.Pixel(1280/2, 720/2)
	if !(r > 200 && g > 200 && b > 170) {
		t.Fatalf("the middle of the end dialog is rgb(%d,%d,%d), want paper", r, g, b)
	}
}

// A tap on a button of the end dialog is that button's alone: "See board"
// on a phone lies over a seat card, and the one tap that took the dialog
// away opened the card under it too (play-test).
func TestSeeBoardOpensNothingUnderIt(t *testing.T) {
	d := winByBuying(t, 390, 844)
	d.Tick(40)
	b := d.Target("board")
	at := sprites.Rect{}
	for _, c := range d.State()["seatCards"].([]any) {
		r := c.(map[string]any)
		x0, y0 := max(b.X, r["x"].(float64)), max(b.Y, r["y"].(float64))
		x1, y1 := min(b.X+b.W, r["x"].(float64)+r["w"].(float64)), min(b.Y+b.H, r["y"].(float64)+r["h"].(float64))
		if x1-x0 > 4 && y1-y0 > 4 {
			at = sprites.R(x0, y0, x1-x0, y1-y0)
		}
	}
	if at.W == 0 {
		t.Fatalf("no seat card under See board (%.0f,%.0f %.0fx%.0f): the test shows nothing", b.X, b.Y, b.W, b.H)
	}
	d.Tap(at.X+at.W/2, at.Y+at.H/2)
	d.Tick(3)
	if s := d.State(); s["boardSeen"] != true || s["info"] != "" {
		t.Fatalf("after See board: board seen %v, info %q open", s["boardSeen"], s["info"])
	}
	d.Shot("kiez-see-board-phone")
}

// Every layout keeps the table's buttons on screen and at least 44 px, from
// a phone held upright to a desktop monitor, with five seats.
func TestKiezLayoutsFitPhonesTabletsAndDesktops(t *testing.T) {
	rec := kiezRecord(t, 5, 3, func(g *kk.Game, _ rules.Move) bool {
		return g.Turns() > 12 && g.ToMove() == 0 && g.Phase() == "turn"
	})
	for _, size := range [][2]float64{{1920, 1080}, {1280, 720}, {1024, 768}, {390, 844}} {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%vx%v", w, h), func(t *testing.T) {
			d := resumeKiez(t, w, h, rec)
			d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
			d.Tick(30)
			for _, tg := range d.App.Context().Targets {
				if tg.W < 44 || tg.H < 44 {
					t.Errorf("%s is %.0fx%.0f", tg.ID, tg.W, tg.H)
				}
				if tg.X < 0 || tg.Y < 0 || tg.X+tg.W > w+0.5 || tg.Y+tg.H > h+0.5 {
					t.Errorf("%s is off screen at %.0f,%.0f %.0fx%.0f", tg.ID, tg.X, tg.Y, tg.W, tg.H)
				}
			}
			d.Shot(fmt.Sprintf("kiez-%vx%v", w, h))
		})
	}
}

// The rules page draws the title's figures between the paragraphs.
func TestTheKiezRulesPageShowsItsFigures(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	startKiez(d, 0, 1)
	d.TapTarget("menu")
	d.TapTarget("pause-Rules")
	found := false
	for range 8 {
		d.TypeKeys(ebiten.KeyDown)
		d.Draw()
		// The figures lie on the night's asphalt, unlike the paper page.
		for y := 100; y < 620 && !found; y += 4 {
			r, g, b, _ := d.Image().At(400, y).RGBA()
			found = r>>8 == 0x14 && g>>8 == 0x13 && b>>8 == 0x1D
		}
		if found {
			d.Shot("kiez-rules")
			break
		}
	}
	if !found {
		t.Fatal("no figure on the rules page")
	}
}

// On a phone a business shows its stakes in shorthand; a tap on it opens a
// card that says in words its racket, fee, each stake's price and owner and
// what landing there does, and any tap closes it.
func TestTappingABusinessOnAPhoneOpensACardThatExplainsItInWords(t *testing.T) {
	rec := kiezRecord(t, 3, 3, func(g *kk.Game, _ rules.Move) bool {
		return g.Turns() > 8 && g.ToMove() == 0 && g.Phase() == "turn"
	})
	d := resumeKiez(t, 390, 844, rec)
	d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
	bus := kk.BusinessAt(8)
	d.TapTarget("space-" + bus.ID)
	s := d.State()
	if s["info"] != bus.ID+" "+bus.Name {
		t.Fatalf("after tapping %s the card is %q", bus.ID, s["info"])
	}
	text := s["infoText"].(string)
	for _, want := range []string{
		fmt.Sprintf("entrance fee %d", bus.Fee),
		fmt.Sprintf("Gang stake, price %d", kk.Stake(kk.StakeOf(8, kk.Gang)).Price),
		fmt.Sprintf("Cash stake, price %d", kk.Stake(kk.StakeOf(8, kk.Cash)).Price),
		fmt.Sprintf("Hot Commodity stake, price %d", kk.Stake(kk.StakeOf(8, kk.Hot)).Price),
		"Land here:",
		"Cash marker:",
		// What a fight and a bet are, which the lines before name.
		"To fight, you bet all your stakes of one business",
		"the first to win three takes both bets",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the card does not say %q:\n%s", want, text)
		}
	}
	d.Tick(10)
	d.Shot("kiez-card-phone")
	// The card is drawn: its dark face lies where the board was.
	close := d.Target("info-close")
	r, gg, b := d.Pixel(close.X+close.W/2, close.Y-30)
	if r > 60 || gg > 60 || b > 70 {
		t.Fatalf("above the Close button the card shows rgb(%d,%d,%d), want its dark face", r, gg, b)
	}
	if scenetest.Moves(d.State()) != len(rec.Moves) {
		t.Fatal("reading a business played a move")
	}
	d.TapTarget("info-close")
	if d.State()["info"] != "" {
		t.Fatalf("the card stays open after Close: %v", d.State()["info"])
	}
}

// A card for every space, also while a computer plays: an authority says
// its charge, a Sports Car how far it drives.
func TestEverySpaceHasACardInWordsAlsoInAComputersTurn(t *testing.T) {
	rec := kiezRecord(t, 3, 3, func(g *kk.Game, _ rules.Move) bool {
		return g.Turns() > 8 && g.ToMove() == 1 && g.Phase() == "turn"
	})
	d := resumeKiez(t, 1280, 720, rec)
	for sp, space := range kk.Track() {
		d.TapTarget("space-" + space.ID)
		s := d.State()
		text, _ := s["infoText"].(string)
		want := "Land here:"
		if text == "" || !strings.Contains(text, want) {
			t.Fatalf("space %d (%s): card %q", sp, space.ID, text)
		}
		if space.Kind == kk.AuthoritySpace && !strings.Contains(text, fmt.Sprintf("pay %d for every %s stake", space.Authority.Charge(), space.Authority.Charged())) {
			t.Errorf("%s: %q", space.ID, text)
		}
		if space.Kind == kk.CarSpace && !strings.Contains(text, fmt.Sprintf("drive 0 to %d spaces", kk.CarReach(sp))) {
			t.Errorf("%s: %q", space.ID, text)
		}
		d.TapTarget("info-close")
	}
}

// A seat card shows its progress as "to win: 2/9 · best racket", never
// "2/9 stakes" (which read as the stakes it owns), and says what it counts
// (a stake bought in another racket leaves it as it was); a tap on it says it in a sentence
// with the win condition, in the same words, and the foot of the street
// says who leads.
func TestProgressTowardsTheWinIsSaidInWords(t *testing.T) {
	rec := kiezRecord(t, 4, 3, func(g *kk.Game, _ rules.Move) bool {
		have, _ := g.Progress(1)
		return have >= 2 && g.ToMove() == 0 && g.Phase() == "turn"
	})
	d := resumeKiez(t, 390, 844, rec)
	d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
	goal := d.State()["goal"].(string)
	if !strings.Contains(goal, "To win: own a whole racket (all 9 of its stakes).") || !strings.Contains(goal, "with ") {
		t.Fatalf("the street's foot says %q", goal)
	}
	have := scenetest.Ints(d.State()["progress"])[1]
	want := fmt.Sprintf("to win: %d/9 · best racket", have)
	// The phone's thumb-wide cards show money alone; a tablet's the
	// progress too.
	d.Resize(1024, 768)
	d.Tick(3)
	d.Draw()
	seen := ""
	for _, tx := range d.State()["seatBodies"].([]any)[1].(map[string]any)["texts"].([]any) {
		seen += tx.(map[string]any)["text"].(string) + " | "
	}
	if !strings.Contains(seen, want) || strings.Contains(seen, "stakes") {
		t.Fatalf("seat 1's panel says %q, want %q", seen, want)
	}
	d.Resize(390, 844)
	d.Tick(3)
	d.TapTarget("seatcard-1")
	s := d.State()
	text := s["infoText"].(string)
	if !strings.Contains(text, want+" on the seat's panel") || !strings.Contains(text, "of the 9 stakes needed to win") || !strings.Contains(text, "To win: own a whole racket (all 9 of its stakes).") {
		t.Fatalf("seat card:\n%s", text)
	}
	d.Shot("kiez-seat-card-phone")
}

// The setup page says what the option "rest" does, for the number of
// players chosen and the authority chosen, in words a newcomer who has not
// read the rules follows: no "Cash marker".
func TestTheSetupPageSaysWhatTheRestOptionDoes(t *testing.T) {
	d := testapp.New(t, 390, 844, nil)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.TapTarget("title-kiezkoenig")
	d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
	d.TapTarget("players-0")
	help := func() string {
		h, _ := d.State()["optionHelp"].(map[string]any)["rest"].(string)
		return h
	}
	rest := kk.ChipsValue(kk.RestChips(2))
	if want := fmt.Sprintf("With 2 players, %d kiezdollars are left over once everyone has their start money. They lie at the Law Courts", rest); !strings.HasPrefix(help(), want) || strings.Contains(help(), "marker") {
		t.Fatalf("rest says %q, want it to begin %q and say no marker", help(), want)
	}
	d.TapTarget("option-rest-2")
	if !strings.Contains(help(), "They lie at the Police as loot") {
		t.Fatalf("after choosing the Police rest says %q", help())
	}
	d.Shot("kiez-setup-phone")
	// Never cut, for any number of players or place (play-test: on a
	// phone it ended "…may rob the Law Courts and").
	for _, size := range [][2]float64{{390, 844}, {1024, 768}, {768, 1024}} {
		d.Resize(size[0], size[1])
		for players := range 4 {
			d.TapTarget(fmt.Sprintf("players-%d", players))
			for place := range 3 {
				d.TapTarget(fmt.Sprintf("option-rest-%d", place))
				d.Draw()
				if d.State()["helpCut"].(map[string]any)["rest"] != false {
					t.Errorf("%vx%v, %d players, place %d: the help is cut: %q", size[0], size[1], players+2, place, help())
				}
			}
		}
	}
	d.Resize(390, 844)
	d.TapTarget("players-3")
	d.TapTarget("option-rest-0")
	d.Shot("kiez-setup-phone-5")
}

// When the person must decide in a computer's turn (defending in a duel,
// supporting a side), the line and the duel panel say the choice is theirs
// and whose turn it is.
func TestAChoiceOutOfTurnSaysWhoseChoiceItIs(t *testing.T) {
	rec := kiezRecord(t, 3, 11, func(g *kk.Game, _ rules.Move) bool {
		return (g.Phase() == "corrupt" || g.Phase() == "support") && g.ToMove() == 0 && g.Current() != 0
	})
	d := resumeKiez(t, 390, 844, rec)
	d.WaitFor("the person's choice", 300, scenetest.HumanTurn)
	msg := d.State()["message"].(string)
	if !strings.HasPrefix(msg, "Your choice, in ") || !strings.Contains(msg, "(easy)'s turn: ") {
		t.Fatalf("the line says %q", msg)
	}
	d.Tick(40)
	d.Shot("kiez-out-of-turn-phone")
}

// An offer in a computer's turn: the person's card says what is asked of
// them, not "to play", and the seat in turn's card stays lit and says it
// waits (play-test: "Your choice, in Gold's turn" under "to play").
func TestAnOfferOutOfTurnIsTheCardsChoice(t *testing.T) {
	rec := kiezRecord(t, 3, 1, func(g *kk.Game, _ rules.Move) bool {
		return g.Phase() == "offer" && g.ToMove() == 0 && g.Current() != 0
	})
	for _, size := range [][2]float64{{1024, 768}, {390, 844}} {
		d := resumeKiez(t, size[0], size[1], rec)
		d.WaitFor("the person's choice", 300, scenetest.HumanTurn)
		d.Tick(2)
		s := d.State()
		cur := -1
		for seat, name := range s["seatNames"].([]any) {
			if strings.Contains(s["message"].(string), "in "+name.(string)+"'s turn") {
				cur = seat
			}
		}
		states := s["seatStates"].([]any)
		// A phone's narrow card says a computer's level before its state
		// ("easy · waits").
		for i, st := range states {
			if str, ok := st.(string); ok {
				states[i] = strings.TrimPrefix(str, "easy · ")
			}
		}
		if active := scenetest.Ints(s["activeSeats"]); states[0] != "to choose" || cur <= 0 || len(active) != 1 || active[0] != cur || states[cur] != "waits" {
			t.Fatalf("%v: in seat %d's turn the cards say %v, lit %v; the line says %q", size, cur, states, active, s["message"])
		}
		d.Shot(fmt.Sprintf("kiez-offer-out-of-turn-%vx%v", size[0], size[1]))
	}
}

// The manager lets a table's images go when it is left (ui.Freer); a table
// shown again, or one whose images went, paints itself afresh.
func TestKiezLetsItsImagesGoAndPaintsAfreshWhenShownAgain(t *testing.T) {
	d := testapp.New(t, 1280, 720, nil)
	startKiez(d, 0, 1)
	d.Tick(60)
	tg := d.Target("space-S1")
	before := fmt.Sprint(d.Pixel(tg.X+tg.W/2, tg.Y+tg.H/2))
	d.App.Top().(ui.Freer).Free()
	if after := fmt.Sprint(d.Pixel(tg.X+tg.W/2, tg.Y+tg.H/2)); after != before {
		t.Fatalf("space 1 after the images were let go: %s, before %s", after, before)
	}
}

// checkSeatBodies fails when a seat card's body shows two texts over each
// other or outside it, hides a held Super Turbo, leaves out the seat's
// progress towards the win, or shows money as chips (a seat-coloured dot
// and "13×25" read as a debt to that seat).
func checkSeatBodies(t *testing.T, s map[string]any, when string) {
	t.Helper()
	progress := scenetest.Ints(s["progress"])
	sizes := map[string]float64{}
	cardKinds := regexp.MustCompile(`\d+ Corruption|\d+ Turbo|Super Turbo`)
	for seat, b := range s["seatBodies"].([]any) {
		body := b.(map[string]any)
		r := sprites.R(body["x"].(float64), body["y"].(float64), body["w"].(float64), body["h"].(float64))
		var boxes []sprites.Rect
		var texts []string
		if body["texts"] != nil {
			for _, x := range body["texts"].([]any) {
				tx := x.(map[string]any)
				boxes = append(boxes, sprites.R(tx["x"].(float64), tx["y"].(float64), tx["w"].(float64), tx["h"].(float64)))
				texts = append(texts, tx["text"].(string))
			}
		}
		for i, a := range boxes {
			if a.X < r.X-1 || a.Right() > r.Right()+1 {
				t.Errorf("%s, seat %d: %q sticks out of the card (%.0f..%.0f, body %.0f..%.0f)", when, seat, texts[i], a.X, a.Right(), r.X, r.Right())
			}
			for j := i + 1; j < len(boxes); j++ {
				b := boxes[j]
				if a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom() {
					t.Errorf("%s, seat %d: %q and %q overlap", when, seat, texts[i], texts[j])
				}
			}
		}
		all := strings.Join(texts, " | ")
		if body["super"] == true && !strings.Contains(all, "Super Turbo") {
			t.Errorf("%s, seat %d holds the Super Turbo but its card shows %q", when, seat, all)
		}
		if body["texts"] != nil && !strings.Contains(all, fmt.Sprintf("to win: %d/", progress[seat])) {
			t.Errorf("%s, seat %d: its card shows %q, not its progress to the win", when, seat, all)
		}
		if strings.Contains(all, "×") {
			t.Errorf("%s, seat %d: its card shows chips: %q", when, seat, all)
		}
		// Thumb-wide cards of one size write their bodies in one size
		// (play-test: "to win: 3/9 · best racket · 1 Turbo" at 8 px beside
		// a card's "to win: 2/9 · best racket" at 12); only a card with
		// two kinds of cards and more may need smaller words.
		if r.W < 170 && len(cardKinds.FindAllString(all, -1)) < 2 {
			key := fmt.Sprintf("%.0fx%.0f", r.W, r.H)
			for i := range boxes {
				if first, ok := sizes[key]; !ok {
					sizes[key] = boxes[i].H
				} else if math.Abs(boxes[i].H-first) > 0.01 {
					t.Errorf("%s, seat %d: %q is %.1f px, on a card of the same size %.1f", when, seat, texts[i], boxes[i].H, first)
				}
			}
		}
	}
}

// The seat cards never write one text over another, and show the Super
// Turbo of every seat that holds it, in the person's turn and in a
// computer player's, on a phone, a tablet either way up and a desktop.
func TestSeatCardsNeverOverlapTheirTextsAndAlwaysShowTheSuperTurbo(t *testing.T) {
	mine := kiezRecord(t, 5, 3, func(g *kk.Game, _ rules.Move) bool {
		return g.Turns() > 3 && g.ToMove() == 0 && g.Phase() == "turn"
	})
	theirs := kiezRecord(t, 5, 3, func(g *kk.Game, _ rules.Move) bool {
		return g.Turns() > 3 && g.ToMove() == 2 && g.Phase() == "turn"
	})
	late := kiezRecord(t, 5, 3, func(g *kk.Game, _ rules.Move) bool {
		held := 0
		for seat := range 5 {
			held += g.CorruptionCards(seat) + g.TurboCards(seat)
		}
		return g.Turns() > 30 && held >= 3 && g.ToMove() == 0 && g.Phase() == "turn"
	})
	for _, size := range [][2]float64{{768, 1024}, {1024, 768}, {390, 844}, {1280, 720}, {1920, 1080}} {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%vx%v", w, h), func(t *testing.T) {
			d := resumeKiez(t, w, h, mine)
			d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
			d.Tick(2)
			checkSeatBodies(t, d.State(), "the person's turn")
			d.Shot(fmt.Sprintf("kiez-seats-%vx%v", w, h))
			d = resumeKiez(t, w, h, theirs)
			d.Tick(2)
			if s := d.State(); s["thinking"] != true && int(s["toMove"].(float64)) != 2 {
				t.Fatalf("not a computer player's turn: %v to move", s["toMove"])
			}
			checkSeatBodies(t, d.State(), "a computer player's turn")
			d.Shot(fmt.Sprintf("kiez-seats-%vx%v-computer", w, h))
			// Late on, seats hold cards and one leads: the progress still
			// shows beside them (play-test: "1 Corruption" took its place).
			d = resumeKiez(t, w, h, late)
			d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
			d.Tick(2)
			checkSeatBodies(t, d.State(), "late in the game")
			d.Shot(fmt.Sprintf("kiez-seats-%vx%v-late", w, h))
		})
	}
}

// A tap on a seat card says the money as a sum, as the card does: no
// chips, which read as a debt to the seat of their colour.
func TestASeatCardSaysItsMoneyAsASum(t *testing.T) {
	d := testapp.New(t, 1024, 768, nil)
	startKiez(d, 0, 1)
	d.WaitFor("the start", 300, scenetest.HumanTurn)
	d.Tick(2)
	checkSeatBodies(t, d.State(), "the start")
	d.TapTarget("seatcard-0")
	if text := d.State()["infoText"].(string); !regexp.MustCompile(`Money: \d+ kiezdollars\.`).MatchString(text) || strings.Contains(text, "chip") {
		t.Fatalf("the seat card says:\n%s", text)
	}
}

// The setup page for five players keeps Start on the screen: a landscape
// tablet and a laptop fit the page, a phone pins Back and Start to the
// screen's foot while the seats scroll.
func TestTheFivePlayerSetupKeepsStartOnScreen(t *testing.T) {
	for _, size := range [][2]float64{{1024, 768}, {1280, 720}, {768, 1024}, {390, 844}} {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%vx%v", w, h), func(t *testing.T) {
			d := testapp.New(t, w, h, nil)
			d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
			d.TapTarget("title-kiezkoenig")
			d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
			d.TapTarget("players-3")
			d.Tick(2)
			ids := []string{"start", "back", "option-rest-2", "seat4-0"}
			if w < 560 {
				ids = []string{"start", "back"}
			}
			for _, id := range ids {
				tg := d.Target(id)
				if tg.Y < 0 || tg.Y+tg.H > h || tg.H < 44 {
					t.Errorf("%s is at y %.0f..%.0f on a screen %.0f high", id, tg.Y, tg.Y+tg.H, h)
				}
			}
			d.Shot(fmt.Sprintf("kiez-setup5-%vx%v", w, h))
			d.TapTarget("start")
			d.WaitFor("the game", 60, scenetest.SceneIs("kiezkoenig"))
			if n := len(d.State()["seatNames"].([]any)); n != 5 {
				t.Fatalf("Start began a game of %d seats", n)
			}
		})
	}
}

// A phone's board writes every business by a name, short where the cell
// is a thumb wide, not by its code alone.
func TestThePhoneBoardNamesEveryBusiness(t *testing.T) {
	d := testapp.New(t, 390, 844, nil)
	startKiez(d, 0, 1)
	d.WaitFor("the start", 300, scenetest.HumanTurn)
	d.Tick(2)
	names := d.State()["boardNames"].(map[string]any)
	for b := range kk.Businesses {
		id := kk.BusinessAt(b).ID
		if n, _ := names[id].(string); n == "" {
			t.Errorf("%s has no name on the phone's board", id)
		}
	}
	d.Shot("kiez-board-names-phone")
}

// When every player holds as many stakes, the street's foot says so in a
// few words instead of listing five names that do not fit.
func TestAFiveWayTieForTheLeadIsSaidShortly(t *testing.T) {
	rec := kiezRecord(t, 5, 3, func(g *kk.Game, _ rules.Move) bool {
		for s := range 5 {
			if have, _ := g.Progress(s); have != 1 {
				return false
			}
		}
		return g.ToMove() == 0 && g.Phase() == "turn"
	})
	d := resumeKiez(t, 390, 844, rec)
	d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
	if goal := d.State()["goal"].(string); !strings.Contains(goal, "Everyone has 1 of the 9 stakes.") {
		t.Fatalf("the street's foot says %q", goal)
	}
}

// The rules page says what an authority does to a player who owns nothing
// it charges for, as the rulebook does: "You don't pay anything if you don't
// own any business stake relevant to the authority. Do not draw a
// Corruption card."
func TestTheRulesPageSaysAnAuthorityChargesNothingAndGivesNoCardToWhoOwnsNoneOfItsKind(t *testing.T) {
	var line string
	for _, l := range strings.Split(assets.Rules("kiezkoenig"), "\n") {
		if strings.HasPrefix(l, "- On an authority") {
			line = l
		}
	}
	if !strings.Contains(line, "Own no stake of its kind: pay nothing and take no Corruption card") {
		t.Fatalf("the rules page's authority paragraph does not say what owning none of its kind means: %q", line)
	}
}

// A stake's price on the board is set at 10 px or more where the cell has
// the room, a phone's thumb-wide cells too (8 px beside its picture there).
func TestTheKiezBoardsPricesAreLargeEnoughToRead(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {768, 1024}, {1024, 768}, {1280, 720}} {
		d := testapp.New(t, size[0], size[1], nil)
		startKiez(d, 0, 1, 1)
		d.Tick(2)
		prices, _ := d.State()["boardPrices"].(map[string]any)
		if len(prices) == 0 {
			t.Fatalf("%vx%v: no prices painted", size[0], size[1])
		}
		for id, px := range prices {
			if px.(float64) < 10 {
				t.Errorf("%vx%v: %s's prices are set in %.1f px", size[0], size[1], id, px)
			}
		}
		d.Shot(fmt.Sprintf("kiez-board-prices-%vx%v", size[0], size[1]))
	}
}

// winByBuying opens a two-seat game at the person's purchase that wins it,
// makes it, and waits for the end screen.
func winByBuying(t *testing.T, w, h float64) *testapp.Driver {
	t.Helper()
	var last string
	rec := kiezRecordFor(t, 2, 5, true, func(g *kk.Game, next rules.Move) bool {
		if next.(kk.Move).Kind != kk.Buy {
			return false
		}
		after := g.Clone()
		after.Apply(next)
		last = next.String()
		return after.Outcome().Over
	})
	d := resumeKiez(t, w, h, rec)
	d.WaitFor("the person's purchase", 300, scenetest.HumanTurn)
	d.TapTarget("buy-" + strings.TrimPrefix(last, "buy "))
	d.WaitFor("the end screen", 3000, func(s map[string]any) bool { return s["endScreen"] == true })
	return d
}

// A five-player setup page on a phone, taller than the screen, says that
// more lies below until it is dragged to its end (play-test: it scrolled
// with nothing saying so).
func TestTheFivePlayerSetupSaysMoreLiesBelow(t *testing.T) {
	d := testapp.New(t, 390, 844, nil)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.TapTarget("title-kiezkoenig")
	d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
	d.TapTarget("players-3")
	d.Tick(2)
	if d.State()["moreBelow"] != true {
		t.Fatal("the five-player page on a phone does not say more lies below")
	}
	d.Shot("kiez-setup5-more-phone")
	p := d.App.Pointer()
	p.Inject(195, 500, true)
	d.Tick(2)
	for y := 500.0; y >= 100; y -= 25 {
		p.Inject(195, y, true)
		d.Tick(1)
	}
	p.Inject(195, 100, false)
	d.Tick(2)
	if d.State()["moreBelow"] == true {
		d.Shot("kiez-setup5-scrolled-phone")
		t.Fatal("dragged to its end, the page still says more lies below")
	}
	// A tablet's page fits: no hint.
	d = testapp.New(t, 1024, 768, nil)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.TapTarget("title-kiezkoenig")
	d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
	d.TapTarget("players-3")
	d.Tick(2)
	if d.State()["moreBelow"] == true {
		t.Fatal("a page that fits says more lies below")
	}
}
