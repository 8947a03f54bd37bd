package hong

import (
	"slices"
	"strings"

	"quartet/lang"
	"quartet/rules"
	hg "quartet/rules/hong"
	"quartet/scenes/hong/words"
	"quartet/scenes/play"
)

// What the message line says as the game goes on: seats by name, a
// computer's turn told step by step as it is shown, and what an undo took
// back. The sentences are the words package's; the scene knows whose turn
// it is and what is on the screen.

// name is how the interface calls a seat: its role, and who plays it. A
// name typed at setup stands in place of "(you)" (play-test: "Mia" was
// typed, and the game said "Emperor (you)" throughout).
func (s *Scene) name(seat int) string {
	named := seat < len(s.t.Rec.Seats) && s.t.Rec.Seats[seat].Name != ""
	switch {
	case s.t.IsAI(seat):
		return lang.Tf("%s (%s)", words.Role(seat), level(s.t.Rec.Seats[seat].Level))
	case named:
		return s.t.Rec.Seats[seat].Name + ", " + words.Role(seat)
	case s.t.Humans() == 1 && s.t.IsPerson(seat):
		return lang.Tf("%s (you)", words.Role(seat))
	}
	return words.Role(seat)
}

// showing is what the message line says while a computer's turn goes on
// and no notice stands: what it is doing now, step by step (play-test:
// six to ten seconds of "thinking…" and "playing…").
func (s *Scene) showing() string {
	g := s.game()
	if s.computerPlaying() {
		who := s.name(s.t.LastMoveSeat)
		if s.summon != nil {
			return lang.Tf("%s summons the Great Dragon %s…", who, words.Dragon(s.summon.power))
		}
		if len(s.anims) > 0 {
			switch s.anims[0].ev.(type) {
			case hg.Placed:
				if s.anims[0].power {
					return lang.Tf("%s uses its power: %s, and places a tile…", who, words.Power(hg.PowerExtra))
				}
				return lang.Tf("%s places a tile…", who)
			case hg.Rotated, hg.Flipped, hg.Slid, hg.StoneCarried, hg.Swapped, hg.StoneDropped:
				if s.anims[0].power {
					return lang.Tf("%s uses its power: %s…", who, s.anims[0].powerName)
				}
			}
		}
		return lang.Tf("%s is playing…", who)
	}
	if s.t.HumanToMove() && !s.ready() && !s.t.Over() && s.stones == nil {
		// The person's own move is still shown: the line says what it
		// shows, and asks for the next step only with its controls there
		// (play-test: "Extra dragon: tap a free space…, then Place" stood
		// for two seconds over no Place button).
		if s.summon != nil {
			return lang.Tf("The Great Dragon %s rises…", words.Dragon(s.summon.power))
		}
		if len(s.anims) > 0 {
			if w := words.Landing(s.anims[0].ev); w != "" {
				return w
			}
		}
		return lang.T("One moment…")
	}
	if seat := g.ToMove(); !s.t.Over() && s.t.IsAI(seat) && s.t.Humans() > 0 {
		switch {
		case len(g.Offer()) > 0:
			return lang.Tf("%s chooses a Great Dragon to summon…", s.name(seat))
		case g.Pending() != hg.NoPower:
			return lang.Tf("%s uses its power: %s…", s.name(seat), words.Power(g.Pending()))
		}
	}
	return ""
}

// tell says what the last move did, as its first step lands.
func (s *Scene) tell(events []rules.Event) string {
	e := s.t.Log[len(s.t.Log)-1]
	return words.Tell(lang.Tf("%s played %s", s.name(e.Seat), e.Move), words.Lines(events), events)
}

// takenBack says what an undo took back, given the game and log before it:
// the person's tile, the dragons it summoned, and the computer's reply.
func (s *Scene) takenBack(before *hg.Game, log []play.Entry) string {
	gone := log[min(len(s.t.Log), len(log)):]
	what, reply := "", ""
	for _, e := range gone {
		if s.t.IsAI(e.Seat) {
			reply = words.Role(e.Seat)
			continue
		}
		if m, err := before.ParseMove(e.Move); err == nil && what == "" {
			if mv := m.(hg.Move); mv.Kind == hg.Place {
				what = lang.Tf("your %s on %s", mv.Tile.String(), hg.CellName(mv.At))
			}
		}
	}
	var dragons []string
	if what != "" {
		now := s.game().Lair()
		for i, sp := range before.Lair() {
			if sp.Summoned && !now[i].Summoned {
				dragons = append(dragons, words.Power(sp.Power))
			}
		}
	}
	return words.TakenBack(what, dragons, reply)
}

// goOn adds words to what the computer's turn has said so far, so that
// the whole turn stays said (its tile, its dragon, its power): "… It
// slides the H tile from i3 to h3."
func (s *Scene) goOn(line string) string {
	if s.standing == "" {
		return line
	}
	line = strings.Replace(line, words.Subject(s.t.LastMoveSeat)+" ", words.It()+" ", 1)
	return s.standing + " " + line
}

// levels are the computer players' levels, as a seat's name says them.
var levels = []string{lang.Noop("easy"), lang.Noop("medium"), lang.Noop("hard")}

// level is a computer player's level in the screens' language.
func level(l string) string {
	if slices.Contains(levels, l) {
		return lang.Of(l)
	}
	return l
}
