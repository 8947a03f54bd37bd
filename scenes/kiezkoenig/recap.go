package kiezkoenig

import (
	"quartet/lang"
	"regexp"
	"strings"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/rules/record"
	"quartet/scenes/kiezkoenig/narration"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/sprites"
)

// noteMove keeps the move t last played for the recap the person reads when their turn
// comes: a lap of a computer's (a Super Turbo, an authority, three rides, a
// purchase) played in four seconds, and after Skip ahead nothing of it was
// seen at all. The person's own moves are kept too, for what the rules did
// to them as a consequence (a token sent on to an authority when no stake
// could be sold for the fee): the table moved it with no word but the log's.
func (r *recapState) noteMove(t *play.Table, events []rules.Event) {
	r.noteFights(t.Game.(*kk.Game), events)
	seat := t.LastMoveSeat
	if seat < 0 || t.Humans() == 0 {
		return
	}
	m, err := kk.ParseMove(t.LastMove)
	if err != nil {
		return
	}
	r.note(t.Game.(*kk.Game), seat, m, events)
}

// noteFights keeps, for the log, what a fight's result in events cost
// its loser beyond the stakes: the money on the Cash marker of a business
// whose Cash they lost (play-test: it went unannounced). g is the game
// after the move; a fight moves no Cash marker's money.
func (r *recapState) noteFights(g *kk.Game, events []rules.Event) {
	for _, e := range events {
		switch ev := e.(type) {
		case kk.FightBegan:
			r.began = ev
		case kk.FightWon:
			lost := r.began.DefenderStakes
			if ev.Loser == r.began.Attacker {
				lost = r.began.AttackerStakes
			}
			for _, st := range lost {
				info := kk.Stake(st)
				if m := g.CashAt(kk.BusinessAt(info.Business).Space); info.Kind == kk.Cash && m > 0 {
					if r.fightNotes == nil {
						r.fightNotes = map[string]string{}
					}
					r.fightNotes[ev.String()] = lang.Tf("With the %s Cash goes the %d on its Cash marker.", narration.Short(info.Business), m)
				}
			}
		}
	}
}

// logText is the log's words for a move's events: the rules' texts in
// the seats' names, and after a fight's result the money on a lost
// Cash's marker.
func (r *recapState) logText(names table.Names, e play.Entry) []string {
	var out []string
	for _, t := range e.Events {
		if said, ok := r.said[t]; ok {
			out = append(out, said)
		} else {
			out = append(out, names.Words(t)+".")
		}
		if note := r.fightNotes[t]; note != "" {
			out = append(out, note)
		}
	}
	return out
}

// takeOnStreet turns the moves kept since the last recap into the one
// shown now, when the person is to decide in g on the street: in a duel
// (duel) the duel's panel says what happens, and the recap waits for the
// fight's end. It returns the moves it took.
func (r *recapState) takeOnStreet(w narration.Words, g *kk.Game, duel bool) []narration.Item {
	if len(r.items) == 0 || duel || g.Waiting() == kk.PhaseOrder {
		return nil
	}
	return r.take(w, g)
}

// note keeps a move for the recap: seat made m, with its events, and // g is the game after the move, which seat made as its last, m.
func (r *recapState) note(g *kk.Game, seat int, m kk.Move, events []rules.Event) {
	r.items = append(r.items, narration.Item{Seat: seat, Move: m, Events: events, Fight: r.fightBefore, InFight: r.inFightBefore, Turn: r.turnBefore})
	r.noteFight(g)
}

// noteFight keeps the fight now in progress and whose turn it is, for the
// recap of the next move.
func (r *recapState) noteFight(g *kk.Game) {
	r.fightBefore, r.inFightBefore = g.Fight()
	r.turnBefore = g.Current()
}

// take turns the moves kept since the last recap into the one shown now,
// in the words w. It returns the moves it took.
func (r *recapState) take(w narration.Words, g *kk.Game) []narration.Item {
	items := r.items
	r.full = w.Recap(g, items, false, 0)
	r.brief = w.Recap(g, items, true, 0)
	// Shorter still, for a street too small for the brief one: each
	// player's line cut to its first phrases, rather than the panel
	// cutting a phrase in two at its foot ("stayed on the Sports").
	r.shorter = r.shorter[:0]
	for _, fees := range []bool{false, true} {
		if lean := leanRecap(r.brief, fees); lean != r.brief && (len(r.shorter) == 0 || lean != r.shorter[len(r.shorter)-1]) {
			r.shorter = append(r.shorter, lean)
		}
	}
	for n := strings.Count(r.brief, ", "); n > 0; n-- {
		if short := w.Recap(g, items, true, n); short != r.brief && (len(r.shorter) == 0 || short != r.shorter[len(r.shorter)-1]) {
			r.shorter = append(r.shorter, short)
		}
	}
	r.items = nil
	return items
}

