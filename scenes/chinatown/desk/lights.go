package desk

import "quartet/scenes/ui"

// A button that comes up where the finger just was is greyed for a moment
// (0.4 s), so that the second tap of a double tap, or a tap a beat late,
// never lands on what replaced the button it was meant for.

// lights says when the trading card's buttons and the row under the
// panel light up. card is what the trading card shows (an offer, or the
// suggestion), and cardAt the tick it came: see settled. deskWas is
// whether the desk was open, and deskAt the tick that last changed: see
// rowSettled.
type lights struct {
	card     cardKey
	cardAt   int
	cardSeen bool
	deskWas  bool
	deskAt   int
}

// begin starts a tick's layout: the desk opening or closing is noted.
func (l *lights) begin(c *ui.Context, open bool) {
	l.cardSeen = false
	if open != l.deskWas {
		l.deskWas, l.deskAt = open, c.Tick
	}
}

// end forgets a card no longer shown, so that it lights up afresh when it
// comes back.
func (l *lights) end() {
	if !l.cardSeen {
		l.card = cardKey{}
	}
}

// cardKey tells trading cards apart: an offer by its deal and how often
// it was changed, the suggestion by the seed it was found with.
type cardKey struct {
	deal, changes int
	suggestion    uint64
}

// cardSettleTicks is how long a trading card's buttons stay greyed after
// the card came: longer than the gap between a double tap's two taps.
const cardSettleTicks = 24

// settled reports whether the trading card keyed key has stood long
// enough to take a tap. A card that comes in another's place (the next
// offer once one is answered, the suggestion once the desk is sent, an
// offer reopened) must not take a tap meant for what was there (play-test:
// a double tap on Accept also accepted Jade's offer, shown in its place
// and never seen; a tap after Send offer sent the suggestion).
func (l *lights) settled(c *ui.Context, key cardKey) bool {
	if key != l.card {
		l.card, l.cardAt = key, c.Tick
	}
	l.cardSeen = true
	return c.Tick-l.cardAt >= cardSettleTicks
}

// rowSettled reports whether the row of buttons under the trading panel
// has stood long enough to take a tap since the desk opened or closed:
// the desk's Send offer and the trading row's Done trading share a place,
// and a second tap after Send offer ended the person's trading
// (play-test, twice in three tries).
func (l *lights) rowSettled(c *ui.Context) bool {
	return c.Tick-l.deskAt >= cardSettleTicks
}
