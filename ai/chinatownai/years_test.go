package chinatownai

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"quartet/ai"
	ct "quartet/rules/chinatown"
)

// Deal kinds at a table of one person (seat 0) and computer players: who
// proposed a deal and whether the person is a party.
const (
	computerToComputer = iota
	computerToPerson
	personToComputer
	dealKinds
)

// passive names the person stand-in that proposes nothing.
const passive = "passive"

var dealKindNames = [dealKinds]string{"computer to computer", "computer to person", "person to computer"}

// yearTally counts one year's trading at such a table.
type yearTally struct {
	proposed, executed [dealKinds]int
	// doneEarly counts computers saying done before the person made any
	// trading move that year; doneIdle those saying done without having
	// proposed anything that year.
	doneEarly, doneIdle, dones int
	// computerMoves counts the computers' trading moves before their first
	// done, summed over computers.
	computerMoves int
}

// tableGame plays a game of a person stand-in (an agent of personLevel at
// seat 0; for "passive", one that proposes nothing and answers offers as an
// easy player would) against computers of computerLevel, the way the table
// runs it:
// the computers answer the person's offers at once by Haggle, and
// otherwise move in their turns. It tallies the trading of each year.
func tableGame(t testing.TB, seats int, seed uint64, personLevel, computerLevel string) [ct.Rounds + 1]yearTally {
	t.Helper()
	var tally [ct.Rounds + 1]yearTally
	g := ct.New(seats, seed)
	agents := make([]*Agent, seats)
	for s := range agents {
		name := computerLevel
		if s == 0 && personLevel != passive {
			name = personLevel
		} else if s == 0 {
			name = "easy"
		}
		agents[s] = New(level(t, name), seed*7919+uint64(s))
	}
	kind := map[int]int{}
	personMoved, said, proposed, moves := false, map[int]bool{}, map[int]bool{}, map[int]int{}
	apply := func(m ct.Move) {
		ev, err := g.Apply(m)
		if err != nil {
			t.Fatalf("seed %d: %v: %v", seed, m, err)
		}
		y := &tally[g.Round()]
		if m.Seat == 0 && m.Action != ct.Keep {
			personMoved = true
		}
		if m.Seat != 0 && !said[m.Seat] {
			moves[m.Seat]++
		}
		switch m.Action {
		case ct.Propose:
			proposed[m.Seat] = true
		case ct.Done:
			if m.Seat != 0 && !said[m.Seat] {
				said[m.Seat] = true
				y.dones++
				y.computerMoves += moves[m.Seat]
				if !personMoved {
					y.doneEarly++
				}
				if !proposed[m.Seat] {
					y.doneIdle++
				}
			}
		}
		for _, e := range ev {
			switch e := e.(type) {
			case ct.Proposed:
				k := computerToComputer
				switch {
				case e.By == 0:
					k = personToComputer
				case e.Terms.Involves(0):
					k = computerToPerson
				}
				kind[e.Deal] = k
				y.proposed[k]++
			case ct.Executed:
				y.executed[kind[e.Deal]]++
			case ct.TradingOpened:
				personMoved, said, proposed, moves = false, map[int]bool{}, map[int]bool{}, map[int]int{}
			}
		}
	}
	for steps := 0; !g.Outcome().Over; steps++ {
		if steps > maxArenaMoves {
			t.Fatalf("seed %d: no end", seed)
		}
		s := g.ToMove()
		var m ct.Move
		if s == 0 && personLevel == passive && g.Phase() == ct.Trading {
			m = ct.DoneMove(0)
			for _, d := range g.Deals() {
				if d.Waiting(0) {
					m = ct.WithdrawMove(0, d.ID)
					if agents[0].AcceptsAs(g, 0, d.Terms) {
						m = ct.ConfirmMove(0, d.ID)
					}
					break
				}
			}
		} else {
			m = ai.Decide(agents[s], g).(ct.Move)
		}
		apply(m)
		if s != 0 || (m.Action != ct.Propose && m.Action != ct.Change) {
			continue
		}
		// The table asks the computers at once, as scenes/chinatown does.
		id := m.Deal
		if m.Action == ct.Propose {
			id = g.Deals()[len(g.Deals())-1].ID
		}
		for range 4 {
			d, ok := g.OpenDeal(id)
			if !ok || g.Phase() != ct.Trading {
				break
			}
			asked := false
			for p := 1; p < seats; p++ {
				if d.Waiting(p) {
					if r := New(level(t, computerLevel), seed+uint64(p)).Haggle(g, p, id); r != nil {
						apply(r.(ct.Move))
						asked = true
						break
					}
				}
			}
			if !asked {
				break
			}
		}
	}
	return tally
}

