// Package fpsprobe measures a program's frame rate in one state, for
// `make fps` and the browser's e2e/fps.mjs: the game in a scripted scene and
// the blank app it is compared with use the same probe, so that both are
// counted the same way.
//
// Frame is called once per drawn frame with whether the program is in the
// state being measured (the computer thinking, say). The time between two
// consecutive frames counts when both were in that state; the first
// Warmup of such time is left out (start-up, first-use caches), and so is
// any gap over MaxGap: the program was not drawing at all (a start screen
// waiting for a tap, a hidden tab), which is no frame rate. Once
// Measure of in-state time is counted, Done reports true and FPS the rate.
//
// Natively it also reads the CPU time the whole program used while it
// counted (every thread: the game's, the GPU driver's when it renders on
// the CPU, the sound's), per frame: on a machine shared with other work the
// frame rate says how much of the CPU the program was given as much as
// what its frames cost, and the CPU time per frame says the latter.
package fpsprobe

import (
	"os"
	"strconv"
	"time"
)

// MaxGap is the longest time between two frames that counts as a frame.
const MaxGap = 2 * time.Second

// Probe counts frames in one state.
type Probe struct {
	Warmup, Measure time.Duration

	last   time.Time
	lastIn bool
	warm   time.Duration
	span   time.Duration
	frames int
	done   bool
	cpu0   time.Duration // the program's CPU time when counting began
	cpu    time.Duration // and what it used while counting
}

// FromEnv returns a probe when QUARTET_FPS_SECONDS (the measuring time) is
// set, or nil: a player's game never measures.
func FromEnv() *Probe {
	secs, err := strconv.ParseFloat(os.Getenv("QUARTET_FPS_SECONDS"), 64)
	if err != nil || secs <= 0 {
		return nil
	}
	return New(secs)
}

// New measures for secs seconds after two seconds of warm-up.
func New(secs float64) *Probe {
	return &Probe{Warmup: 2 * time.Second, Measure: time.Duration(secs * float64(time.Second))}
}

// Frame records a drawn frame; in says whether it is in the measured state.
// It reports whether the measurement is complete.
func (p *Probe) Frame(in bool) bool {
	if p.done {
		return true
	}
	now := time.Now()
	if d := now.Sub(p.last); in && p.lastIn && !p.last.IsZero() && d <= MaxGap {
		if p.warm < p.Warmup {
			p.warm += d
			if p.warm >= p.Warmup {
				p.cpu0 = cpuTime()
			}
		} else {
			p.span += d
			p.frames++
		}
	}
	p.last, p.lastIn = now, in
	if p.span >= p.Measure {
		p.done = true
		p.cpu = cpuTime() - p.cpu0
	}
	return p.done
}

// Done reports a finished measurement.
func (p *Probe) Done() bool { return p.done }

// FPS is the frame rate measured so far.
func (p *Probe) FPS() float64 {
	if p.span <= 0 {
		return 0
	}
	return float64(p.frames) / p.span.Seconds()
}

// CPUPerFrame is the program's CPU time per counted frame, once done; 0
// where the platform does not tell (a browser).
func (p *Probe) CPUPerFrame() time.Duration {
	if !p.done || p.frames == 0 || p.cpu0 == 0 {
		return 0
	}
	return p.cpu / time.Duration(p.frames)
}
