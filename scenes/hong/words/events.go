package words

import (
	"strings"

	"quartet/lang"
	"quartet/rules"
	hg "quartet/rules/hong"
)

// Line says one of the rules' events for the log and the message line. In
// English it is the event's String, word for word; the screens read the
// event's fields, not its English, to say it in other languages.
func Line(ev rules.Event) string {
	switch e := ev.(type) {
	case hg.Placed:
		if e.Extra {
			return lang.Tf("%s places %s on %s (extra tile)", Subject(e.Seat), LaidTile(e.Tile), hg.CellName(e.Cell))
		}
		return lang.Tf("%s places %s on %s", Subject(e.Seat), LaidTile(e.Tile), hg.CellName(e.Cell))
	case hg.HongsFormed:
		return lang.N("%d new Hong: %s (%d on the board)", "%d new Hongs: %s (%d on the board)", len(e.Hongs), len(e.Hongs), hongList(e.Hongs), e.Count)
	case hg.HongsBroken:
		return lang.Tf("Hongs undone: %s (%d on the board)", hongList(e.Hongs), e.Count)
	case hg.SummonOffered:
		names := make([]string, len(e.Powers))
		for i, p := range e.Powers {
			names[i] = lang.Tf("%s (size %d)", Power(p), e.Sizes[i])
		}
		return lang.Tf("%s may summon one Great Dragon: %s", Subject(e.Seat), strings.Join(names, ", "))
	case hg.Summoned:
		return lang.Tf("%s summons the Great Dragon of size %d: %s", Subject(e.Seat), e.Size, lang.Say(e.Power.Deed()))
	case hg.PowerSkipped:
		// The reason is looked up in English only for an event without its
		// phrase (an old record's): a look-up notes a miss, and the English
		// "there is no empty space" has its words under the phrase's code
		// alone (CI: Hong's German game failed on it, with Why set).
		var why string
		if e.Why.IsZero() {
			why = lang.Of(e.Reason)
		} else {
			why = lang.Say(e.Why)
		}
		return lang.Tf("The %s dragon's power is skipped: %s", Power(e.Power), why)
	case hg.Rotated:
		return lang.Tf("%s turns the tile on %s from %s to %s", Subject(e.Seat), hg.CellName(e.Cell), e.From.String(), e.To.String())
	case hg.Slid:
		return lang.Tf("%s slides the %s tile from %s to %s", Subject(e.Seat), e.Tile.String(), hg.CellName(e.From), hg.CellName(e.To))
	case hg.StoneDropped:
		return lang.Tf("%s places a stone on %s", Subject(e.Seat), hg.CellName(e.Cell))
	case hg.StoneCarried:
		return lang.Tf("%s moves the stone from %s to %s", Subject(e.Seat), hg.CellName(e.From), hg.CellName(e.To))
	case hg.Swapped:
		if e.To != e.From {
			return lang.Tf("%s swaps the %s tile on %s with the stone on %s, turning it to %s", Subject(e.Seat), e.From.String(), hg.CellName(e.TileCell), hg.CellName(e.StoneCell), e.To.String())
		}
		return lang.Tf("%s swaps the %s tile on %s with the stone on %s", Subject(e.Seat), e.From.String(), hg.CellName(e.TileCell), hg.CellName(e.StoneCell))
	case hg.Flipped:
		return lang.Tf("%s flips the %s tile on %s to its stone side", Subject(e.Seat), e.Tile.String(), hg.CellName(e.Cell))
	case hg.Ended:
		return lang.Tf("The board is full: %d Hongs against a target of %d. %s wins", e.Hongs, e.Target, Subject(e.Winner))
	}
	return lang.Of(ev.String())
}

// Lines says each of events (Line).
func Lines(events []rules.Event) []string {
	out := make([]string, len(events))
	for i, ev := range events {
		out[i] = Line(ev)
	}
	return out
}

// hongList names Hongs as the rules' log does: "horizontal Hong of size 2
// on c4-d4, vertical Hong of size 1 on e2".
func hongList(hs []hg.Hong) string {
	parts := make([]string, len(hs))
	for i, h := range hs {
		cells := h.Cells()
		span := hg.CellName(cells[0])
		if len(cells) > 1 {
			span += "-" + hg.CellName(cells[len(cells)-1])
		}
		if h.Dir == hg.Across {
			parts[i] = lang.Tf("horizontal Hong of size %d on %s", h.Size, span)
		} else {
			parts[i] = lang.Tf("vertical Hong of size %d on %s", h.Size, span)
		}
	}
	return strings.Join(parts, ", ")
}

// LaidTile names a tile as a line that lays it says it: its letter in
// English, which the rules page teaches; German and French may say the
// way it lies, for "legt V auf b1" read as a code to a newcomer.
func LaidTile(t hg.Content) string {
	if t == hg.V {
		return lang.TC("laid tile", "V")
	}
	return lang.TC("laid tile", "H")
}

// SupplyTile names the tile waiting in the supply, as its target reads.
func SupplyTile(t hg.Content) string {
	if t == hg.V {
		return lang.T("Tile V")
	}
	return lang.T("Tile H")
}
