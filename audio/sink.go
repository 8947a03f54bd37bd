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
	// The sound taken since the window began: on a loaded machine the
	// null device's writer gets a fraction of a core and takes sound a
	// few times faster than real time only, never 8 (make fps under load:
	// half the game's CPU time, against a blank app that makes no sound).
	window       time.Time
	windowFrames int64
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

// A device that keeps taking sound at sinkPace times real time or faster
// over a whole sinkWindow is a sink too: a card takes sound in real time
// once its buffer is full, and its start-up burst fills under half of
// such a window.
const (
	sinkWindow = 2 * time.Second
	sinkPace   = 3.5
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
	if g.window.IsZero() {
		g.window = now
	}
	g.windowFrames += int64(n)
	if w := now.Sub(g.window); w >= sinkWindow {
		paced := time.Duration(g.windowFrames) * time.Second / rate
		if float64(paced) >= sinkPace*float64(w) {
			g.done = true
			return true
		}
		g.window, g.windowFrames = now, 0
	}
	return false
}
