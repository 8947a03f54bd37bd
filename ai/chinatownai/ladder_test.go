package chinatownai

import (
	"fmt"
	"os"
	"strconv"
	"testing"
)

// TestLadderReport prints, per player count, the final money of each level
// against its no-trading baseline and the deals per game. It runs only when
// CHINATOWN_LADDER holds the number of games per cell (minutes of CPU).
func TestLadderReport(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("CHINATOWN_LADDER"))
	if n <= 0 {
		t.Skip("set CHINATOWN_LADDER=games per cell to measure the ladder")
	}
	for seats := 3; seats <= 5; seats++ {
		fmt.Printf("\n%d players, %d games per row, every seat the same level\n", seats, n)
		fmt.Printf("| level | mean money | winner money | deals proposed | deals executed |\n|---|---|---|---|---|\n")
		for _, name := range []string{"easy-notrade", "easy", "medium-notrade", "medium", "hard-notrade", "hard", "expert-notrade", "expert"} {
			l, _ := LevelNamed(name)
			levels := make([]Level, seats)
			for i := range levels {
				levels[i] = l
			}
			var sum, win, prop, exec float64
			for i := range n {
				r, err := Play(levels, uint64(1000*seats+i))
				if err != nil {
					t.Fatal(err)
				}
				best := 0
				for _, m := range r.Money {
					sum += float64(m)
					best = max(best, m)
				}
				win += float64(best)
				prop += float64(r.Proposed)
				exec += float64(r.Executed)
			}
			fmt.Printf("| %s | %.0f | %.0f | %.1f | %.1f |\n", name, sum/float64(n*seats), win/float64(n), prop/float64(n), exec/float64(n))
		}
	}
	mixed := []string{"easy", "medium", "hard", "expert", "expert-notrade"}
	for seats := 3; seats <= 5; seats++ {
		games := n * len(mixed)
		money := map[string]float64{}
		wins := map[string]float64{}
		plays := map[string]float64{}
		for i := range games {
			levels := make([]Level, seats)
			for s := range levels {
				levels[s], _ = LevelNamed(mixed[(s+i)%len(mixed)])
			}
			r, err := Play(levels, uint64(7000*seats+i))
			if err != nil {
				t.Fatal(err)
			}
			for s, l := range levels {
				money[l.Name] += float64(r.Money[s])
				plays[l.Name]++
				if r.Winner == s {
					wins[l.Name]++
				}
			}
		}
		fmt.Printf("\n%d players, %d games, levels %v rotated over the seats\n", seats, games, mixed)
		fmt.Printf("| level | seats played | mean money | wins |\n|---|---|---|---|\n")
		for _, name := range mixed {
			fmt.Printf("| %s | %.0f | %.0f | %.0f%% |\n", name, plays[name], money[name]/plays[name], 100*wins[name]/plays[name])
		}
	}
}
