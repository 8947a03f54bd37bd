package hongkong

import (
	"math"

	"quartet/audio"
	"quartet/rules"
	hk "quartet/rules/hongkong"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// flight is a piece on its way from the player's side of the table to its
// plot: it rises, arcs over, drops, and bounces as it lands.
type flight struct {
	ev   hk.Placed
	age  int
	dur  int // ticks in the air
	land int // ticks of the landing bounce
}

const (
	flightTicks = 32
	landTicks   = 14
)

// placedBeat is a placed piece's beat at normal speed: its flight, and half
// its landing, before the second piece of a double move takes off.
const placedBeat = flightTicks + landTicks/2

// animate queues a move's events on the beat queue. The pieces are in the
// rules' board already; each is hidden until its flight lands.
func (s *Scene) animate(c *ui.Context, events []rules.Event) {
	s.beats.Add(s.t.LastMoveSeat, events)
	s.lastPlots = s.lastPlots[:0]
	delay := 0
	for _, e := range events {
		if ev, ok := e.(hk.Placed); ok {
			s.hidden[ev.Plot]++
			s.lastPlots = append(s.lastPlots, ev.Plot)
			delay += c.AnimTicks(placedBeat)
		}
	}
	s.lastAge = -delay
}

// show is how Hong Kong's events look on the beat queue: a placed piece
// takes off as its beat begins, and flies on past the beat's end while the
// next piece takes off.
type show struct{ *Scene }

func (sh show) Begin(c *ui.Context, b *table.Beat) int {
	ev, ok := b.Event.(hk.Placed)
	if !ok {
		return 0
	}
	sh.anims = append(sh.anims, flight{ev: ev, dur: c.AnimTicks(flightTicks), land: c.AnimTicks(landTicks)})
	return placedBeat
}

func (show) Step(*ui.Context, *table.Beat)   {}
func (show) Finish(*ui.Context, *table.Beat) {}

// stepAnims plays the beats, advances the flights and plays each landing's
// sound.
func (s *Scene) stepAnims(c *ui.Context) {
	s.beats.Update(c, show{s})
	out := s.anims[:0]
	for i := range s.anims {
		f := &s.anims[i]
		f.age++
		if f.age == f.dur {
			s.land(c, f.ev)
		}
		if f.age >= f.dur+f.land {
			continue
		}
		out = append(out, *f)
	}
	s.anims = out
}

// land is the moment a piece touches down: it joins its stack, and the table
// sounds and sparkles.
func (s *Scene) land(c *ui.Context, ev hk.Placed) {
	s.hidden[ev.Plot]--
	switch {
	case ev.Piece == hk.Roof:
		c.Sound.Play(audio.RoofClack)
	case ev.Level == 0:
		c.Sound.Play(audio.BlockOnWood)
	default:
		c.Sound.Play(audio.BlockOnBlocks)
	}
	if s.cam == nil {
		return
	}
	x, y := plotXY(ev.Plot)
	top := s.stackTop(ev.Plot, ev.Level+1)
	sx, sy, _ := s.cam.Project(sprites.Vec{X: x + 0.5, Y: y + 0.5, Z: top})
	if ev.Captured {
		c.Sound.Play(audio.Capture)
		s.particles.Burst(sx, sy, 26, s.seatColour(ev.Seat), 4.5)
		s.particles.Burst(sx, sy, 10, sprites.Gold, 3.5)
	} else {
		s.particles.Burst(sx, sy, 8, sprites.Hex(0xE8D3AE), 2)
	}
}

// stackTop is the height of plot's stack counting its lowest n pieces.
func (s *Scene) stackTop(plot, n int) float64 {
	z := 0.0
	for i, pc := range s.game().Plot(plot).Pieces() {
		if i >= n {
			break
		}
		z += pieceHeight(pc.Kind)
	}
	return z
}

// flightPos is where a flying piece is now and how squashed it is.
func (s *Scene) flightPos(f *flight) (pos sprites.Vec, squash float64) {
	px, py := plotXY(f.ev.Plot)
	end := sprites.Vec{X: px, Y: py, Z: s.stackTop(f.ev.Plot, f.ev.Level)}
	if f.age >= f.dur {
		// Landing: a quick squash and stretch.
		t := float64(f.age-f.dur) / float64(f.land)
		return end, 1 - 0.22*math.Sin(math.Pi*t)*(1-t)
	}
	// Take off from the mover's side of the board, high over the table.
	start := sprites.Vec{X: -2.2, Y: 1.2, Z: 3.2}
	if f.ev.Seat == 1 {
		start = sprites.Vec{X: 6.2, Y: 3.8, Z: 3.2}
	}
	t := float64(f.age) / float64(f.dur)
	e := sprites.EaseInOutCubic(t)
	pos = sprites.Lerp3(start, end, e)
	pos.Z += 1.6 * math.Sin(math.Pi*e) * (1 - e*0.3)
	return pos, 1
}

// Busy reports whether the scene is still animating, for tests.
func (s *Scene) Busy() bool { return s.busy() || s.particles.Busy() }
