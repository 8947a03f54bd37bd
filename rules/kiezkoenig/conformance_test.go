package kiezkoenig_test

import (
	"testing"

	"quartet/rules"
	"quartet/rules/kiezkoenig"
	"quartet/rules/ruletest"
)

func TestContract(t *testing.T) {
	for players := 2; players <= kiezkoenig.MaxSeats; players++ {
		ruletest.Conformance(t, func(seed uint64) rules.Game { return kiezkoenig.New(players, seed) }, 8, 3000)
	}
}

func FuzzMoves(f *testing.F) {
	f.Add(byte(4), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(byte(2), []byte("\x00\x00\xffsuper S3\x00\x00\x01\x02\xffbuy S3g\x00\xffdraw\x00"))
	f.Add(byte(5), []byte("\x00\x00\x00\x00\x00\xffturbo police\x00\xfffight S1 S1 P2\x00\xffsupport A 2\x00\xffcorrupt 3\x00"))
	f.Add(byte(3), []byte("\x00\x00\x00\xffsell S1h\x00\xffaccept\x00\xfflose D2c\x00\xffrob\x00\xffdrive 5\x00"))
	f.Fuzz(func(t *testing.T, players byte, data []byte) {
		n := 2 + int(players)%4
		ruletest.PlayBytes(t, kiezkoenig.New(n, uint64(len(data))), data)
	})
}
