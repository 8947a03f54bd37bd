package audio

import "time"

// sinkGuard tells a sound card from a sink. A card takes sound as fast as it
// plays it; ALSA's null device (what tests and machines without sound
// have) takes it at once, and Oto's writer then loops without pause,
// burning a whole core on mixing nobody hears: three quarters of the
// game's CPU time in `make fps`. A device that has taken far more sound
// than time has passed is such a sink, and is suspended.
type sinkGuard struct {
	start  time.Time
	frames int64
	done   bool
}

// sinkAfter is how long the guard watches before judging, and sinkSpeed
// how many times faster than real time a device must take sound to be
// called a sink. A real card's start-up burst (its buffer filling at once)
// is well under a second of sound.
const (
	sinkAfter = 2 * time.Second
	sinkSpeed = 8
)

// read records n frames taken at now and reports whether the device has
// just been found to be a sink (true once).
func (g *sinkGuard) read(now time.Time, n int) bool {
	if g.done {
		return false
	}
	if g.start.IsZero() {
		g.start = now
	}
	g.frames += int64(n)
	wall := now.Sub(g.start)
	if wall < sinkAfter {
		return false
	}
	played := time.Duration(g.frames) * time.Second / rate
	if played > sinkSpeed*wall {
		g.done = true
		return true
	}
	return false
}
