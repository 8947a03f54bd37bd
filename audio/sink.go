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

// A device is a sink once it has taken more than sinkBurst of sound beyond
// sinkSpeed times the time that has passed. A real card's start-up burst
// (its buffer filling at once) is well under a second of sound, so it is
// never taken for a sink; the null device is found within a few reads,
// before its spinning has cost anything (watching for two seconds first
// churned 165 MB of Oto's garbage in the menu).
const (
	sinkBurst = 4 * time.Second
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
	played := time.Duration(g.frames) * time.Second / rate
	if played > sinkBurst+sinkSpeed*wall {
		g.done = true
		return true
	}
	return false
}
