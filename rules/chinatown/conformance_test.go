package chinatown_test

import (
	"testing"

	"quartet/rules"
	"quartet/rules/chinatown"
	"quartet/rules/ruletest"
)

func TestContract(t *testing.T) {
	for seats := chinatown.MinSeats; seats <= chinatown.MaxSeats; seats++ {
		ruletest.Conformance(t, func(seed uint64) rules.Game { return chinatown.New(seats, seed) }, 8, 3000)
	}
}

func FuzzMoves(f *testing.F) {
	f.Add(uint8(4), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint8(3), []byte("\x00\x00\x00\xffP1 propose P1>P2 $1000\x00\xffP2 confirm #1\x00"))
	f.Add(uint8(5), []byte("\x03\x02\x01\x00\x04\xffP2 propose P2>P3 tea P3>P2 photo\x00\xffP3 withdraw #1\x00\xffP1 done\x00"))
	f.Add(uint8(4), []byte("\xffP1 keep 1 2 3 4\x00\xffP9 done\x00\xffP1 place photo 17\x00\xffP1 change #1 P1>P2 $5k\x00"))
	f.Fuzz(func(t *testing.T, seats uint8, data []byte) {
		n := chinatown.MinSeats + int(seats)%(chinatown.MaxSeats-chinatown.MinSeats+1)
		ruletest.PlayBytes(t, chinatown.New(n, 1), data)
	})
}
