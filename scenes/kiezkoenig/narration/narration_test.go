package narration

import (
	"strings"
	"testing"
	"unicode"

	"quartet/lang"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// seats is a table of a person (seat 0) and computers named by seat.
func seats() Words {
	names := []string{"You", "Jade (easy)", "Mei (hard)"}
	return Words{
		Name:     func(seat int) string { return names[seat] },
		Called:   func(seat int) string { return strings.ToUpper(names[seat]) },
		Computer: func(seat int) bool { return seat != 0 },
		Level: func(seat int) (string, bool) {
			return [...]string{"", "easy", "hard"}[seat], true
		},
	}
}

// spaceOf is the first space of the kind on the track, from start.
func spaceOf(t *testing.T, kind kk.SpaceKind, from int) int {
	for sp := from; sp < kk.TrackLen(); sp++ {
		if kk.Track()[sp].Kind == kind {
			return sp
		}
	}
	t.Fatalf("no space of kind %v from %d", kind, from)
	return -1
}

func TestTheVerbAgreesWithThePerson(t *testing.T) {
	w := seats()
	if got := w.SubjectVerb(0, "go", "goes"); got != "You go" {
		t.Errorf("the person: %q", got)
	}
	if got := w.SubjectVerb(1, "go", "goes"); got != "Jade (easy) goes" {
		t.Errorf("a computer: %q", got)
	}
	if got := w.Possessive(0) + "/" + w.Possessive(2); got != "your/Mei (hard)'s" {
		t.Errorf("possessives: %q", got)
	}
}

func TestNamesJoinAsEnglishDoes(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  string
	}{{nil, ""}, {[]string{"A"}, "A"}, {[]string{"A", "B"}, "A and B"}, {[]string{"A", "B", "C"}, "A, B and C"}} {
		if got := AndList(c.names); got != c.want {
			t.Errorf("AndList(%q) = %q, want %q", c.names, got, c.want)
		}
	}
}

func TestTheLogSaysAMoveInWordsNotNotation(t *testing.T) {
	w := seats()
	if got := w.MoveWords(kk.Move{Kind: kk.Roll}.String()); got != "throws the die" {
		t.Errorf("a roll: %q", got)
	}
	if got := w.MoveWords(kk.Move{Kind: kk.Drive}.String()); got != "stays on the Sports Car" {
		t.Errorf("a ride of none: %q", got)
	}
	if got := w.MoveWords("no such move"); got != "no such move" {
		t.Errorf("an unreadable move is given as it is: %q", got)
	}
}

// A computer's rides in a row read as one phrase, and a phone's brief recap
// leaves out the computer's level, which the seat cards show.
func TestTheRecapSaysRidesInARowOnce(t *testing.T) {
	w := seats()
	car := spaceOf(t, kk.CarSpace, 0)
	a := spaceOf(t, kk.CarSpace, car+1)
	b := spaceOf(t, kk.CarSpace, a+1)
	items := []Item{{Seat: 1, Turn: 1, Move: kk.Move{Kind: kk.Drive, N: 1}, Events: []rules.Event{
		kk.Moved{Seat: 1, From: car, To: a, Steps: 1, By: kk.ByCar},
		kk.Moved{Seat: 1, From: a, To: b, Steps: 1, By: kk.ByCar},
	}}}
	g := kk.New(3, 1)
	want := "Sports Car ×2 to " + kk.SpaceName(b) + "."
	if got := w.Recap(g, items, false, 0); got != "Jade (easy): "+want {
		t.Errorf("full recap: %q", got)
	}
	if got := w.Recap(g, items, true, 0); got != "Jade: "+want {
		t.Errorf("brief recap: %q", got)
	}
}

// The person has a line only for what befell them, never for their own
// choices, which they saw made.
func TestTheRecapLeavesOutThePersonsOwnChoices(t *testing.T) {
	w := seats()
	biz := spaceOf(t, kk.BusinessSpace, 0)
	items := []Item{
		{Seat: 0, Turn: 0, Move: kk.Move{Kind: kk.Roll}, Events: []rules.Event{kk.Rolled{Seat: 0, Die: 3}, kk.Moved{Seat: 0, To: biz, Steps: 3, By: kk.ByDie}}},
		{Seat: 1, Turn: 1, Move: kk.Move{Kind: kk.Roll}, Events: []rules.Event{kk.Rolled{Seat: 1, Die: 4}, kk.Moved{Seat: 1, To: biz, Steps: 4, By: kk.ByDie}}},
	}
	got := w.Recap(kk.New(3, 1), items, false, 0)
	if want := "Jade (easy): threw a 4 to " + kk.SpaceName(biz) + "."; got != want {
		t.Errorf("recap %q, want %q", got, want)
	}
}

