package audio

import (
	"testing"
	"time"
)

// feed reads sound at speed times real time for d, in 23 ms reads.
func feed(g *sinkGuard, t0 time.Time, d time.Duration, speed float64) (found bool) {
	const step = 23 * time.Millisecond
	for at := time.Duration(0); at <= d; at += step {
		if g.read(t0.Add(at), int(speed*float64(rate)*step.Seconds())) {
			found = true
		}
	}
	return found
}

func TestASoundCardPlayingInRealTimeIsNotASink(t *testing.T) {
	var g sinkGuard
	if feed(&g, time.Unix(0, 0), 30*time.Second, 1) {
		t.Fatal("a device taking sound in real time was called a sink")
	}
}

func TestADeviceTakingSoundAtOnceIsASinkAfterTwoSeconds(t *testing.T) {
	var g sinkGuard
	t0 := time.Unix(0, 0)
	if feed(&g, t0, time.Second, 100) {
		t.Fatal("judged before two seconds had passed")
	}
	if !feed(&g, t0.Add(time.Second), 2*time.Second, 100) {
		t.Fatal("a device taking sound 100 times faster than real time was not called a sink")
	}
	if feed(&g, t0.Add(3*time.Second), time.Second, 100) {
		t.Fatal("a sink was reported twice")
	}
}

func TestACardsStartupBurstIsNotASink(t *testing.T) {
	var g sinkGuard
	t0 := time.Unix(0, 0)
	g.read(t0, rate/2) // half a second of sound fills its buffer at once
	if feed(&g, t0, 5*time.Second, 1) {
		t.Fatal("a start-up burst made a card a sink")
	}
}
