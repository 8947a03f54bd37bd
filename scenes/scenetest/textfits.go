package scenetest

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"quartet/lang"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Words run longer in German than in English (about 30%) and French puts
// spaces where English has none, so every screen is checked in every
// language for text a player cannot read whole: TextProblems.

// TextScreens are the sizes every screen's text is checked at (TextFits):
// a phone and a tablet, each either way up.
var TextScreens = [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}}

// Languages are the languages every screen's text is checked in: all
// that Quartet speaks.
var Languages = lang.All

// slack is how far (logical px) ink may stray past an edge before it
// counts: a glyph's side bearing, rounding.
const slack = 1

// TextFits draws a frame and fails t with every problem TextProblems finds,
// each headed with where (the screen's name), the screen's size and the
// language.
func (d *Driver) TextFits(t testing.TB, where string) {
	t.Helper()
	for _, p := range d.TextProblems() {
		t.Errorf("%s at %vx%v in %s: %s", where, d.W, d.H, lang.Current(), p)
	}
}

// TextProblems draws a frame and says, one line each, what text on it a
// player could not read whole:
//   - text reaching off the screen's left or right side (not its top or
//     bottom: a page taller than the screen scrolls);
//   - a button's label reaching outside the button (the smallest target its
//     middle lies in);
//   - a TextBox line cut at the box's bottom, or a word wider than the box;
//   - a button's label hidden under another button (unless a question or
//     an overlay is up, or the page scrolls under its buttons);
//   - two runs of different text on top of each other, where the one
//     drawn first still shows under the other: text a panel covers
//     is hidden, not clashing (the same text twice is a shadow);
//   - words shown in English because the language lacks them
//     (lang.Missing, which forgets them once asked).
func (d *Driver) TextProblems() []string {
	d.T.Helper()
	runs := d.recordText(nil)
	shown := d.pixels()
	ctx := d.App.Context()
	modal := d.modal()
	var out []string
	var seen []problem
	for _, r := range runs {
		if r.Cut {
			out = append(out, fmt.Sprintf("%q is cut: no room for it at the bottom of its box %s", r.Text, rect(r.Fit)))
			continue
		}
		if r.Fit.W > 0 && !Within(r.Box, r.Fit.Inset(-slack)) {
			seen = append(seen, problem{run: r, where: r.Box, say: fmt.Sprintf("%q at %s overflows its box %s", r.Text, rect(r.Box), rect(r.Fit))})
		}
		if r.Box.X < -slack || r.Box.Right() > ctx.W+slack {
			seen = append(seen, problem{run: r, where: intersect(r.Box, sprites.R(0, 0, ctx.W, ctx.H)), say: fmt.Sprintf("%q at %s runs off the screen", r.Text, rect(r.Box))})
		}
		if tg, ok := labelOf(r.TextRun, ctx.Targets); ok && !Within(r.Box, tg.Inset(-slack)) {
			seen = append(seen, problem{run: r, where: intersect(r.Box, tg.Rect), say: fmt.Sprintf("%q at %s reaches outside its button %q %s", r.Text, rect(r.Box), tg.ID, rect(tg.Rect))})
		}
		if !modal {
			seen = append(seen, underButtons(r, ctx.Targets)...)
		}
	}
	out = append(out, d.shown(append(seen, clashes(runs)...), shown)...)
	for _, w := range lang.Missing() {
		out = append(out, "shown in English: "+w)
	}
	return slices.Compact(out)
}

// problem is what is wrong with a run, if the run shows in where (or,
// when hidden is set, if it does not).
type problem struct {
	run    textRun
	where  sprites.Rect
	say    string
	hidden bool
}

// modal reports a question or an overlay (the pause menu, the settings)
// over the screen, or a page with more below that scrolls under its bar
// of buttons: what they cover is meant to be covered.
func (d *Driver) modal() bool {
	s := d.App.Describe()
	q, _ := s["question"].(string)
	return s["overlay"] != nil || q != "" || s["moreBelow"] == true
}

// underButtons is the problem of a button's label under another button:
// where it covers the label, a player cannot read it (Chinatown's tiles
// under Done building on a phone held sideways). Other text under a
// button, a picture's figures under a ribbon, may be meant.
func underButtons(r textRun, targets []ui.Target) []problem {
	own, ok := labelOf(r.TextRun, targets)
	if !ok {
		return nil
	}
	var over ui.Target
	found := false
	for _, tg := range targets {
		b := sprites.R(tg.X, tg.Y, tg.W, tg.H)
		if tg.ID != own.ID && Overlapping(r.Box, b) && !labels(r.Text, tg.Label) && (!found || tg.W*tg.H < over.W*over.H) {
			over, found = tg, true
		}
	}
	if !found {
		return nil
	}
	b := sprites.R(over.X, over.Y, over.W, over.H)
	return []problem{{run: r, where: intersect(r.Box, b), hidden: true,
		say: fmt.Sprintf("%q at %s, the label of %q, is hidden under the button %q %s", r.Text, rect(r.Box), own.ID, over.ID, rect(b))}}
}

