// Package words is what Hong's table says in the message line, in a
// board-game player's words: the roles, a Hong and a space looked at, a
// move told as it lands, a turn taken back, and what the person's own move
// is showing. It reads the rules' events and draws nothing, so each
// sentence is tested on its own. It speaks the screens' language (package
// lang); in English every event is said word for word as the rules write
// it.
package words

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"quartet/lang"
	"quartet/rules"
	hg "quartet/rules/hong"
)

// Role is a seat's role.
func Role(seat int) string {
	if seat == hg.DragonMaster {
		return lang.T("Dragon Master")
	}
	return lang.T("Emperor")
}

// Subject is a seat's role at the head of a sentence, as the rules' log
// names it: "The Emperor".
func Subject(seat int) string {
	if seat == hg.DragonMaster {
		return lang.T("The Dragon Master")
	}
	return lang.T("The Emperor")
}

// It stands for a role named just before, at the head of a sentence.
func It() string { return lang.TC("a role named just before", "It") }

// Capital begins s with a capital letter, as a dragon's name is written.
func Capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// Power is a Great Dragon's power as a sentence names it: "rotate".
func Power(p hg.Power) string { return lang.Say(p.Term()) }

// Dragon is a Great Dragon's name, as a title writes it: "Rotate".
func Dragon(p hg.Power) string { return Capital(Power(p)) }

// Hong names a Hong: "a Hong of size 2 across row 4 (c4 to d4)".
func Hong(h hg.Hong) string {
	cells := h.Cells()
	span := hg.CellName(cells[0])
	if len(cells) > 1 {
		span = lang.Tf("%s to %s", span, hg.CellName(cells[len(cells)-1]))
	}
	if h.Dir == hg.Down {
		return lang.Tf("a Hong of size %d down column %s (%s)", h.Size, string(rune('a'+h.Line)), span)
	}
	return lang.Tf("a Hong of size %d across row %d (%s)", h.Size, h.Line+1, span)
}

// Cell says what lies on a space looked at under a long press, with the
// Hongs its tile is part of.
func Cell(cell int, ct hg.Content, hongs []hg.Hong) string {
	name := hg.CellName(cell)
	switch {
	case ct.IsTile():
		if len(hongs) == 0 {
			return lang.Tf("%s: a %s tile, in no Hong.", name, ct.String())
		}
		in := Hong(hongs[0])
		for _, h := range hongs[1:] {
			in = lang.Tf("%s and %s", in, Hong(h))
		}
		return lang.Tf("%s: a %s tile, in %s.", name, ct.String(), in)
	case ct == hg.Stone:
		return lang.Tf("%s: a stone. No Hong runs through it.", name)
	case ct == hg.Empty:
		return lang.Tf("%s is empty.", name)
	}
	return lang.Tf("%s is not part of the play area.", name)
}

// Tell says what a move did, as its first step lands: the move and the
// Hongs it made or broke, in short ("The Emperor places V on g1: a new
// Hong of size 2, 3 on the board."). said is what the move's events say
// (Events), and fallback the words for a move they did not say. The
// dragon a move calls is told as it rises: a move that only chose a
// dragon among several says nothing here.
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
				words = lang.Tf("%s: a new Hong of size %d, %d on the board", words, ev.Hongs[0].Size, ev.Count)
			} else {
				words = lang.Tf("%s: %d new Hongs, %d on the board", words, len(ev.Hongs), ev.Count)
			}
		case hg.HongsBroken:
			if len(ev.Hongs) == 1 {
				words = lang.Tf("%s: a Hong broken, %d on the board", words, ev.Count)
			} else {
				words = lang.Tf("%s: %d Hongs broken, %d on the board", words, len(ev.Hongs), ev.Count)
			}
		}
	}
	return sentence(words)
}

// sentence ends words with a full stop, as German and French do too.
func sentence(words string) string { return words + "." }

// Summarize says what a logged move did: the move, and what it did to
// Hongs and dragons. said are the lines of its events; events, when
// known, say which lines to keep. Without them (a move the table could
// not replay) the lines are the rules' English, read for those words.
func Summarize(fallback string, said []string, events ...rules.Event) string {
	if len(said) == 0 {
		return sentence(fallback)
	}
	words := said[0]
	for i, ev := range said[1:] {
		keep := strings.Contains(ev, "Hong") || strings.Contains(ev, "summons")
		if len(events) == len(said) {
			switch events[i+1].(type) {
			case hg.HongsFormed, hg.HongsBroken, hg.Summoned, hg.Ended:
				keep = true
			default:
				keep = false
			}
		}
		if keep {
			words += ". " + ev
		}
	}
	return sentence(words)
}

// TakenBack says what an undo took back: the person's tile (what, such as
// "your H on d4"; empty when no tile of theirs went), the dragons it
// summoned, and the role that answered it (Role), if any.
func TakenBack(what string, dragons []string, reply string) string {
	if what == "" {
		return lang.T("Move taken back: your turn again.")
	}
	switch len(dragons) {
	case 0:
	case 1:
		what = lang.Tf("%s and the %s dragon it summoned", what, dragons[0])
	default:
		what = lang.Tf("%s and the dragons it summoned (%s)", what, strings.Join(dragons, ", "))
	}
	switch reply {
	case "":
	case Role(hg.DragonMaster):
		what = lang.Tf("%s, with the Dragon Master's reply", what)
	default:
		what = lang.Tf("%s, with the Emperor's reply", what)
	}
	return lang.Tf("Taken back: %s. Your turn again.", what)
}

// Landing says what the person's own move is showing while its step
// plays, or "" for a step it does not name.
func Landing(e rules.Event) string {
	switch e.(type) {
	case hg.HongsFormed:
		return lang.T("A new Hong!")
	case hg.HongsBroken:
		return lang.T("A Hong is broken.")
	case hg.Summoned:
		return lang.T("A Great Dragon is called…")
	case hg.Placed:
		return lang.T("The tile lands…")
	case hg.StoneDropped, hg.StoneCarried:
		return lang.T("The stone lands…")
	case hg.Rotated, hg.Flipped:
		return lang.T("The tile turns…")
	case hg.Slid:
		return lang.T("The tile slides…")
	case hg.Swapped:
		return lang.T("The tile and the stone change places…")
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
				words = lang.Tf("completes a Hong of %d", ev.Hongs[0].Size)
			} else {
				words = lang.Tf("completes %d Hongs", len(ev.Hongs))
			}
		case hg.Summoned:
			words = lang.Tf("%s: summons %s", words, Dragon(ev.Power))
		}
	}
	if words != "" && offer {
		words = lang.Tf("%s: summons a Great Dragon of your choice", words)
	}
	return words
}

// Summons says a computer's Great Dragon rising. told is what the line
// said of the move that called it, which the line goes on from: "… (1 on
// the board). It summons the Great Dragon Slide."
func Summons(seat int, p hg.Power, told string) string {
	if told != "" {
		return lang.Tf("%s It summons the Great Dragon %s.", told, Dragon(p))
	}
	return lang.Tf("%s summons the Great Dragon %s.", Role(seat), Dragon(p))
}
