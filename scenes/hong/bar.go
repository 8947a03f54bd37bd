package hong

import (
	"fmt"

	"quartet/lang"
	hg "quartet/rules/hong"
	"quartet/scenes/hong/race"
	"quartet/sprites"
)

// raceShown is the race to the target as the board shows it: it trails the
// game while a move animates, as the count does.
func (s *Scene) raceShown() race.Board {
	g := s.game()
	b := g.Board()
	rb := race.Board{Count: s.count, Target: g.Target(), Spaces: b.Spaces(), Over: s.t.Over(), Expansion: g.Expansion()}
	for c := range hg.Cells {
		if !b.Playable(c) {
			continue
		}
		switch s.view[c] {
		case hg.Stone:
			rb.Stones++
		case hg.Empty:
			rb.Empty++
		}
	}
	return rb
}

// paintRace draws the count against the target in r, as a bar with the
// target marked and a pale mark where the count is due by now; with it,
// who is ahead and by what measure (play-test: "Emperor ahead" alone was a
// riddle). It returns the words written on the bar.
func paintRace(cv *sprites.Canvas, r sprites.Rect, rb race.Board) []barLabel {
	verdict, need := rb.Verdict()
	leadCol := sprites.Hex(0xF2C14E)
	switch rb.Leading() {
	case race.Emperor:
		leadCol = sprites.Hex(0xFF9C8A)
	case race.Over:
		if rb.Count < rb.Target {
			leadCol = sprites.Hex(0xFF9C8A)
		}
	case race.Even:
		leadCol = sprites.Paper
	}
	var bar sprites.Rect
	if r.H >= 50 {
		// The count and who leads on top, in large type; what the
		// Dragon Master needs under the bar.
		size := min(20, r.H*0.28)
		head := lang.Tf("%d of %d Hongs", rb.Count, rb.Target)
		hs := cv.FitSize(head, r.W*0.42, size, sprites.Bold)
		cv.Text(head, r.X+2, r.Y+size*0.6, hs, sprites.Bold, sprites.Paper, sprites.Start, sprites.Middle)
		vs := cv.FitSize(verdict, r.W-cv.TextWidth(head, hs, sprites.Bold)-16, size, sprites.Bold)
		cv.Text(verdict, r.Right()-2, r.Y+size*0.6, vs, sprites.Bold, leadCol, sprites.End, sprites.Middle)
		small := min(16, r.H*0.23)
		bar = sprites.R(r.X, r.Y+size*1.35, r.W, max(6, r.H-size*1.35-small*1.5))
		cv.Text(need, r.X+2, r.Bottom()-small*0.6, cv.FitSize(need, r.W-4, small, sprites.Regular), sprites.Regular, sprites.Alpha(sprites.Paper, 0.9), sprites.Start, sprites.Middle)
	} else {
		// A short panel (a phone on its side): one line says it all,
		// the bar under it.
		line := verdict + " · " + need
		size := cv.FitSize(line, r.W-4, min(15, r.H*0.45), sprites.Bold)
		if cv.TextWidth(line, size, sprites.Bold) > r.W-4 {
			// German and French run longer than the smallest type allows:
			// the bar under the line shows the count against the target,
			// so the need gives way rather than run off the screen (the
			// bar keeps its room: its marks need it).
			line = verdict
		}
		cv.Text(line, r.X+2, r.Y+size*0.6, size, sprites.Bold, leadCol, sprites.Start, sprites.Middle)
		bar = sprites.R(r.X, r.Y+size*1.4, r.W, max(5, r.H-size*1.4-3))
	}
	return paintBar(cv, bar, rb)
}

// paintBar draws the bar itself: the count in gold, the pace's pale mark
// and the target's tall one.
func paintBar(cv *sprites.Canvas, bar sprites.Rect, rb race.Board) []barLabel {
	cv.RoundRect(bar, bar.H/2, sprites.Alpha(sprites.Hex(0x000000), 0.45))
	top := float64(max(rb.Target+3, rb.Count+1))
	fill := bar
	fill.W = bar.W * float64(rb.Count) / top
	if fill.W > 0 {
		cv.RoundRect(fill, bar.H/2, glowGold)
	}
	px := bar.X + bar.W*rb.Pace()/top
	cv.Rect(sprites.R(px-1, bar.Y, 2, bar.H), sprites.Alpha(sprites.Paper, 0.7))
	tx := bar.X + bar.W*float64(rb.Target)/top
	cv.Rect(sprites.R(tx-1.5, bar.Y-3, 3, bar.H+6), sprites.Paper)
	return labelBar(cv, bar, px, tx, rb)
}

// labelBar writes on the bar what its two marks are: "due now" by the
// pale mark, the target's number by the tall one (play-test: a newcomer
// could not tell what either mark was, and on a phone the gold of the
// count ran over the pale mark's word). Each word is set on a dark tag of
// its own, clear of the other, so that the count's gold never covers it.
// It returns the words written, with where.
func labelBar(cv *sprites.Canvas, bar sprites.Rect, px, tx float64, rb race.Board) []barLabel {
	size := min(13, bar.H*0.85)
	if size < 8 {
		return nil
	}
	y := bar.Y + bar.H/2
	pad := size * 0.3
	tag := func(text string, x float64, align sprites.Align) barLabel {
		w := cv.TextWidth(text, size, sprites.Bold) + 2*pad
		r := sprites.R(x, bar.Y+0.5, w, bar.H-1)
		if align == sprites.End {
			r.X = x - w
		}
		return barLabel{text, r}
	}
	var out []barLabel
	clear := func(l barLabel) bool {
		if l.r.X < bar.X+1 || l.r.Right() > bar.Right()-1 {
			return false
		}
		for _, o := range out {
			if l.r.X < o.r.Right()+2 && o.r.X < l.r.Right()+2 {
				return false
			}
		}
		return true
	}
	// The target's number right of its mark, or else left of it; "due
	// now" by its own mark on whichever side is clear, or else "due".
	name := lang.Tf("target %d", rb.Target)
	for _, l := range []barLabel{tag(name, tx+3, sprites.Start), tag(name, tx-3, sprites.End), tag(fmt.Sprint(rb.Target), tx+3, sprites.Start)} {
		if clear(l) {
			out = append(out, l)
			break
		}
	}
	if rb.Pace() > 0 {
		for _, l := range []barLabel{tag(lang.T("due now"), px+3, sprites.Start), tag(lang.T("due now"), px-3, sprites.End), tag(lang.T("due"), px+3, sprites.Start), tag(lang.T("due"), px-3, sprites.End)} {
			if clear(l) {
				out = append(out, l)
				break
			}
		}
	}
	for _, l := range out {
		cv.RoundRect(l.r, l.r.H*0.4, sprites.Alpha(sprites.Hex(0x120A08), 0.88))
		cv.Text(l.text, l.r.X+pad, y, size, sprites.Bold, sprites.Paper, sprites.Start, sprites.Middle)
	}
	return out
}

// barLabel is a word written on the count's bar, and its tag.
type barLabel struct {
	text string
	r    sprites.Rect
}
