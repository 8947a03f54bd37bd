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

func TestADeviceTakingSoundAtOnceIsASinkWithinATenthOfASecond(t *testing.T) {
	var g sinkGuard
	t0 := time.Unix(0, 0)
	if !feed(&g, t0, 100*time.Millisecond, 100) {
		t.Fatal("a device taking sound 100 times faster than real time was not called a sink within 0.1 s")
	}
	if feed(&g, t0.Add(time.Second), time.Second, 100) {
		t.Fatal("a sink was reported twice")
	}
}

func TestADeviceAFewTimesFasterThanRealTimeIsNotASink(t *testing.T) {
	var g sinkGuard
	if feed(&g, time.Unix(0, 0), 30*time.Second, 3) {
		t.Fatal("a device taking sound 3 times faster than real time was called a sink")
	}
}

// On a loaded machine ALSA's null device is fed only as fast as its
// writer gets the CPU: four times real time, say. It is a sink all the same.
func TestANullDeviceSlowedByALoadedMachineIsASinkWithinFiveSeconds(t *testing.T) {
	var g sinkGuard
	if !feed(&g, time.Unix(0, 0), 5*time.Second, 4) {
		t.Fatal("a device taking sound 4 times faster than real time for 5 s was not called a sink")
	}
}

func TestACardsStartupBurstIsNotASink(t *testing.T) {
	var g sinkGuard
	t0 := time.Unix(0, 0)
	g.read(t0, 2*rate) // two seconds of sound fill a big buffer at once
	if feed(&g, t0, 5*time.Second, 1) {
		t.Fatal("a start-up burst made a card a sink")
	}
}
