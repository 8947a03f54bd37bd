package scenes

import (
	"quartet/lang"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// learnRect is where a card offers its title's tutorial: across the top
// of its picture, clear of the card's middle, where a tap (and every test
// that taps a card) means the card itself.
func learnRect(card sprites.Rect) sprites.Rect {
	// 44 px high: a finger's width, as every target.
	return sprites.R(card.X+22, card.Y+20, card.W-44, 44)
}

// offersLearning lists, per card, whether it offers "Learn to play": a
// title with a tutorial that the person has never played here.
func (m *menu) offersLearning() []bool {
	out := make([]bool, len(m.titles))
	for i, t := range m.titles {
		out[i] = m.app != nil && hasTutorial(t.ID) && neverPlayed(m.app.store, t.ID)
	}
	return out
}

// updateLearn opens a card's tutorial on a tap on its button, reporting
// whether it did.
func (m *menu) updateLearn(c *ui.Context, i int) bool {
	if i >= len(m.learn) || !m.learn[i] {
		return false
	}
	if c.Button("learn-"+m.titles[i].ID, learnRect(m.lay.cards[i]), lang.T("Learn to play"), true) {
		m.app.Tutorial(m.titles[i].ID)
		return true
	}
	return false
}

// drawLearn paints the cards' Learn to play buttons, lifted with their
// cards.
func (m *menu) drawLearn(cv *sprites.Canvas, c *ui.Context) {
	for i := range m.titles {
		if i < len(m.learn) && m.learn[i] {
			r := learnRect(m.lay.cards[i])
			r.Y -= 6 * m.hover[i]
			ui.DrawButton(cv, c, r, lang.T("Learn to play"), ui.Primary, true)
		}
	}
}
