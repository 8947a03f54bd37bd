package hongkong_test

import (
	"testing"

	"quartet/rules/ruletest"
)

// Nothing in Hong Kong is left to chance or hidden: every move can be taken
// back.
func TestEveryMoveCanBeTakenBack(t *testing.T) {
	ruletest.NothingIsFinal(t, newGame, 8, 200)
}
