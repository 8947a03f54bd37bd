package audio

import "runtime/debug"

// gcWhileRendering collects garbage more eagerly while a theme renders. A
// render makes a note's sound, adds it into the loop and drops it, tens of
// megabytes of short-lived sound in all. At the usual setting the heap
// grows to twice what is alive before it is collected, which made the
// game's peak memory half again as large as its music. The sounds hold no
// pointers, so collecting often costs little; the usual setting comes back
// when the render is done, for the computer players' search.
type gcWhileRendering struct {
	on    bool
	saved int
}

// renderGCPercent is the garbage collector's target while a theme renders.
const renderGCPercent = 20

func (g *gcWhileRendering) rendering(now bool) {
	if now == g.on {
		return
	}
	g.on = now
	if now {
		g.saved = debug.SetGCPercent(renderGCPercent)
	} else {
		debug.SetGCPercent(g.saved)
	}
}
