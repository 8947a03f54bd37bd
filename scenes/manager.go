package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"quartet/scenes/ui"
	"quartet/sprites"
)

// transitionTicks is how long a scene change takes: a third of a second.
const transitionTicks = 20

// manager holds the scene on screen, the one arriving during a transition,
// and overlays (pause, settings, rules) stacked over the scene. As in
// Ebitengine's examples/blocks, a transition draws both scenes into
// offscreen images and blends them; here the new one also slides in.
type manager struct {
	current  ui.Scene
	next     ui.Scene
	t        int // ticks left in the transition
	overlays []ui.Scene
	from, to *ebiten.Image
}

func (m *manager) goTo(s ui.Scene) {
	m.closeOverlays()
	if m.current == nil {
		m.current = s
		return
	}
	if m.next != nil && m.next != s {
		free(m.next)
	}
	m.next = s
	m.t = transitionTicks
}

// closeOverlays lets every overlay go.
func (m *manager) closeOverlays() {
	for _, o := range m.overlays {
		free(o)
	}
	m.overlays = nil
}

// closeOverlay lets the topmost overlay go.
func (m *manager) closeOverlay() {
	if n := len(m.overlays); n > 0 {
		free(m.overlays[n-1])
		m.overlays = m.overlays[:n-1]
	}
}

// free lets a scene's images go when the manager is done with it.
func free(s ui.Scene) {
	if f, ok := s.(ui.Freer); ok {
		f.Free()
	}
}

func (m *manager) top() ui.Scene {
	if n := len(m.overlays); n > 0 {
		return m.overlays[n-1]
	}
	return m.current
}

func (m *manager) update(c *ui.Context) error {
	if m.t > 0 && c.Pointer.Pressed {
		// A finger that comes down while the new screen slides in means
		// that screen: the slide ends at once, so the tap is not lost. On
		// a slow machine the slide can last seconds.
		m.t = 1
	}
	if m.t > 0 {
		m.t--
		if m.t == 0 {
			if m.current != m.next {
				free(m.current)
			}
			m.current, m.next = m.next, nil
			// Two screen-sized images are a lot to keep for the next
			// transition, seconds or minutes away.
			for _, img := range []*ebiten.Image{m.from, m.to} {
				if img != nil {
					img.Deallocate()
				}
			}
			m.from, m.to = nil, nil
			if c.Pointer.Pressed {
				return m.top().Update(c)
			}
		}
		return nil
	}
	return m.top().Update(c)
}

func (m *manager) draw(cv *sprites.Canvas, c *ui.Context) {
	if m.t == 0 {
		m.current.Draw(cv, c)
		for _, o := range m.overlays {
			cv.Rect(sprites.R(0, 0, cv.W, cv.H), sprites.Alpha(sprites.Hex(0x000000), 0.45))
			o.Draw(cv, c)
		}
		return
	}
	m.from = fit(m.from, cv.Img)
	m.to = fit(m.to, cv.Img)
	m.from.Clear()
	m.current.Draw(&sprites.Canvas{Img: m.from, Scale: cv.Scale, W: cv.W, H: cv.H}, c)
	m.to.Clear()
	m.next.Draw(&sprites.Canvas{Img: m.to, Scale: cv.Scale, W: cv.W, H: cv.H}, c)
	p := sprites.EaseInOutCubic(1 - float64(m.t)/transitionTicks)
	cv.Img.DrawImage(m.from, nil)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(0, (1-p)*cv.H*0.08*cv.Scale)
	op.ColorScale.ScaleAlpha(float32(p))
	cv.Img.DrawImage(m.to, op)
}

// fit returns an offscreen image the size of dst, reusing img when it fits.
func fit(img, dst *ebiten.Image) *ebiten.Image {
	b := dst.Bounds()
	if img != nil && img.Bounds().Eq(b) {
		return img
	}
	if img != nil {
		img.Deallocate()
	}
	return ebiten.NewImageWithOptions(b, &ebiten.NewImageOptions{Unmanaged: true})
}
