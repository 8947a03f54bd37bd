package table

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/scenes/scenetest"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// cardPixels draws card on a plain background and returns the pixels.
func cardPixels(img *ebiten.Image, cv *sprites.Canvas, r sprites.Rect, card SeatCard) []byte {
	img.Fill(sprites.Hex(0x203040))
	DrawSeatCard(cv, r, card)
	px := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
	img.ReadPixels(px)
	return px
}

// On a tablet, either way up and with two to five seats, a card's score
// stays inside the card, clear of its top edge, and its label is written
// under the figure, not into it (play-test: the digits overhung the seat
// cards on a tablet, and "kiezdollars" touched them).
func TestAScoreStaysInsideItsCardAboveItsLabel(t *testing.T) {
	scenetest.NeedGraphics(t)
	for _, sz := range [][2]float64{{1024, 768}, {768, 1024}} {
		img := ebiten.NewImage(int(sz[0]), int(sz[1]))
		defer img.Deallocate()
		cv := &sprites.Canvas{Img: img, Scale: 1, W: sz[0], H: sz[1]}
		for seats := 2; seats <= MaxSeats; seats++ {
			l := Arrange(&ui.Context{W: sz[0], H: sz[1], Scale: 1}, Spec{Seats: seats, Controls: 80})
			for _, score := range []string{"$1,205k", "230"} {
				r := l.Seats[seats-1]
				card := SeatCard{Name: "Violet (medium)", Colour: sprites.Hex(0xD03030)}
				bare := cardPixels(img, cv, r, card)
				card.Score = score
				scored := cardPixels(img, cv, r, card)
				card.ScoreLabel = "kiezdollars"
				labelled := cardPixels(img, cv, r, card)
				name := fmt.Sprintf("%vx%v, %d seats, %s on %v", sz[0], sz[1], seats, score, r)
				// The figure's top, and in each column its foot and the
				// label's top.
				top, foot, label := 1e9, map[int]float64{}, map[int]float64{}
				w := img.Bounds().Dx()
				for y := int(r.Y) - 12; y < int(r.Bottom()); y++ {
					for x := int(r.X); x < int(r.Right()); x++ {
						i := 4 * (y*w + x)
						if string(scored[i:i+4]) != string(bare[i:i+4]) {
							top, foot[x] = min(top, float64(y)), float64(y)
						}
						if _, seen := label[x]; !seen && string(labelled[i:i+4]) != string(scored[i:i+4]) {
							label[x] = float64(y)
						}
					}
				}
				if len(foot) == 0 || len(label) == 0 {
					t.Fatalf("%s: no score or no label drawn", name)
				}
				if top < r.Y+5 {
					t.Errorf("%s: the score reaches %.0f px, its card begins at %.0f", name, top, r.Y)
				}
				for x, y := range label {
					if f, ok := foot[x]; ok && y <= f {
						t.Errorf("%s: the label begins at %.0f px where the score's foot is at %.0f", name, y, f)
						break
					}
				}
			}
		}
	}
}
