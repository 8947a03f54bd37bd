package desk

import (
	"testing"

	"quartet/scenes/ui"
)

// ticksIn04s is 0.4 s at the table's 60 ticks a second.
const ticksIn04s = 24

// tick lays one tick out in which the card keyed key is shown (or none,
// for the zero key) with the desk open or not, and reports whether its
// buttons and the row's are lit.
func tick(l *lights, at int, open bool, key *cardKey) (card, row bool) {
	c := &ui.Context{Tick: at}
	l.begin(c, open)
	if key != nil {
		card = l.settled(c, *key)
	}
	row = l.rowSettled(c)
	l.end()
	return card, row
}

func TestATradingCardsButtonsLightUpOnceTheCardHasStoodFor04Seconds(t *testing.T) {
	var l lights
	offer := cardKey{deal: 3}
	for at := 1000; at < 1000+ticksIn04s; at++ {
		if lit, _ := tick(&l, at, false, &offer); lit {
			t.Fatalf("the card's buttons are lit %d ticks after it came", at-1000)
		}
	}
	if lit, _ := tick(&l, 1000+ticksIn04s, false, &offer); !lit {
		t.Fatal("the card's buttons are still greyed 0.4 s after it came")
	}
}

func TestACardComingInAnothersPlaceStartsGreyed(t *testing.T) {
	var l lights
	first, next := cardKey{deal: 3}, cardKey{deal: 4}
	tick(&l, 1000, false, &first)
	if lit, _ := tick(&l, 1100, false, &first); !lit {
		t.Fatal("the first offer never lit up")
	}
	if lit, _ := tick(&l, 1101, false, &next); lit {
		t.Fatal("the next offer took a tap the moment it came in the first's place")
	}
}

func TestAChangedOfferIsANewCard(t *testing.T) {
	var l lights
	tick(&l, 1000, false, &cardKey{deal: 3})
	if lit, _ := tick(&l, 1100, false, &cardKey{deal: 3, changes: 1}); lit {
		t.Fatal("a counter to the offer on the card took a tap the moment it came")
	}
}

func TestACardGoneAndBackLightsUpAfresh(t *testing.T) {
	var l lights
	offer := cardKey{deal: 3}
	tick(&l, 1000, false, &offer)
	tick(&l, 1100, false, nil) // the card is not shown this tick
	if lit, _ := tick(&l, 1101, false, &offer); lit {
		t.Fatal("a card shown again took a tap the moment it came back")
	}
}

func TestTheRowUnderThePanelIsGreyedFor04SecondsAfterTheDeskOpensOrCloses(t *testing.T) {
	var l lights
	if _, lit := tick(&l, 1000, false, nil); !lit {
		t.Fatal("the trading row is greyed with the desk closed all along")
	}
	for _, open := range []bool{true, false} {
		start := 2000
		if !open {
			start = 3000
		}
		for at := start; at < start+ticksIn04s; at++ {
			if _, lit := tick(&l, at, open, nil); lit {
				t.Fatalf("the row under the panel is lit %d ticks after the desk opened (%v) or closed", at-start, open)
			}
		}
		if _, lit := tick(&l, start+ticksIn04s, open, nil); !lit {
			t.Fatalf("the row is still greyed 0.4 s after the desk opened (%v) or closed", open)
		}
	}
}