// shown keeps the problems of runs that show (or, for a problem of text
// hidden, that do not): the frame is drawn again with those runs held
// back, and where a run must show the screen must change. Text under a
// panel, or left behind off the screen, is no player's problem. Where
// several runs were held back at once, one of them may have changed the
// screen where another lay: each such run is then held back alone.
func (d *Driver) shown(ps []problem, shown *image.RGBA) []string {
	if len(ps) == 0 {
		return nil
	}
	held := map[int]bool{}
	var boxes []textRun
	for _, p := range ps {
		if !held[p.run.n] {
			boxes = append(boxes, p.run)
		}
		held[p.run.n] = true
	}
	kept := d.showing(ps, held, shown)
	var sure, unsure []problem
	for _, p := range ps {
		k := slices.ContainsFunc(kept, func(q problem) bool { return q.say == p.say })
		others := slices.ContainsFunc(boxes, func(b textRun) bool { return b.n != p.run.n && Overlapping(b.Box, p.where) })
		switch {
		case !others && k:
			sure = append(sure, p)
		case others && k != p.hidden:
			unsure = append(unsure, p) // it showed, but perhaps only another did
		case k:
			sure = append(sure, p) // hidden even with others held back
		}
	}
	for _, b := range boxes {
		var its []problem
		for _, p := range unsure {
			if p.run.n == b.n {
				its = append(its, p)
			}
		}
		if len(its) > 0 {
			sure = append(sure, d.showing(its, map[int]bool{b.n: true}, shown)...)
		}
	}
	var out []string
	for _, p := range sure {
		out = append(out, p.say)
	}
	slices.Sort(out)
	return out
}

// showing keeps the problems whose area changes when the runs held are
// held back.
func (d *Driver) showing(ps []problem, held map[int]bool, shown *image.RGBA) []problem {
	d.recordText(func(n int) bool { return held[n] })
	without := d.pixels()
	var out []problem
	for _, p := range ps {
		if differ(shown, without, p.where, d.App.Context().Scale) != p.hidden {
			out = append(out, p)
		}
	}
	return out
}

// textRun is a run recorded on the screen, with its place among all the
// runs the frame drew (so that a later frame can hold it back).
type textRun struct {
	sprites.TextRun
	n int
}

// recordText draws a frame, holding back the runs numbered as hold says
// (nil: none), and returns the runs that ended up on the screen.
func (d *Driver) recordText(hold func(n int) bool) []textRun {
	var runs []textRun
	n := 0
	stop := sprites.RecordText(func(r sprites.TextRun) bool {
		n++
		if r.Onto == d.img {
			runs = append(runs, textRun{r, n - 1})
		}
		return hold == nil || !hold(n-1)
	})
	defer stop()
	d.Draw()
	return runs
}

func (d *Driver) pixels() *image.RGBA {
	img := image.NewRGBA(d.img.Bounds())
	d.img.ReadPixels(img.Pix)
	return img
}

// labelOf is the button a run labels: the smallest target its middle
// lies in whose label is the run's text, or holds it (one line of a label
// set on two), or is held in it (a count beside the word). A target's
// area is where a finger hits, not where it is drawn: the number beside
// a board's space, or a message under a button not shown, labels nothing.
func labelOf(run sprites.TextRun, targets []ui.Target) (button, bool) {
	var best button
	found := false
	x, y := run.Box.Centre()
	for _, tg := range targets {
		r := sprites.R(tg.X, tg.Y, tg.W, tg.H)
		if r.Contains(x, y) && (!found || r.W*r.H < best.W*best.H) && labels(run.Text, tg.Label) {
			best, found = button{r, tg.ID}, true
		}
	}
	return best, found
}

// button is a target's area and id.
type button struct {
	sprites.Rect
	ID string
}

func labels(text, label string) bool {
	return text == label || len(text) > 2 && strings.Contains(label, text) || len(label) > 2 && strings.Contains(text, label)
}

// clashes are the runs of different text overlapping each other, each
// a problem where the one drawn first shows under the other.
func clashes(runs []textRun) []problem {
	var out []problem
	for i, a := range runs {
		for _, b := range runs[i+1:] {
			if !a.Cut && !b.Cut && a.Text != b.Text && Overlapping(a.Box, b.Box) {
				out = append(out, problem{run: a, where: intersect(a.Box, b.Box), say: fmt.Sprintf("%q at %s and %q at %s overlap", a.Text, rect(a.Box), b.Text, rect(b.Box))})
			}
		}
	}
	return out
}

// differ reports whether a few pixels in r (logical px) differ plainly
// between two frames: text under a nearly opaque panel does not count.
func differ(a, b *image.RGBA, r sprites.Rect, scale float64) bool {
	box := image.Rect(int(r.X*scale), int(r.Y*scale), int(r.Right()*scale+1), int(r.Bottom()*scale+1)).Intersect(a.Bounds())
	n := 0
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			p, q := a.RGBAAt(x, y), b.RGBAAt(x, y)
			if far(p.R, q.R) || far(p.G, q.G) || far(p.B, q.B) {
				n++
			}
		}
	}
	return n >= 3
}

func far(a, b uint8) bool { return int(a)-int(b) > 32 || int(b)-int(a) > 32 }

func intersect(a, b sprites.Rect) sprites.Rect {
	x0, y0 := max(a.X, b.X), max(a.Y, b.Y)
	return sprites.R(x0, y0, min(a.Right(), b.Right())-x0, min(a.Bottom(), b.Bottom())-y0)
}

func rect(r sprites.Rect) string {
	return fmt.Sprintf("(%.0f,%.0f %.0fx%.0f)", r.X, r.Y, r.W, r.H)
}

// ScreensFor are the sizes a scene test plays a game in, in a language:
// German, which runs longest, on the phone either way up; French on the
// tablet either way up; English at all four. The tables' text is still
// checked at every size in every language (tabletest's TextFits step):
// playing each game in each language at each size would cost CI minutes.
func ScreensFor(l lang.Language) [][2]float64 {
	switch l {
	case lang.German:
		return TextScreens[:2]
	case lang.French:
		return TextScreens[2:]
	}
	return TextScreens
}

// PlaysAt reports whether size is among ScreensFor(l).
func PlaysAt(l lang.Language, size [2]float64) bool {
	return slices.Contains(ScreensFor(l), size)
}
