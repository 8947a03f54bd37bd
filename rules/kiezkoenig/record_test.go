package kiezkoenig_test

import (
	"encoding/json"
	"testing"

	"quartet/rules"
	"quartet/rules/kiezkoenig"
	"quartet/rules/record"
)

// A record of a whole game replays to the same end, and the replay summary
// carries each player's money, stakes, position, out and winner.
func TestRecordReplaysWithThePlayersSummary(t *testing.T) {
	r := rules.NewRand(9)
	rec := &record.Record{Title: "kiezkoenig", Options: json.RawMessage(`{"players":3,"rest":"police"}`), Seed: 42}
	g := kiezkoenig.NewWithRest(3, 42, kiezkoenig.Police)
	for n := 0; n < 5000 && !g.Outcome().Over; n++ {
		m := g.PlayoutMove(r)
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	back, err := record.Parse(rec.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	replayed, err := back.Replay()
	if err != nil {
		t.Fatal(err)
	}
	sum := record.Summary(replayed)
	if sum["over"] != true || sum["winner"] != g.Outcome().Winner {
		t.Fatalf("summary %v", sum)
	}
	out, _ := json.Marshal(sum)
	var parsed struct {
		Players []struct {
			Money    *int     `json:"money"`
			Stakes   []string `json:"stakes"`
			Position any      `json:"position"`
			Out      *bool    `json:"out"`
			Winner   *bool    `json:"winner"`
		} `json:"players"`
	}
	if err := json.Unmarshal(out, &parsed); err != nil {
		t.Fatal(err)
	}
	if len(parsed.Players) != 3 {
		t.Fatalf("players %s", out)
	}
	winners := 0
	for s, p := range parsed.Players {
		if p.Money == nil || p.Stakes == nil || p.Out == nil || p.Winner == nil {
			t.Fatalf("player %d lacks a field: %s", s+1, out)
		}
		if *p.Money != g.Money(s) || len(p.Stakes) != len(g.Held(s)) {
			t.Fatalf("player %d: %s", s+1, out)
		}
		if *p.Winner {
			winners++
		}
	}
	if winners != 1 {
		t.Fatalf("%d winners: %s", winners, out)
	}
	// A move that breaks a rule stops the replay with the rule in words.
	bad := &record.Record{Title: "kiezkoenig", Seed: 1, Moves: []string{"roll", "buy S1g"}}
	if _, err := bad.Replay(); err == nil {
		t.Fatal("an illegal record replayed")
	}
}
