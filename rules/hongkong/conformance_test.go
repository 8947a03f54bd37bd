package hongkong_test

import (
	"testing"

	"quartet/rules"
	"quartet/rules/hongkong"
	"quartet/rules/ruletest"
)

func newGame(seed uint64) rules.Game { return hongkong.New(seed) }

func TestContract(t *testing.T) {
	ruletest.Conformance(t, newGame, 20, 200)
}

func FuzzMoves(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte("\xffB c3\x00\x05\xffF a1 R a1\x00\x07\x07\x07\xffpass\x00"))
	f.Add([]byte("\xffR e5\x00\xffB e5\x00\xffF e5 B e5\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ruletest.PlayBytes(t, hongkong.New(1), data)
	})
}
