package hongkong

import (
	hk "quartet/rules/hongkong"
	"quartet/sprites"
)

// lift is a piece taken back by undo: it rises off its stack and fades, so
// that the player sees which pieces went rather than missing them.
type lift struct {
	plot, level int
	kind        hk.Kind
	seat        int
	age         int
}

// liftTicks is how long a taken-back piece takes to rise and fade.
const liftTicks = 30

// liftTakenBack starts a lift for every piece that before had and the game
// now has not.
func (s *Scene) liftTakenBack(before *hk.Game) {
	g := s.game()
	s.lifts = s.lifts[:0]
	for p := range hk.Plots {
		was, now := before.Plot(p).Pieces(), g.Plot(p).Len()
		for i := now; i < len(was); i++ {
			s.lifts = append(s.lifts, lift{plot: p, level: i, kind: was[i].Kind, seat: int(was[i].Seat)})
		}
	}
}

func (s *Scene) stepLifts() {
	out := s.lifts[:0]
	for _, l := range s.lifts {
		l.age++
		if l.age < liftTicks {
			out = append(out, l)
		}
	}
	s.lifts = out
}

// drawLifts paints the rising pieces over the board.
func (s *Scene) drawLifts(cv *sprites.Canvas) {
	for _, l := range s.lifts {
		t := float64(l.age) / liftTicks
		x, y := plotXY(l.plot)
		// Only blocks lie under a piece: nothing goes on a roof.
		z := float64(l.level)*blockH + 1.4*sprites.EaseOutCubic(t)
		drawPiece(cv, s.cam, x, y, z, l.kind, s.seatColour(l.seat), 1-sprites.EaseInQuad(t), 1)
	}
}
