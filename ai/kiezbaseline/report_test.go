package kiezbaseline

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"

	"quartet/ai"
	"quartet/ai/opponents"
	"quartet/rules/kiezkoenig"
)

// TestReport prints the calibration and strength tables of the README. It
// plays many games, so it runs only when KIEZ_REPORT names a mode:
//
//	KIEZ_REPORT=length KIEZ_GAMES=200 go test ./ai/kiezbaseline -run Report -v
//	KIEZ_REPORT=length KIEZ_LEVEL=easy ...      (the search AI in every seat)
//	KIEZ_REPORT=strength KIEZ_LEVEL=medium ...  (one search AI against baselines)
func TestReport(t *testing.T) {
	mode := os.Getenv("KIEZ_REPORT")
	if mode == "" {
		t.Skip("set KIEZ_REPORT=length or strength to play the report games")
	}
	games, _ := strconv.Atoi(os.Getenv("KIEZ_GAMES"))
	if games <= 0 {
		games = 20
	}
	level := os.Getenv("KIEZ_LEVEL")
	players := []int{2, 3, 4, 5}
	if p, err := strconv.Atoi(os.Getenv("KIEZ_PLAYERS")); err == nil {
		players = []int{p}
	}
	agent := func(seat int, seed uint64) ai.Agent {
		if level == "" {
			return New()
		}
		a, err := opponents.New(kiezkoenig.Title.ID, level, seed*31+uint64(seat))
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	for _, p := range players {
		var turns []int
		won, aiWins, byGoal := 0, 0, 0
		for i := range games {
			seed := uint64(1000 + i)
			agents := make([]ai.Agent, p)
			aiSeat := i % p
			for s := range agents {
				switch {
				case mode == "strength" && s == aiSeat:
					agents[s] = agent(s, seed)
				case mode == "strength":
					agents[s] = New()
				default:
					agents[s] = agent(s, seed)
				}
			}
			res := Play(p, seed, agents, 20000)
			if res.Over {
				won++
				if res.Reason != "the last player left in the game" {
					byGoal++
				}
				turns = append(turns, res.Turns)
				if res.Winner == aiSeat {
					aiWins++
				}
			}
		}
		slices.Sort(turns)
		if len(turns) == 0 {
			turns = []int{0}
		}
		mean := 0.0
		for _, x := range turns {
			mean += float64(x)
		}
		mean /= float64(len(turns))
		fmt.Printf("%s %s players=%d games=%d ended=%d%% by-goal=%d%% turns mean=%.1f median=%d p10=%d p90=%d",
			mode, level, p, games, 100*won/games, 100*byGoal/games, mean, turns[len(turns)/2], turns[len(turns)/10], turns[len(turns)*9/10])
		if mode == "strength" {
			fmt.Printf(" ai-wins=%d (%.0f%%, fair share %.0f%%)", aiWins, 100*float64(aiWins)/float64(games), 100/float64(p))
		}
		fmt.Println()
	}
}