// TestTradingByYearReport prints, per year, the deals at a table of a
// person stand-in and two easy computers. It runs only when
// CHINATOWN_YEARS holds the number of games.
func TestTradingByYearReport(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("CHINATOWN_YEARS"))
	if n <= 0 {
		t.Skip("set CHINATOWN_YEARS=games to measure trading by year")
	}
	for _, person := range []string{passive, "easy", "medium"} {
		var sum [ct.Rounds + 1]yearTally
		for seed := range uint64(n) {
			y := tableGame(t, 3, seed+1, person, "easy")
			for r := 1; r <= ct.Rounds; r++ {
				for k := range dealKinds {
					sum[r].proposed[k] += y[r].proposed[k]
					sum[r].executed[k] += y[r].executed[k]
				}
				sum[r].doneEarly += y[r].doneEarly
				sum[r].doneIdle += y[r].doneIdle
				sum[r].dones += y[r].dones
				sum[r].computerMoves += y[r].computerMoves
			}
		}
		fmt.Printf("\n%d games, person stand-in %s, two easy computers; deals proposed / executed per game\n", n, person)
		fmt.Printf("| year | %s | %s | %s | computers done before the person moved | done without proposing | computer moves before done |\n|---|---|---|---|---|---|---|\n",
			dealKindNames[0], dealKindNames[1], dealKindNames[2])
		for r := 1; r <= ct.Rounds; r++ {
			y := sum[r]
			fmt.Printf("| %d |", ct.Year(r))
			for k := range dealKinds {
				fmt.Printf(" %.2f / %.2f |", float64(y.proposed[k])/float64(n), float64(y.executed[k])/float64(n))
			}
			fmt.Printf(" %d of %d | %d of %d | %.1f |\n", y.doneEarly, y.dones, y.doneIdle, y.dones, float64(y.computerMoves)/float64(max(y.dones, 1)))
		}
	}
}

// tables memoizes firstYearTables: several tests read the same games.
var tables = map[string][][ct.Rounds + 1]yearTally{}

// firstYearTables plays n table games of a person stand-in against two
// easy computers.
func firstYearTables(t *testing.T, n int, person string) [][ct.Rounds + 1]yearTally {
	key := fmt.Sprint(n, person)
	if out, ok := tables[key]; ok {
		return out
	}
	var out [][ct.Rounds + 1]yearTally
	for seed := range uint64(n) {
		out = append(out, tableGame(t, 3, seed+1, person, "easy"))
	}
	tables[key] = out
	return out
}

func TestAnEasyPlayerOffersThePersonADealInTheFirstYearInMostGames(t *testing.T) {
	// In 1965 every lot is worth more than anyone's $50,000 and easy
	// players valued what a lot or tile may bring so low that they found
	// nothing to offer (play-test: a quiet table in the first years).
	games := firstYearTables(t, 20, passive)
	offered := 0
	for _, y := range games {
		if y[1].proposed[computerToPerson] > 0 {
			offered++
		}
	}
	t.Logf("an offer to the person in 1965 in %d of %d games", offered, len(games))
	if offered*2 <= len(games) {
		t.Fatalf("an easy player offered the person a deal in 1965 in only %d of %d games", offered, len(games))
	}
}

func TestEasyPlayersOfferThePersonDealsInMostYears(t *testing.T) {
	games := firstYearTables(t, 20, passive)
	years, offered := 0, 0
	for _, y := range games {
		for r := 1; r <= ct.Rounds; r++ {
			years++
			if y[r].proposed[computerToPerson] > 0 {
				offered++
			}
		}
	}
	t.Logf("an offer to the person in %d of %d years", offered, years)
	if offered*4 < years*3 {
		t.Fatalf("easy players offered the person a deal in only %d of %d years", offered, years)
	}
}

func TestEasyPlayersTradeWithEachOtherInTheFirstYear(t *testing.T) {
	for _, person := range []string{passive, "medium"} {
		games := firstYearTables(t, 20, person)
		traded := 0
		for _, y := range games {
			if y[1].executed[computerToComputer] > 0 {
				traded++
			}
		}
		t.Logf("with a %s person, easy players traded with each other in 1965 in %d of %d games", person, traded, len(games))
		if traded*4 < len(games) {
			t.Fatalf("with a %s person, easy players traded with each other in 1965 in only %d of %d games", person, traded, len(games))
		}
	}
}

func TestEasyPlayersProposeSomethingInTheFirstYear(t *testing.T) {
	// A computer that says done having proposed nothing leaves the table
	// quiet; in the first year most of them did.
	games := firstYearTables(t, 20, passive)
	idle, dones := 0, 0
	for _, y := range games {
		idle += y[1].doneIdle
		dones += y[1].dones
	}
	t.Logf("%d of %d easy players said done in 1965 without proposing", idle, dones)
	if idle*2 > dones {
		t.Fatalf("%d of %d easy players said done in 1965 without proposing anything", idle, dones)
	}
}

// TestOffersToThePersonBySeatsReport prints how many years, of a game's
// six, bring the person (a passive stand-in) at least one offer of a
// computer's own, at tables of 3 to 5. It runs only when CHINATOWN_YEARS
// holds the number of games.
func TestOffersToThePersonBySeatsReport(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("CHINATOWN_YEARS"))
	if n <= 0 {
		t.Skip("set CHINATOWN_YEARS=games to measure offers to the person")
	}
	for _, lvl := range []string{"easy", "medium"} {
		for seats := 3; seats <= 5; seats++ {
			years, offers := 0, 0
			for seed := range uint64(n) {
				y := tableGame(t, seats, seed+1, passive, lvl)
				for _, yt := range y[1:] {
					offers += yt.proposed[computerToPerson]
					if yt.proposed[computerToPerson] > 0 {
						years++
					}
				}
			}
			fmt.Printf("%d players, %s computers: %.2f offers to the person per year; %d of %d years with one\n",
				seats, lvl, float64(offers)/float64(n*ct.Rounds), years, n*ct.Rounds)
		}
	}
}
