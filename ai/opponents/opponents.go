// Package opponents builds the computer player for a title and level. It is
// the one place that knows which titles use the generic search and how hard
// each level searches; scenes and the selfplay tool ask it for agents.
package opponents

import (
	"fmt"
	"slices"

	"quartet/ai"
	"quartet/ai/chinatownai"
	"quartet/rules/record"
)

// budgets holds each title's search budget per level (easy, medium, hard,
// expert). Expert must decide within a second on one core natively; the
// benchmarks in ai/opponents measure it. Titles not listed use defaults.
var budgets = map[string][4]ai.Config{
	// Hong Kong searches a double move in two steps (rules.Stepwise), the
	// second with half the budget. Each level has four to seven times the
	// budget of the one below; see the ladder in README.md.
	"hongkong": {
		{Iterations: 100},
		{Iterations: 700},
		{Iterations: 3000},
		{Iterations: 20000},
	},
	// KiezKönig games run to hundreds of decisions, so play-outs stop after
	// a few rounds and the title's Evaluator scores the position. Head to
	// head a search stops gaining past a few hundred iterations (800 and
	// 3000 held the expert's 10000 level; docs/kiezkoenig-ai.md), so the
	// rungs below the expert sit low, where each budget still beats the
	// one below it and the expert beats hard.
	"kiezkoenig": {
		{Iterations: 15, PlayoutDepth: 30},
		{Iterations: 40, PlayoutDepth: 30},
		{Iterations: 150, PlayoutDepth: 30},
		{Iterations: 10000, PlayoutDepth: 40},
	},
	// Hong: play-outs of a few plies with the greedy heat policy, then the
	// expected-count evaluation; low exploration, because the evaluation is
	// nearly noiseless and moves differ by small margins. Easy looks one
	// noisy ply ahead and is clearly weaker than a plain greedy player.
	"hong": {
		{Iterations: 150, PlayoutDepth: 1, Exploration: 0.3},
		{Iterations: 1000, PlayoutDepth: 5, Exploration: 0.02},
		{Iterations: 5000, PlayoutDepth: 5, Exploration: 0.02},
		{Iterations: 20000, PlayoutDepth: 5, Exploration: 0.02},
	},
}

var defaults = [4]ai.Config{
	{Iterations: 100},
	{Iterations: 800},
	{Iterations: 3000},
	{Iterations: 8000},
}

// Config returns the search settings of a level for a title.
func Config(title, level string) (ai.Config, error) {
	i := slices.Index(record.Levels, level)
	if i < 0 {
		return ai.Config{}, fmt.Errorf("unknown AI level %q (want easy, medium, hard or expert)", level)
	}
	if b, ok := budgets[title]; ok {
		return b[i], nil
	}
	return defaults[i], nil
}

// New returns a computer player for title at level, seeded for replayable
// decisions.
func New(title, level string, seed uint64) (ai.Agent, error) {
	cfg, err := Config(title, level)
	if err != nil {
		return nil, err
	}
	if title == "chinatown" {
		// Trading has no finite move list for a search to range over; the
		// Chinatown agent values deals and placements itself.
		l, err := chinatownai.LevelNamed(level)
		if err != nil {
			return nil, err
		}
		return chinatownai.New(l, seed), nil
	}
	return ai.NewMCTS(cfg, seed), nil
}