// Cut to a limit of phrases, a line ends in "…" rather than mid-phrase.
func TestACutRecapLineEndsInAnEllipsis(t *testing.T) {
	w := seats()
	car := spaceOf(t, kk.CarSpace, 0)
	items := []Item{{Seat: 2, Turn: 2, Move: kk.Move{Kind: kk.Drive}, Events: []rules.Event{
		kk.Rolled{Seat: 2, Die: 2}, kk.Moved{Seat: 2, To: car, Steps: 2, By: kk.ByDie}, kk.Stayed{Seat: 2},
	}}}
	if got, want := w.Recap(kk.New(3, 1), items, true, 1), "Mei: threw a 2, …"; got != want {
		t.Errorf("recap %q, want %q", got, want)
	}
}

// A tie says in plain words that nobody scores: the podium stayed as it
// was with nothing saying why, and "no bullet climbs" was jargon to a
// newcomer.
func TestATiedDuelSaysNobodyScores(t *testing.T) {
	w := seats()
	if got, want := w.DuelResult(kk.DuelDecided{Duel: 2, Winner: -1, Scores: [2]int{5, 5}}, 1, 0), "Duel 2 is a tie, 5 to 5: nobody scores."; got != want {
		t.Errorf("tie: %q, want %q", got, want)
	}
	if got, want := w.DuelResult(kk.DuelDecided{Duel: 1, Winner: 1, Scores: [2]int{3, 6}}, 1, 0), "Duel 1 to You, 3 to 6."; got != want {
		t.Errorf("won: %q, want %q", got, want)
	}
}

// The start's line gives each throw so far, then who goes first and the
// order after them.
func TestTheStartLineSaysTheThrowsAndTheOrderOfPlay(t *testing.T) {
	w := seats()
	if got, want := w.StartLine(3, []int{0, 0, 0}, -1), "Throws for the start: the highest goes first."; got != want {
		t.Errorf("before a throw: %q, want %q", got, want)
	}
	got := w.StartLine(3, []int{4, 6, 2}, 1)
	if want := "Throws for the start: You 4 · Jade (easy) 6 · Mei (hard) 2. Jade (easy) goes first. Then Mei (hard) and you."; got != want {
		t.Errorf("after the throws: %q, want %q", got, want)
	}
}

// The leader is named with their count; a tie of everyone still in is said
// shortly, and a seat out of the game never leads.
func TestTheLeadersAreSaidWithTheirCount(t *testing.T) {
	w := seats()
	for _, c := range []struct {
		owned []int
		out   []bool
		want  string
	}{
		{[]int{0, 0, 0}, []bool{false, false, false}, "Nobody owns a stake yet."},
		{[]int{2, 3, 1}, []bool{false, false, false}, "Jade (easy) leads with 3 of the 9 stakes."},
		{[]int{2, 2, 2}, []bool{false, false, false}, "Everyone has 2 of the 9 stakes."},
		{[]int{2, 5, 2}, []bool{false, true, false}, "You and Mei (hard) lead with 2 of the 9 stakes."},
	} {
		if got := w.Leaders(c.owned, 9, c.out); got != c.want {
			t.Errorf("Leaders(%v, out %v) = %q, want %q", c.owned, c.out, got, c.want)
		}
	}
}

// The second job's prompt says what the person must do, and why a fight
// is not open where that is what leaves them a Turbo card; the reason is
// asked only when it is said.
func TestTheSecondJobsPromptSaysWhyNoFightIsOpen(t *testing.T) {
	w := seats()
	g := kk.New(3, 1)
	asked := 0
	why := func() string { asked++; return "you own no stake in this racket to bet" }
	got := w.Prompt(g, kk.PhaseJob, Decision{Draw: true, NoChargeAt: -1, NoFightWhy: why})
	if want := "Fee done (first job). Second job: you can neither buy a stake here nor fight (you own no stake in this racket to bet), so draw a Turbo card."; got != want {
		t.Errorf("draw: %q, want %q", got, want)
	}
	asked = 0
	w.Prompt(g, kk.PhaseJob, Decision{Buy: true, Fight: true, NoChargeAt: -1, NoFightWhy: why})
	if asked != 0 {
		t.Errorf("a fight open asked why none is %d times", asked)
	}
}

