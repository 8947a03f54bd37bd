package hong_test

import (
	"fmt"
	"testing"

	"quartet/rules/ruletest"
)

// Chance in Hong is spent at setup (the stones' spaces, the lair's order)
// and the lair's dragons lie face up ("with the action symbol facing up"):
// nothing a move does is hidden or left to chance, so every move can be
// taken back, summons and powers included.
func TestEveryMoveCanBeTakenBack(t *testing.T) {
	for _, opt := range variants {
		t.Run(fmt.Sprintf("%s/expansion=%v", opt.Board, opt.Expansion), func(t *testing.T) {
			ruletest.NothingIsFinal(t, newGame(opt), 4, 200)
		})
	}
}
