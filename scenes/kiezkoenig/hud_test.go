package kiezkoenig

import (
	"strings"
	"testing"

	"quartet/audio"
	"quartet/internal/store"
	"quartet/lang"
	kk "quartet/rules/kiezkoenig"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/ui"
)

// The person's card is called "Du": in a fight its state agrees with it,
// "greifst an", as the fight's panel says (review: "Du / greift an"), and
// the other duellist's card says "verteidigt" (after a narrow card's
// level).
func TestThePersonsCardInAFightSaysTheVerbInTheSecondPerson(t *testing.T) {
	lang.Use(lang.German)
	defer lang.Use(lang.English)
	rec := &record.Record{Title: "kiezkoenig", Seed: 3, Seats: []record.Seat{{Level: record.Human}, {Level: "easy"}, {Level: "easy"}}}
	tb, err := play.New(rec, store.Memory{})
	if err != nil {
		t.Fatal(err)
	}
	s := New(tb, &ui.Context{W: 1024, H: 768, Scale: 1, Sound: quiet{}, Pointer: &ui.Pointer{}}).(*Scene)
	for _, c := range []struct {
		attacker, defender, seat int
		want                     string
	}{{0, 2, 0, "greifst an"}, {1, 0, 0, "verteidigst"}, {0, 2, 2, "verteidigt"}} {
		s.duel = newDuel(kk.FightBegan{Attacker: c.attacker, Defender: c.defender})
		if got := s.seatCard(c.seat).State; !strings.HasSuffix(got, c.want) {
			t.Errorf("seat %d in a fight of %d on %d: the card says %q, want %q", c.seat, c.attacker, c.defender, got, c.want)
		}
	}
}

type quiet struct{}

func (quiet) Play(audio.Effect)        {}
func (quiet) PlayMusic(audio.Theme)    {}
func (quiet) SetVolumes(audio.Volumes) {}
func (quiet) Update()                  {}