// leanRecap is a brief recap without its small phrases, before any line
// is cut short with "…" (play-test: a phone's recap ended in "…"): a bare
// throw whose outcome the next phrase says ("threw a 2, Sports Car to
// …"), and a Corruption card taken, which the seat card counts. With
// fees, a plain fee paid to the bank goes too, which the money on the seat
// card says: five seats' purchases then still fit a phone's street.
func leanRecap(brief string, fees bool) string {
	lines := strings.Split(brief, "\n")
	for i, line := range lines {
		who, rest, ok := strings.Cut(line, narration.RecapColon())
		if !ok {
			continue
		}
		var kept []string
		phrases := strings.Split(strings.TrimSuffix(rest, "."), ", ")
		for j, ph := range phrases {
			small := bareThrow().MatchString(ph) || ph == lang.T("a Corruption card") || fees && plainFee().MatchString(ph)
			if j < len(phrases)-1 && small {
				continue
			}
			kept = append(kept, ph)
		}
		lines[i] = who + narration.RecapColon() + strings.Join(kept, ", ") + "."
	}
	return strings.Join(lines, "\n")
}

// bareThrow and plainFee match those phrases as the recap says them, in
// the screens' language.
func bareThrow() *regexp.Regexp { return phraseRe(lang.T("threw a %d"), `\d`) }
func plainFee() *regexp.Regexp  { return phraseRe(lang.T("paid %d"), `\d+`) }

func phraseRe(phrase, number string) *regexp.Regexp {
	return regexp.MustCompile("^" + strings.ReplaceAll(regexp.QuoteMeta(phrase), "%d", number) + "$")
}

// read puts the recap away: the person acted on the street. Only a
// decision does, or a button that leads to one: a tap anywhere, the one
// that opened or closed a space's card among them, took it for good
// (play-test).
func (r *recapState) read() { r.full = "" }

// box is where the recap goes in the middle of the street g: under the
// buttons (choices), down to the foot of the street (the goal's line stays
// under it where the recap leaves room). It is empty where there is no
// room for two lines above the goal's line.
func (r *recapState) box(choices []choice, g ring) sprites.Rect {
	if r.full == "" || len(choices) == 0 {
		return sprites.Rect{}
	}
	cr := g.centre
	bottom := 0.0
	for _, ch := range choices {
		bottom = max(bottom, ch.rect.Bottom())
	}
	top := bottom + 8
	box := sprites.R(cr.X+6, top, cr.W-12, cr.Bottom()-4-top)
	if box.H-g.goalHeight()-4 < 2*minRecap*1.3+16 {
		return sprites.Rect{}
	}
	return box
}

// minRecap is the least size the recap is set in.
const minRecap = 11

// paintRecap writes the recap into r of a layer, as large as fits, and
// reports its size and whether lines were cut at r's foot.
func paintRecap(cv *sprites.Canvas, r sprites.Rect, text string) (float64, bool) {
	size := 16.0
	for size > minRecap && recapHeight(cv, text, r.W-16, size) > r.H-16 {
		size -= 0.5
	}
	need := recapHeight(cv, text, r.W-16, size)
	r.H = min(r.H, need+16)
	cv.RoundRect(r, 8, sprites.Alpha(sprites.Hex(0x000000), 0.35))
	cv.TextBox(text, r.Inset(8), size, sprites.Regular, sprites.Paper, sprites.Start)
	return size, need > r.H-16+0.5
}

func recapHeight(cv *sprites.Canvas, text string, w, size float64) float64 {
	return float64(len(cv.Wrap(text, w, size, sprites.Regular))) * size * 1.3
}

// noteWords keeps the log's words for events in the screens' language
// (none in English, whose log says the rules' own text).
func (r *recapState) noteWords(w narration.Words, events []rules.Event) {
	for _, e := range events {
		if said, ok := w.Event(e); ok {
			if r.said == nil {
				r.said = map[string]string{}
			}
			r.said[e.String()] = said
		}
	}
}

// noteRecord keeps the log's words for the moves the table found in its
// record (a game resumed, or shown again in the replay viewer): the table
// played none of them, and its log said them in the rules' English.
func (r *recapState) noteRecord(w narration.Words, rec *record.Record) {
	g, err := rec.Start()
	if err != nil {
		return
	}
	for _, text := range rec.Moves {
		m, err := g.ParseMove(text)
		if err != nil {
			return
		}
		events, err := g.Apply(m)
		if err != nil {
			return
		}
		if kg, ok := g.(*kk.Game); ok {
			r.noteFights(kg, events)
		}
		r.noteWords(w, events)
	}
}
