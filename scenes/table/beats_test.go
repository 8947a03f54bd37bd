package table

import (
	"fmt"
	"testing"

	"quartet/rules"
	"quartet/scenes/ui"
)

type word string

func (w word) String() string { return string(w) }

// script is a show that records what happened, tick by tick.
type script struct {
	lens  map[string]int
	log   []string
	wait  string // the event that waits, while set
	keep  string // the event kept while skipping
	pace  float64
	ticks int
}

func (s *script) Begin(c *ui.Context, b *Beat) int {
	s.log = append(s.log, fmt.Sprintf("%d begin %s", s.ticks, b.Event))
	return s.lens[b.Event.String()]
}
func (s *script) Step(c *ui.Context, b *Beat) {}
func (s *script) Finish(c *ui.Context, b *Beat) {
	s.log = append(s.log, fmt.Sprintf("%d finish %s", s.ticks, b.Event))
}
func (s *script) Waits(b *Beat) bool { return b.Event.String() == s.wait }
func (s *script) Keep(b *Beat) bool  { return b.Event.String() == s.keep }
func (s *script) Pace(b *Beat) float64 {
	if s.pace == 0 || b.Seat == 0 {
		return 1
	}
	return s.pace
}

func run(q *Beats, c *ui.Context, s *script, ticks int) {
	for range ticks {
		q.Update(c, s)
		s.ticks++
	}
}

func events(names ...string) []rules.Event {
	var out []rules.Event
	for _, n := range names {
		out = append(out, word(n))
	}
	return out
}

func TestBeatsPlayOneAfterAnotherEachForItsLength(t *testing.T) {
	s := &script{lens: map[string]int{"throw": 3, "walk": 2}}
	var q Beats
	q.Add(0, events("throw", "walk"))
	run(&q, &ui.Context{}, s, 10)
	want := "[0 begin throw 3 finish throw 3 begin walk 5 finish walk]"
	if fmt.Sprint(s.log) != want || q.Busy() {
		t.Fatalf("got %v, want %s", s.log, want)
	}
}

func TestBeatsOfNoLengthPassInTheSameTick(t *testing.T) {
	s := &script{lens: map[string]int{"fee": 0, "note": 0, "walk": 2}}
	var q Beats
	q.Add(0, events("fee", "note", "walk"))
	run(&q, &ui.Context{}, s, 1)
	if fmt.Sprint(s.log) != "[0 begin fee 0 finish fee 0 begin note 0 finish note 0 begin walk]" {
		t.Fatalf("got %v", s.log)
	}
}

func TestTheSpeedSettingScalesEveryBeat(t *testing.T) {
	s := &script{lens: map[string]int{"throw": 8}}
	var q Beats
	q.Add(0, events("throw"))
	run(&q, &ui.Context{AnimationSpeed: 2}, s, 10)
	if fmt.Sprint(s.log) != "[0 begin throw 4 finish throw]" {
		t.Fatalf("at double speed: %v", s.log)
	}
}

func TestSkippingAheadMakesBeatsInstantButThoseThePersonMustSee(t *testing.T) {
	s := &script{lens: map[string]int{"walk": 5, "duel": 3}, keep: "duel"}
	q := Beats{Skip: true}
	q.Add(1, events("walk", "duel"))
	run(&q, &ui.Context{}, s, 5)
	if fmt.Sprint(s.log) != "[0 begin walk 0 finish walk 0 begin duel 3 finish duel]" {
		t.Fatalf("skipping: %v", s.log)
	}
}

func TestABeatThatWaitsHoldsEveryBeatBehindIt(t *testing.T) {
	s := &script{lens: map[string]int{"die": 1, "result": 1}, wait: "die"}
	var q Beats
	q.Add(0, events("die", "result"))
	run(&q, &ui.Context{}, s, 5)
	if len(s.log) != 0 || !q.Busy() || q.Showing() != nil {
		t.Fatalf("a waiting beat began: %v", s.log)
	}
	s.wait = ""
	run(&q, &ui.Context{}, s, 5)
	if fmt.Sprint(s.log) != "[5 begin die 6 finish die 6 begin result 7 finish result]" {
		t.Fatalf("after the wait: %v", s.log)
	}
}

func TestAComputersMovePlaysAtItsOwnPace(t *testing.T) {
	s := &script{lens: map[string]int{"walk": 10}, pace: 0.5}
	var q Beats
	q.Add(1, events("walk"))
	run(&q, &ui.Context{}, s, 12)
	if fmt.Sprint(s.log) != "[0 begin walk 5 finish walk]" {
		t.Fatalf("a computer's walk at half length: %v", s.log)
	}
}

func TestTheBeatShowingIsTheOneThatBegan(t *testing.T) {
	s := &script{lens: map[string]int{"throw": 3, "walk": 2}}
	var q Beats
	q.Add(2, events("throw", "walk"))
	if q.Showing() != nil {
		t.Fatal("a beat shows before any began")
	}
	run(&q, &ui.Context{}, s, 1)
	if b := q.Showing(); b == nil || b.Event.String() != "throw" || b.Seat != 2 || b.Age != 1 || b.Len != 3 {
		t.Fatalf("showing %+v", b)
	}
	q.Drop()
	if q.Busy() || q.Showing() != nil {
		t.Fatal("beats remain after Drop")
	}
}
