package table

import (
	"math"
	"time"

	"quartet/ai"
	"quartet/ai/hint"
	"quartet/lang"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// hinter is the Hint button's state. Repeated taps say more: the first
// names the area of the board, the second lights the move, the third says
// why. The move is the hard computer player's, found a slice per Update
// like a computer seat's, for the position the person is to move in.
type hinter struct {
	finder *hint.Finder
	// at is the log's length the hint was asked for: any move since makes
	// it stale.
	at    int
	asked int // taps so far, at most 3
	said  int // the step last written on the line
	// waiting is the step the line last said was coming.
	waiting int
	frame   int // the frame whose work budget the finder took
}

// hintSteps is how many taps it takes to hear the whole hint.
const hintSteps = 3

// HintOffered reports the Hint button shown: a person at this device is to
// move in a game played here (online, hints need every player's consent,
// which the table cannot ask for yet), and the title has hints.
func (ch *Chrome) HintOffered() bool {
	t := ch.T
	return !t.Viewing && !t.Over() && t.HumanToMove() && t.Remotes() == 0
}

// updateHint answers the Hint button and works on the hint.
func (ch *Chrome) updateHint(c *ui.Context) {
	h := &ch.hint
	if h.at != len(ch.T.Log) || !ch.HintOffered() {
		*h = hinter{at: len(ch.T.Log), frame: h.frame}
	}
	offered := ch.HintOffered()
	// Not offered, the button is neither drawn nor a target.
	if offered && c.Button("hint", ch.Lay.Hint, lang.T("Hint"), true) {
		if h.finder == nil {
			f, err := hint.New(ch.T.Title.ID, hint.LevelFor(ch.T.Title.ID), uint64(ch.T.Rec.Seed)+uint64(len(ch.T.Log)))
			if err != nil {
				ch.Msg.Notice(lang.T("No hints for this game."))
				return
			}
			f.Names = ch.Names.Called
			f.Start(ch.T.Game)
			h.finder = f
		}
		h.asked = min(h.asked+1, hintSteps)
	}
	if h.finder == nil {
		return
	}
	if budget := c.WorkBudget(&h.frame); budget > 0 && !h.ready() {
		start := time.Now()
		for !h.finder.Step(ai.Chunk) && time.Since(start) < budget {
		}
	}
	// Written the tick after the tap: a title may clear the line on any
	// tap later in the tap's own tick (Chinatown does).
	switch {
	case h.said >= h.asked || c.Pointer.Tap:
	case h.ready():
		h.said = h.asked
		ch.Msg.Keep(h.words())
	case h.waiting < h.asked:
		// The hard computer's search can take seconds on a slow
		// machine: the line says the hint is coming (play-test: each
		// step took some ten seconds with no sign of it).
		h.waiting = h.asked
		ch.Msg.Keep(lang.T("Hint: thinking…"))
	}
}

func (h *hinter) ready() bool { return h.finder != nil && h.finder.Result().Move != nil }

// words is what the line says at the step asked for.
func (h *hinter) words() string {
	r := h.finder.Result()
	switch h.said {
	case 1:
		return lang.Tf("Hint: look at %s.", r.Nudge)
	case 2:
		// The move is shown, not written in notation, which no screen
		// teaches (play-test: "Hint: F c3 B c3").
		if r.Target != "" {
			return lang.T("Hint: the move is lit on the board. Tap Hint again to hear why.")
		}
		return lang.T("Hint: this move has no one spot to light. Tap Hint again to hear it and why.")
	}
	return lang.Tf("Hint: %s.", r.Why)
}

// HintLit is the target id of the spot the hint lights, or "" while the
// move is not shown.
func (ch *Chrome) HintLit() string {
	if h := &ch.hint; h.said >= 2 && h.ready() && ch.HintOffered() {
		return h.finder.Result().Target
	}
	return ""
}

// hintRing is where the lit move's ring goes: around the target the title
// scene laid out this tick under the hint's id, if it did.
func (ch *Chrome) hintRing(c *ui.Context) (sprites.Rect, bool) {
	id := ch.HintLit()
	if id == "" {
		return sprites.Rect{}, false
	}
	for _, tg := range c.Targets {
		if tg.ID == id {
			return sprites.R(tg.X, tg.Y, tg.W, tg.H).Inset(-4), true
		}
	}
	return sprites.Rect{}, false
}

// drawHint rings the hinted spot, breathing so that it reads as a pointer
// rather than as part of the board.
func (ch *Chrome) drawHint(cv *sprites.Canvas, c *ui.Context) (sprites.Rect, bool) {
	r, ok := ch.hintRing(c)
	if !ok {
		return r, false
	}
	// A dark edge under the gold keeps the ring apart from light boards
	// (Chinatown's lots) and dark ones (KiezKönig's street) alike; it
	// breathes, but never below three quarters, or a still screenshot
	// (and a glance) could catch it nearly gone.
	a := 0.875 + 0.125*math.Sin(float64(c.Tick)/9)
	cv.StrokeRoundRect(r.Inset(-2), 10, 7, sprites.Alpha(sprites.Hex(0x1A1208), 0.6))
	cv.StrokeRoundRect(r, 8, 4, sprites.Alpha(sprites.Hex(0xFFC94A), a))
	return r.Inset(-8), true
}

// hintState reports the hint for tests.
func (ch *Chrome) hintState() map[string]any {
	h := &ch.hint
	d := map[string]any{"offered": ch.HintOffered(), "asked": h.asked, "shown": h.said, "lit": ch.HintLit()}
	if h.said >= 2 && h.ready() {
		d["move"] = h.finder.Result().Move.String() // for tests: the line shows it, not its notation
	}
	return d
}
