package hong

import (
	"fmt"

	"quartet/lang"
	hg "quartet/rules/hong"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// The seat cards and the key of what the title's panel shows: the table
// repaints its panels only when the key changes.

// hudKey is everything the title's part of the panel shows.
type hudKey struct {
	lay                controls
	count, target      int
	empty              int
	lair               [8]bool
	offer              string
	phase              phase
	human, tile, ghost bool
	sel                bool
	ghostTile          hg.Content
	press, hover       int
	over, seen         bool
	kept               string
}

// hudParts is what the title's part of the panels shows, and the cards.
func (s *Scene) hudParts(c *ui.Context) (hudKey, []table.SeatCard) {
	g := s.game()
	human := s.humanReady()
	k := hudKey{
		lay: s.panel.controls, count: s.count, target: g.Target(), empty: s.raceShown().Empty, lair: s.lairShown,
		phase: phaseOf(s.game()), human: human, tile: s.draft.needsTile(s.game()), ghost: s.draft.ghost >= 0, sel: s.draft.sel >= 0,
		ghostTile: s.draft.tile, press: -1, hover: -1, over: s.t.Over(), seen: s.ch.BoardSeen(), kept: s.end.kept,
	}
	for _, p := range g.Offer() {
		k.offer += p.Name() + " "
	}
	rects := [...]sprites.Rect{s.panel.turn, s.panel.place, s.panel.cancel, s.panel.supply, s.panel.keep}
	for i, r := range rects {
		if c.Pointer.PressIn(r) {
			k.press = i
		}
		if c.Pointer.Hover(r) {
			k.hover = i
		}
	}
	for i, r := range s.panel.offers {
		if c.Pointer.PressIn(r) {
			k.press = len(rects) + i
		}
		if c.Pointer.Hover(r) {
			k.hover = len(rects) + i
		}
	}
	return k, s.cards()
}

// playing is the state of a computer's card while its move is shown.
var playing = lang.Noop("playing…")

// cards are the two seat cards. While a computer's move is still shown its
// card says it is playing, and the person's card says "to play" only once
// the board has caught up: the cards follow what the eyes see.
func (s *Scene) cards() []table.SeatCard {
	g := s.game()
	cards := []table.SeatCard{s.ch.Card(0), s.ch.Card(1)}
	for i := range cards {
		cards[i].Name = s.name(i)
	}
	if s.computerPlaying() {
		for i := range cards {
			cards[i].Active, cards[i].State = i == s.t.LastMoveSeat, ""
		}
		cards[s.t.LastMoveSeat].State = lang.Of(playing)
		cards[s.t.LastMoveSeat].Busy = true
	}
	cards[hg.DragonMaster].Score, cards[hg.DragonMaster].ScoreLabel = fmt.Sprint(s.count), lang.Tf("of %d Hongs", g.Target())
	cards[hg.Emperor].Score, cards[hg.Emperor].ScoreLabel = fmt.Sprint(s.raceShown().Empty), lang.T("spaces left")
	return cards
}
