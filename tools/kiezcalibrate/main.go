// Command kiezcalibrate plays KiezKönig AI against AI (the search in every
// seat) on variants of the reconstructed board (other prices, another
// track) and prints per player count how long games last and what happens
// in them: the calibration table of docs/kiezkoenig.md.
//
//	go run ./tools/kiezcalibrate -variants all -games 20
//	go run ./tools/kiezcalibrate -variants board -games 64
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"

	"quartet/ai"
	kk "quartet/rules/kiezkoenig"
)

// variants: the board data with other prices or another track.
var variants = map[string]func(j map[string]any){
	"board": func(map[string]any) {},
	// prices 80/100/120 per business, scaled.
	"cheap": func(j map[string]any) {
		setPrices(j, [3][3]int{{35, 20, 15}, {45, 25, 20}, {50, 35, 20}})
	},
	"dear": func(j map[string]any) {
		setPrices(j, [3][3]int{{45, 30, 20}, {55, 35, 25}, {65, 45, 30}})
	},
	"dearer": func(j map[string]any) {
		setPrices(j, [3][3]int{{55, 40, 25}, {65, 45, 35}, {75, 55, 40}})
	},
	// a longer loop: a third Sports Car in every district, still one five
	// spaces before each authority.
	"long": func(j map[string]any) {
		j["track"] = strings.Fields("car car S1 S2 car S3 court car car D1 D2 car D3 tax car car R1 R2 car R3 police car car G1 G2 car G3")
	},
	// a shorter loop: one Sports Car per district, five before the authority.
	"short": func(j map[string]any) {
		j["track"] = strings.Fields("car S1 S2 S3 x court car D1 D2 D3 tax car R1 R2 R3 police car G1 G2 G3")
	},
}

// minutes estimates the time at the table: 20 s a turn (throw, move, pay),
// 15 s a purchase or offered sale, 20 s to set up a fight, 15 s a duel.
func minutes(turns float64, per func(string) float64) float64 {
	return (20*turns + 15*(per("buys")+per("sales")) + 20*per("fights") + 15*per("duels")) / 60
}

// setPrices gives every racket the same prices: tier by (gang, cash, hot).
func setPrices(j map[string]any, p [3][3]int) {
	for _, r := range j["rackets"].([]any) {
		for tier, b := range r.(map[string]any)["businesses"].([]any) {
			b.(map[string]any)["prices"] = map[string]any{"gang": p[tier][0], "cash": p[tier][1], "hot": p[tier][2]}
		}
	}
}

func variantBoard(name string) []byte {
	var j map[string]any
	if err := json.Unmarshal(kk.BoardJSON(), &j); err != nil {
		panic(err)
	}
	variants[name](j)
	if tr, ok := j["track"].([]string); ok {
		tr = slices.DeleteFunc(tr, func(s string) bool { return s == "x" })
		j["track"] = tr
	}
	data, _ := json.Marshal(j)
	return data
}

func main() {
	which := flag.String("variants", "board", "board variants to play, comma-separated, or all: "+strings.Join(slices.Sorted(maps.Keys(variants)), ", "))
	games := flag.Int("games", 20, "games per variant and player count")
	iters := flag.Int("iters", 150, "search iterations per decision")
	flag.Parse()
	names := strings.Split(*which, ",")
	if *which == "all" {
		names = nil
		for n := range variants {
			names = append(names, n)
		}
		slices.Sort(names)
	}
	for _, name := range names {
		if variants[name] == nil {
			fmt.Fprintln(os.Stderr, "no variant", name)
			os.Exit(2)
		}
		restore, err := kk.UseBoard(variantBoard(name))
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
			os.Exit(2)
		}
		for players := 2; players <= kk.MaxSeats; players++ {
			var turns []int
			ended := 0
			counts := map[string]int{}
			for i := range *games {
				g := kk.New(players, uint64(5000+i))
				agents := make([]*ai.MCTS, players)
				for s := range agents {
					agents[s] = ai.NewMCTS(ai.Config{Iterations: *iters, PlayoutDepth: 30}, uint64(i*10+s))
				}
				for n := 0; n < 5000 && !g.Outcome().Over; n++ {
					ev, err := g.Apply(ai.Decide(agents[g.ToMove()], g))
					if err != nil {
						panic(err)
					}
					for _, e := range ev {
						switch x := e.(type) {
						case kk.FightBegan:
							counts["fights"]++
						case kk.DuelDecided:
							counts["duels"]++
						case kk.StakeMoved:
							if x.Why == "bought" {
								counts["buys"]++
							}
						case kk.SaleOffered:
							counts["sales"]++
						case kk.PlayerOut:
							counts["out"]++
						case kk.BecameTourist:
							counts["tourists"]++
						case kk.CardsReturned:
							if x.Card == kk.SuperTurboCard {
								counts["super"]++
							}
						case kk.MoneyMoved:
							if x.Why == "robbing the authority" {
								counts["robs"]++
							}
						}
					}
				}
				if g.Outcome().Over {
					ended++
					turns = append(turns, g.Turns())
				}
			}
			slices.Sort(turns)
			mean := 0.0
			for _, x := range turns {
				mean += float64(x)
			}
			mean /= float64(max(1, len(turns)))
			per := func(k string) float64 { return float64(counts[k]) / float64(*games) }
			fmt.Printf("%-7s P=%d ended %3d%%  turns mean %5.1f median %3d  ~%2.0f min  per game: buys %4.1f fights %4.1f duels %4.1f sales %3.1f robs %3.1f tourists %3.1f out %3.1f super %3.1f\n",
				name, players, 100*ended / *games, mean, turns[len(turns)/2], minutes(mean, per), per("buys"), per("fights"), per("duels"), per("sales"), per("robs"), per("tourists"), per("out"), per("super"))
		}
		restore()
	}
}
