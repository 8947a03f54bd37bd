package hongkong

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	hk "quartet/rules/hongkong"
	"quartet/scenes/ui"
)

// updateEnd shows the result once the last piece has landed, and handles
// its buttons.
func (s *Scene) updateEnd(c *ui.Context) {
	if s.busy() {
		return
	}
	if !s.endShown {
		s.endShown = true
		s.endTicks = 0
		w := s.game().Outcome().Winner
		if w >= 0 && (!s.t.IsAI(w) || s.t.Humans() == 0) {
			c.Sound.Play(audio.WinFanfare)
		} else {
			c.Sound.Play(audio.LossCue)
		}
	}
	s.endTicks++
	if s.endHide {
		if c.Button("show-result", s.lay.undo, "Result", true) || c.Pointer.Tap && s.lay.board.Contains(c.Pointer.X, c.Pointer.Y) {
			s.endHide = false
		}
		return
	}
	if c.Button("again", s.lay.endBtns[0], "Play again", true) || c.Key(ebiten.KeyEnter) {
		s.restart(c)
		return
	}
	if c.Button("board", s.lay.endBtns[1], "See board", true) {
		s.endHide = true
	}
	if c.Button("to-menu", s.lay.endBtns[2], "Menu", true) {
		c.Nav.Menu()
	}
}

// resultText explains the result in words, the centre tie-break included.
func (s *Scene) resultText() (headline, detail string) {
	g := s.game()
	o := g.Outcome()
	n := g.Buildings()
	centre := g.Plot(hk.Centre).Controller()
	switch {
	case o.Winner < 0:
		headline = "A draw"
	case s.seatName(o.Winner) == "You":
		headline = "You win!"
	case !s.t.IsAI(o.Winner) || s.t.Humans() == 0:
		headline = s.seatName(o.Winner) + " wins"
	default:
		headline = s.seatName(o.Winner) + " wins"
		if s.t.Humans() == 1 {
			headline = "You lose"
		}
	}
	detail = fmt.Sprintf("Buildings: %s %d, %s %d.", s.seatName(0), n[0], s.seatName(1), n[1])
	switch {
	case n[0] != n[1]:
	case centre >= 0:
		detail += fmt.Sprintf(" Tied on buildings, so the centre plot decides: %s controls c3.", s.seatName(centre))
	default:
		detail += " Tied on buildings with the centre plot empty: nobody wins."
	}
	return headline, detail
}

func (s *Scene) drawEnd(cv *ui.Canvas, c *ui.Context) {
	t := ui.EaseOutBack(float64(s.endTicks) / 24)
	r := s.lay.end
	r.Y += (1 - t) * 40
	cv.Rect(ui.R(0, 0, c.W, c.H), ui.Alpha(ui.Hex(0x000000), 0.35*ui.Clamp01(float64(s.endTicks)/20)))
	ui.Panel(cv, r)
	head, detail := s.resultText()
	w := s.game().Outcome().Winner
	col := ui.Ink
	if w >= 0 {
		col = ui.Shade(s.seatColour(w), 0.85)
	}
	cv.Text(head, r.X+r.W/2, r.Y+56, cv.FitSize(head, r.W-40, 44, ui.Bold), ui.Bold, col, ui.Middle, ui.Middle)
	n := s.game().Buildings()
	cv.Text(fmt.Sprintf("%d – %d", n[0], n[1]), r.X+r.W/2, r.Y+112, 34, ui.Bold, ui.Ink, ui.Middle, ui.Middle)
	cv.TextBox(detail, ui.R(r.X+28, r.Y+146, r.W-56, r.H-146-90), 17, ui.Regular, ui.Ink, ui.Middle)
	ui.DrawButton(cv, c, s.lay.endBtns[0], "Play again", ui.Primary, true)
	ui.DrawButton(cv, c, s.lay.endBtns[1], "See board", ui.Secondary, true)
	ui.DrawButton(cv, c, s.lay.endBtns[2], "Menu", ui.Secondary, true)
}
