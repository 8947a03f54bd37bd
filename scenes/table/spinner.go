package table

import (
	"math"

	"quartet/scenes/ui"
	"quartet/sprites"
)

// keptSpinner is a seat card's spinner on a kept screen (sprites.Scenery):
// drawn when it turns a step or the card under it was repainted, and
// otherwise left on the screen as it is, so that a frame in which only a
// computer thinks draws nothing.
type keptSpinner struct {
	at   sprites.Rect // where it stands on the screen; empty when not there
	step int          // the step it shows, or is to show
	// tick and frame are the context's when it last turned: it turns once
	// spinStepTicks of each have passed. On a machine whose frames are
	// slower than the ticks it turns more slowly, and keeps most frames
	// unchanged all the same.
	tick, frame int
}

// turnSpinners runs once a tick: a spinner whose step falls due is marked
// stale, so that the next frame restores its area before anything is
// drawn, and then draws it at its new step. Deciding the step here and
// not in the drawing keeps a frame drawn over the last the same as the
// frame drawn whole.
func (ch *Chrome) turnSpinners(c *ui.Context) {
	for i := range ch.spins {
		sp := &ch.spins[i]
		if sp.at.W == 0 {
			continue
		}
		if c.Tick-sp.tick >= spinStepTicks && c.Frame-sp.frame >= spinStepTicks {
			sp.step, sp.tick, sp.frame = (sp.step+1)%8, c.Tick, c.Frame
			if ch.kept != nil {
				ch.kept.Stale(sp.at)
			}
			c.ScreenChanges()
		}
	}
}

// drawKeptSpinners draws the seat cards' spinners that a kept screen does
// not already show right.
func (ch *Chrome) drawKeptSpinners(cv *sprites.Canvas, c *ui.Context, sc *sprites.Scenery) {
	ch.kept = sc
	for i := range ch.spins {
		sp := &ch.spins[i]
		if i >= ch.ncards || !ch.cards[i].Spins() {
			if sp.at.W > 0 {
				// A card that stops spinning changes its state line, and
				// the panels' repainting takes the spinner away in the
				// same frame; should it not, the next frame does.
				if _, whole := sc.Repainted(cv, sp.at); !whole {
					sc.Touch(cv, sp.at)
				}
			}
			*sp = keptSpinner{}
			continue
		}
		x, y, rad, area := spinnerArea(cv, ch.Lay.Seats[i], ch.cards[i])
		if sp.at.W == 0 {
			sp.step, sp.tick, sp.frame = spinStep(c.Tick), c.Tick, c.Frame
		} else if area != sp.at {
			// The card moved: its old place is restored next frame.
			sc.Touch(cv, sp.at)
			sp.at = sprites.Rect{}
		}
		any, whole := sc.Repainted(cv, area)
		if sp.at.W > 0 && !any {
			continue // on the screen as it should be
		}
		ui.Spinner(cv, x, y, rad, float64(sp.step)*math.Pi/4, ch.cards[i].Colour)
		cv.Changed = true
		sp.at = area
		if any && !whole {
			// Part of its last drawing was left under this one: the next
			// frame restores it all and draws it once.
			sc.Touch(cv, area)
		}
	}
}
