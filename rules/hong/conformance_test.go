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

// FuzzMoves plays scripts of moves; the first byte picks the board and
// whether the expansion is in play.
func FuzzMoves(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte("\x01\xffH d4\x00\xffV d4\x00\xffsummon rotate\x00\x05\x07\xffrotate d4\x00"))
	f.Add([]byte("\x03\xffV a4\x00\xffH a4\x00\xffswap a4 a5 H\x00\xffcarry a1 a2\x00\x10\x20\x30"))
	f.Add([]byte("\x05\xffH a1\x00\xffH b1\x00\xffV c1\x00\xffslide c1 c2\x00\xffflip a1\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		opt := variants[int(data[0])%len(variants)]
		g, err := hong.New(opt, uint64(data[0]))
		if err != nil {
			t.Fatal(err)
		}
		ruletest.PlayBytes(t, g, data[1:])
	})
}