// A throw for the start after a tie says so.
func TestTheStartPromptSaysATie(t *testing.T) {
	w := seats()
	g := kk.New(3, 1)
	if got, want := w.Prompt(g, kk.PhaseOrder, Decision{Tied: true, NoChargeAt: -1}), "A tie for the start: throw again. The highest throw goes first."; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// The log counts Corruption cards in good English, one card or two cards,
// never "card(s)".
func TestTheLogCountsCardsInTheSingularAndThePlural(t *testing.T) {
	w := seats()
	for _, c := range []struct {
		m    kk.Move
		want string
	}{
		{kk.Move{Kind: kk.Corrupt, N: 1}, "plays 1 Corruption card"},
		{kk.Move{Kind: kk.Corrupt, N: 2}, "plays 2 Corruption cards"},
		{kk.Move{Kind: kk.Support, N: 1, Side: kk.Defender}, "supports the defender with 1 Corruption card"},
		{kk.Move{Kind: kk.Support, N: 3, Side: kk.Attacker}, "supports the attacker with 3 Corruption cards"},
	} {
		if got := w.MoveWords(c.m.String()); got != c.want {
			t.Errorf("%v: %q, want %q", c.m, got, c.want)
		}
	}
}

// The line calls the person "You" when they lead, as their seat card does,
// never by their name with "(you)" (play-test: the card said "You", the
// line "Mei (you)").
func TestTheLeadersLineCallsThePersonYou(t *testing.T) {
	w := seats()
	if got, want := w.Leaders([]int{3, 1, 0}, 9, []bool{false, false, false}), "You lead with 3 of the 9 stakes."; got != want {
		t.Errorf("the person leads: %q, want %q", got, want)
	}
	if got, want := w.Leaders([]int{2, 2, 0}, 9, []bool{false, false, false}), "You and Jade (easy) lead with 2 of the 9 stakes."; got != want {
		t.Errorf("the person and a computer lead: %q, want %q", got, want)
	}
}

// Losing a fight as attacker with the Cash in the bet also loses the
// money on that business's Cash marker: the table says so before the
// fight is picked and when it is won (play-test: unannounced).
func TestTheMoneyOnALostCashMarkerIsSaidBeforeAndAfter(t *testing.T) {
	w := seats()
	if got, want := AtRisk("Kiosk Gang+Cash", 40), "Lose, and your Kiosk Gang+Cash go to your opponent, and with the Cash the 40 on its Cash marker."; got != want {
		t.Errorf("before: %q, want %q", got, want)
	}
	if got, want := AtRisk("Kiosk Gang", 0), "Lose, and your Kiosk Gang go to your opponent."; got != want {
		t.Errorf("before, no Cash: %q, want %q", got, want)
	}
	var kiosk []int
	for st := range kk.Stakes {
		if info := kk.Stake(st); ShortNames[info.Business] == "Kiosk" && info.Kind != kk.Hot {
			kiosk = append(kiosk, st)
		}
	}
	got := w.FightWon(1, 0, kiosk, 15, 40)
	if want := "Jade (easy) wins the fight and takes your Kiosk Gang+Cash, with 15 fight money. With the Kiosk Cash goes the 40 on its Cash marker."; got != want {
		t.Errorf("after: %q, want %q", got, want)
	}
	if got := w.FightWon(0, 1, kiosk[:1], 0, 0); got != "You win the fight and take Jade (easy)'s Kiosk Gang." {
		t.Errorf("after, no Cash: %q", got)
	}
}

// The second job's prompt names the first job too ("Second job" alone
// left a newcomer asking which was the first), and until the person owns
// a stake, the buy step says what Gang, Cash and Hot are.
func TestTheBuyStepNamesBothJobsAndGlossesTheStakesUntilThePersonOwnsOne(t *testing.T) {
	w := seats()
	g := kk.New(3, 1)
	why := func() string { return "you own no stake in this racket to bet" }
	first := w.Prompt(g, kk.PhaseJob, Decision{Buy: true, Fight: true, FirstBuy: true, NoChargeAt: -1, NoFightWhy: why})
	if !strings.HasPrefix(first, "Fee done (first job). Second job: ") {
		t.Errorf("the second job does not name the first: %q", first)
	}
	for _, kind := range []string{"Gang: +1 in fights", "Cash: takes its marker's money", "Hot: Hot Commodity"} {
		if !strings.Contains(first, kind) {
			t.Errorf("a newcomer's first buy step does not say %q: %q", kind, first)
		}
	}
	later := w.Prompt(g, kk.PhaseJob, Decision{Buy: true, Fight: true, NoChargeAt: -1, NoFightWhy: why})
	if strings.Contains(later, "Gang: +1") {
		t.Errorf("once the person owns a stake the gloss is still said: %q", later)
	}
}

// Money and stakes say where they come from and go in the case each
// language gives a place after its preposition, and an authority is named
// bare, as a business is (play-test: "geht von die Auslage an",
// "an den Cash-Marker von dem Gericht", "de le centre du plateau").
func TestMoneyAndStakesMoveBetweenPlacesInEachLanguagesCase(t *testing.T) {
	defer lang.Use(lang.English)
	w := seats()
	court := spaceOf(t, kk.AuthoritySpace, 0)
	biz := spaceOf(t, kk.BusinessSpace, 0)
	events := []rules.Event{
		kk.StakeMoved{Stake: 0, From: kk.Place{Kind: kk.AtDisplay}, To: kk.Place{Kind: kk.AtPlayer, Index: 1}, Why: "bought"},
		kk.MoneyMoved{Amount: 5, From: kk.Place{Kind: kk.AtPlayer, Index: 1}, To: kk.Place{Kind: kk.AtCashMarker, Index: court}, Why: "corruption"},
		kk.MoneyMoved{Amount: 5, From: kk.Place{Kind: kk.AtMiddle}, To: kk.Place{Kind: kk.AtCashMarker, Index: biz}, Why: "fight money"},
	}
	want := map[lang.Language][]string{
		lang.German: {"aus der Auslage an JADE (EASY)", "auf den Cash-Marker der Behörde „Gericht“", "aus der Mitte des Plans auf den Cash-Marker des Geschäfts „"},
		lang.French: {"de la vitrine à JADE (EASY)", "au marqueur Caisse de la case Tribunal", "du centre du plateau au marqueur Caisse de l'affaire "},
	}
	for l, parts := range want {
		lang.Use(l)
		var said []string
		for _, e := range events {
			s, _ := w.Event(e)
			said = append(said, s)
		}
		all := strings.Join(said, " | ")
		for _, p := range parts {
			if !strings.Contains(all, p) {
				t.Errorf("%s: %q lacks %q", l, all, p)
			}
		}
		if name := SpaceName(court); name != AuthorityShort(kk.Track()[court].Authority) {
			t.Errorf("%s: the authority's space is %q, want it bare", l, name)
		}
	}
}

// In German the phrases are the third person's, so the person's recap line
// is headed by their seat's name, and a duel won goes "an dich": "Du:
// würfelte eine 6 für den Start." and "Duell 1 geht an Du" (review).
func TestGermanSaysThePersonsLinesInTheRightPerson(t *testing.T) {
	lang.Use(lang.German)
	defer lang.Use(lang.English)
	names := []string{"Du", "Jade (leicht)", "Mei (schwer)"}
	w := Words{
		Name:     func(seat int) string { return names[seat] },
		Called:   func(seat int) string { return []string{"Rot (du)", "Jade (leicht)", "Mei (schwer)"}[seat] },
		Computer: func(seat int) bool { return seat != 0 },
		Level:    func(seat int) (string, bool) { return [...]string{"", "easy", "hard"}[seat], true },
		You:      func(seat int) bool { return seat == 0 },
	}
	items := []Item{{Seat: 0, Turn: 0, Move: kk.Move{Kind: kk.Roll}, Events: []rules.Event{kk.OrderRolled{Seat: 0, Die: 6}}}}
	if got, want := w.Recap(kk.New(3, 1), items, false, 0), "Rot (du): würfelte eine 6 für den Start."; got != want {
		t.Errorf("recap %q, want %q", got, want)
	}
	if got, want := w.DuelResult(kk.DuelDecided{Duel: 1, Winner: 1, Scores: [2]int{3, 2}}, 1, 0), "Duell 1 geht an dich, 3 zu 2."; got != want {
		t.Errorf("won: %q, want %q", got, want)
	}
}

// The message line says what the person's own move did to their money to
// them, in the second person ("Du hast … gezahlt", "Vous avez payé"), and
// another person's at the same table in the third (review: "Du: zahlte 5
// Eintritt", "Vous : paie 15 d'entrée").
func TestThePersonsMoneyIsSaidToThemAndAnotherPersonsOfThem(t *testing.T) {
	defer lang.Use(lang.English)
	biz := spaceOf(t, kk.BusinessSpace, 0)
	court := spaceOf(t, kk.AuthoritySpace, 0)
	paid := func(seat int) []rules.Event {
		return []rules.Event{
			kk.MoneyMoved{Amount: 5, From: kk.Place{Kind: kk.AtPlayer, Index: seat}, To: kk.Place{Kind: kk.AtCashMarker, Index: biz}, Why: "entrance fee"},
			kk.MoneyMoved{Amount: 15, From: kk.Place{Kind: kk.AtPlayer, Index: seat}, To: kk.Place{Kind: kk.AtCashMarker, Index: court}, Why: "corruption"},
			kk.CardTaken{Seat: seat, Card: kk.CorruptionCard},
		}
	}
	w := seats()
	w.You = func(seat int) bool { return seat == 0 }
	w.Name = func(seat int) string { return []string{lang.T("You"), "Rot", "Blau"}[seat] }
	for l, want := range map[lang.Language][2]string{
		lang.English: {"You paid a 5 fee at ", "Rot paid a 5 fee at "},
		lang.German:  {"Du hast 5 Kiezdollar Eintritt (", "Rot: zahlte 5 Kiezdollar Eintritt ("},
		lang.French:  {"Vous avez payé 5 d'entrée sur la case ", "Rot\u00a0: paie 5 d'entrée sur la case "},
	} {
		lang.Use(l)
		yours, theirs := w.YourMoney(kk.New(3, 1), 0, paid(0)), w.YourMoney(kk.New(3, 1), 1, paid(1))
		if !strings.HasPrefix(yours, want[0]) || !strings.HasPrefix(theirs, want[1]) {
			t.Errorf("%s: the person's %q, another's %q; want them to begin %q", l, yours, theirs, want)
		}
		if l == lang.German && !strings.HasSuffix(yours, "und eine Korruptionskarte bekommen.") {
			t.Errorf("German: the person's line ends %q", yours)
		}
	}
}

// A log line that begins with a stake begins with a capital, and never
// names the stake by the notation's code, which the board prints nowhere
// (review: "la part Gang … passe", "(S3h)").
func TestAStakesLogLineBeginsWithACapitalAndTheBoardsCode(t *testing.T) {
	defer lang.Use(lang.English)
	w := seats()
	ev := kk.StakeMoved{Stake: 0, From: kk.Place{Kind: kk.AtDisplay}, To: kk.Place{Kind: kk.AtPlayer, Index: 1}, Why: "bought"}
	for _, l := range []lang.Language{lang.German, lang.French} {
		lang.Use(l)
		got, _ := w.Event(ev)
		if first := []rune(got)[0]; !unicode.IsUpper(first) || strings.Contains(got, kk.Stake(0).ID) {
			t.Errorf("%s: %q", l, got)
		}
	}
}

// A fight's spoils are named as its bets were, a business's stakes as one
// name ("Pfandhaus-Gang+Cash", "Gang+Caisse (Mont-de-piété)"), in the log
// and on the message line alike (play-test: the log said the bet
// "Pfandhaus-Gang+Cash" and the spoils "Pfandhaus-Gang und Pfandhaus-Cash").
func TestAFightsSpoilsNameTheStakesAsTheBetsDo(t *testing.T) {
	defer lang.Use(lang.English)
	w := seats()
	bet := []int{kk.StakeOf(0, kk.Gang), kk.StakeOf(0, kk.Cash)}
	target := []int{kk.StakeOf(3, kk.Gang)}
	began := kk.FightBegan{Attacker: 1, Defender: 2, Bet: 0, Target: 3, AttackerStakes: bet, DefenderStakes: target}
	won := kk.FightWon{Winner: 2, Loser: 1, Side: 1, Stakes: append(append([]int{}, bet...), target...)}
	for _, l := range []lang.Language{lang.German, lang.French} {
		lang.Use(l)
		name := StakesName(0, []kk.Kind{kk.Gang, kk.Cash})
		bets, _ := w.Event(began)
		spoils, _ := w.Event(won)
		line := w.FightWon(2, 1, bet, 0, 0)
		for what, s := range map[string]string{"the bets": bets, "the spoils": spoils, "the message line": line} {
			if !strings.Contains(s, name) {
				t.Errorf("%s: %s %q lack %q", l, what, s, name)
			}
		}
		// The defender's stakes are said as theirs ("Eckkiosk-Gang von
		// MEI", not "MEI von Eckkiosk-Gang").
		if want := StakeName(target[0]) + map[lang.Language]string{lang.German: " von ", lang.French: " de "}[l] + "MEI (HARD)"; !strings.Contains(bets, want) {
			t.Errorf("%s: the bets %q lack %q", l, bets, want)
		}
		if want := AndList([]string{name, StakeName(target[0])}); !strings.Contains(spoils, want) {
			t.Errorf("%s: the spoils %q lack %q", l, spoils, want)
		}
	}
}

// French names each thing of the board one way, in French words a player
// reads as meant (third reading: "Paris" for the Betting Shop read as the
// city, "la balle" for the podium's round token, and a Sports Car was "voiture de sport" on
// the line and "Bolide" on its button).
func TestFrenchNamesTheBoardsThingsOneWayEach(t *testing.T) {
	lang.Use(lang.French)
	defer lang.Use(lang.English)
	w := seats()
	for b := range kk.Businesses {
		if kk.BusinessAt(b).Name != "Betting Shop" {
			continue
		}
		if full, short := Business(b), Short(b); full != short || full == "Paris" {
			t.Errorf("the Betting Shop is %q, and %q on a phone: want one name, not the city's", full, short)
		}
	}
	for car, space := range kk.Track() {
		if space.Kind != kk.CarSpace {
			continue
		}
		for _, name := range []string{SpaceName(car), ShortSpace(car)} {
			if !strings.Contains(strings.ToLower(name), "voiture") {
				t.Errorf("a Sports Car is called %q, want the voiture of the rules page", name)
			}
		}
	}
	line, _ := w.Event(kk.DuelDecided{Duel: 1, Winner: 0, Seats: [2]int{1, 2}, Scores: [2]int{6, 5}, Podium: [2]int{1, 0}})
	if strings.Contains(line, "balle") || !strings.Contains(line, "jeton") {
		t.Errorf("a duel won says %q, want the podium's jeton", line)
	}
}

// Why money or a stake moves follows a colon: a computer is named with its
// level in brackets, and "an Jade (mittel) (gekauft)" read as two asides
// (play-test). English says the rules' own words.
func TestWhyMoneyOrAStakeMovesIsNoSecondAsideAfterAName(t *testing.T) {
	defer lang.Use(lang.English)
	w := seats()
	bought := kk.StakeMoved{Stake: 0, From: kk.Place{Kind: kk.AtDisplay}, To: kk.Place{Kind: kk.AtPlayer, Index: 1}, Why: "bought"}
	paid := kk.MoneyMoved{Amount: 5, From: kk.Place{Kind: kk.AtPlayer, Index: 1}, To: kk.Place{Kind: kk.AtMiddle}, Why: "fight money"}
	if s := bought.String(); !strings.HasSuffix(s, "to Player 2: bought") {
		t.Errorf("English: %q", s)
	}
	if s := paid.String(); !strings.HasSuffix(s, ": fight money") {
		t.Errorf("English: %q", s)
	}
	want := map[lang.Language][2]string{
		lang.German: {"an JADE (EASY): gekauft.", "von JADE (EASY) in die Mitte des Plans: Kampfgeld."},
		lang.French: {"à JADE (EASY)\u00a0: achat.", "de JADE (EASY) au centre du plateau\u00a0: enjeu du combat."},
	}
	for l, ends := range want {
		lang.Use(l)
		for i, e := range []rules.Event{bought, paid} {
			s, _ := w.Event(e)
			if !strings.HasSuffix(s, ends[i]) {
				t.Errorf("%s: %q, want it to end %q", l, s, ends[i])
			}
		}
	}
}
