// Package words is what Hong's table says in the message line, in a
// board-game player's words: the roles, a Hong and a space looked at, a
// move told as it lands, a turn taken back, and what the person's own move
// is showing. It reads the rules' events and draws nothing, so each
// sentence is tested on its own.
package words

import (
	"fmt"
	"strings"

	"quartet/rules"
	hg "quartet/rules/hong"
)

// Role is a seat's role.
func Role(seat int) string {
	if seat == hg.DragonMaster {
		return "Dragon Master"
	}
	return "Emperor"
}

// Capital begins s with a capital letter, as a dragon's name is written.
func Capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Hong names a Hong: "a Hong of size 2 across row 4 (c4 to d4)".
func Hong(h hg.Hong) string {
	cells := h.Cells()
	where := fmt.Sprintf("across row %d", h.Line+1)
	if h.Dir == hg.Down {
		where = fmt.Sprintf("down column %c", 'a'+h.Line)
	}
	span := hg.CellName(cells[0])
	if len(cells) > 1 {
		span += " to " + hg.CellName(cells[len(cells)-1])
	}
	return fmt.Sprintf("a Hong of size %d %s (%s)", h.Size, where, span)
}

// Cell says what lies on a space looked at under a long press, with the
// Hongs its tile is part of.
func Cell(cell int, ct hg.Content, hongs []hg.Hong) string {
	name := hg.CellName(cell)
	switch {
	case ct.IsTile():
		if len(hongs) == 0 {
			return fmt.Sprintf("%s: a %s tile, in no Hong.", name, ct)
		}
		parts := make([]string, len(hongs))
		for i, h := range hongs {
			parts[i] = Hong(h)
		}
		return fmt.Sprintf("%s: a %s tile, in %s.", name, ct, strings.Join(parts, " and "))
	case ct == hg.Stone:
		return name + ": a stone. No Hong runs through it."
	case ct == hg.Empty:
		return name + " is empty."
	}
	return name + " is not part of the play area."
}

// Tell says what a move did, as its first step lands: the move and the
// Hongs it made or broke, in short ("The Emperor places V on g1: a new
// Hong of size 2, 3 on the board."). said is how the rules wrote the move
// (the log's lines), and fallback the words for a move they did not
// write. The dragon a move calls is told as it rises: a move that only
// chose a dragon among several says nothing here.
func Tell(fallback string, said []string, events []rules.Event) string {
	if len(events) > 0 {
		if _, ok := events[0].(hg.Summoned); ok {
			return ""
		}
	}
	words := fallback
	if len(said) > 0 {
		words = said[0]
	}
	for _, ev := range events {
		switch ev := ev.(type) {
		case hg.HongsFormed:
			if len(ev.Hongs) == 1 {
				words += fmt.Sprintf(": a new Hong of size %d, %d on the board", ev.Hongs[0].Size, ev.Count)
			} else {
				words += fmt.Sprintf(": %d new Hongs, %d on the board", len(ev.Hongs), ev.Count)
			}
		case hg.HongsBroken:
			if len(ev.Hongs) == 1 {
				words += fmt.Sprintf(": a Hong broken, %d on the board", ev.Count)
			} else {
				words += fmt.Sprintf(": %d Hongs broken, %d on the board", len(ev.Hongs), ev.Count)
			}
		}
	}
	return words + "."
}

// Summarize says what a logged move did, from the rules' lines alone: the
// move, and the lines about Hongs and dragons.
func Summarize(fallback string, said []string) string {
	if len(said) == 0 {
		return fallback + "."
	}
	words := said[0]
	for _, ev := range said[1:] {
		if strings.Contains(ev, "Hong") || strings.Contains(ev, "summons") {
			words += ". " + ev
		}
	}
	return words + "."
}

// TakenBack says what an undo took back: the person's tile (what, such as
// "your H on d4"; empty when no tile of theirs went), the dragons it
// summoned, and the reply of the role that answered it, if any.
func TakenBack(what string, dragons []string, reply string) string {
	if what == "" {
		return "Move taken back: your turn again."
	}
	switch len(dragons) {
	case 0:
	case 1:
		what += " and the " + dragons[0] + " dragon it summoned"
	default:
		what += " and the dragons it summoned (" + strings.Join(dragons, ", ") + ")"
	}
	if reply != "" {
		what += ", with the " + reply + "'s reply"
	}
	return "Taken back: " + what + ". Your turn again."
}

// Landing says what the person's own move is showing while its step
// plays, or "" for a step it does not name.
func Landing(e rules.Event) string {
	switch e.(type) {
	case hg.HongsFormed:
		return "A new Hong!"
	case hg.HongsBroken:
		return "A Hong is broken."
	case hg.Summoned:
		return "A Great Dragon is called…"
	case hg.Placed:
		return "The tile lands…"
	case hg.StoneDropped, hg.StoneCarried:
		return "The stone lands…"
	case hg.Rotated, hg.Flipped:
		return "The tile turns…"
	case hg.Slid:
		return "The tile slides…"
	case hg.Swapped:
		return "The tile and the stone change places…"
	}
	return ""
}

// Foresee says what a placement's events would do: "completes a Hong of
// 3: summons Flip" (play-test: nothing showed that a placement would
// complete a Hong or call a dragon). offer is the placement leaving a
// choice of dragons. It is empty when the placement does neither.
func Foresee(events []rules.Event, offer bool) string {
	words := ""
	for _, ev := range events {
		switch ev := ev.(type) {
		case hg.HongsFormed:
			if len(ev.Hongs) == 1 {
				words = fmt.Sprintf("completes a Hong of %d", ev.Hongs[0].Size)
			} else {
				words = fmt.Sprintf("completes %d Hongs", len(ev.Hongs))
			}
		case hg.Summoned:
			words += ": summons " + Capital(ev.Power.Name())
		}
	}
	if words != "" && offer {
		words += ": summons a Great Dragon of your choice"
	}
	return words
}

// Summons says a computer's Great Dragon rising. told is what the line
// said of the move that called it, which the line goes on from: "… (1 on
// the board). It summons the Great Dragon Slide."
func Summons(seat int, p hg.Power, told string) string {
	if told != "" {
		return told + " It summons the Great Dragon " + Capital(p.Name()) + "."
	}
	return fmt.Sprintf("%s summons the Great Dragon %s.", Role(seat), Capital(p.Name()))
}
