package hong_test

import (
	"fmt"
	"testing"

	"quartet/rules"
	"quartet/rules/hong"
	"quartet/rules/ruletest"
)

// variants are every board with and without the expansion.
var variants = func() (out []hong.Options) {
	for _, b := range hong.Boards {
		for _, x := range []bool{false, true} {
			out = append(out, hong.Options{Board: b.ID, Expansion: x})
		}
	}
	return out
}()

func newGame(opt hong.Options) ruletest.NewGame {
	return func(seed uint64) rules.Game {
		g, err := hong.New(opt, seed)
		if err != nil {
			panic(err)
		}
		return g
	}
}

func TestContract(t *testing.T) {
	for _, opt := range variants {
		t.Run(fmt.Sprintf("%s/expansion=%v", opt.Board, opt.Expansion), func(t *testing.T) {
			ruletest.Conformance(t, newGame(opt), 12, 200)
		})
	}
}
