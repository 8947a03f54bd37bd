package kiezkoenig

import (
	"quartet/lang"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/play"
	"quartet/scenes/table"
)

// noChargeAt is the authority where seat's last visit, in the latest
// move at t, found nothing to charge for, or -1.
func noChargeAt(t *play.Table, seat int) int {
	n := len(t.Log)
	if n == 0 {
		return -1
	}
	sp := t.Game.(*kk.Game).Position(seat)
	if sp < 0 || sp >= kk.TrackLen() || kk.Track()[sp].Kind != kk.AuthoritySpace {
		return -1
	}
	want := kk.NoCharge{Seat: seat, Space: sp}.String()
	for _, e := range t.Log[n-1].Events {
		if e == want {
			return sp
		}
	}
	return -1
}

// tell says what the rules just did to a person on their own: on
// the message line, held over the beats that follow (often a computer's,
// which pass at half pace), and again at the person's next decision.
func (l *lineState) tell(msg *table.Message, text string) {
	l.text = text
	msg.Notice(text)
	l.toldYou = text
}

// you says seat is the one person at the table, whom the screens call
// "You" (in the screens' language, so never compared by name).
func isYou(t *play.Table, seat int) bool { return t.Humans() == 1 && t.IsPerson(seat) }

// The rules' reasons a player goes out, said on the line.
var _ = [...]string{
	lang.Noop("spent the last kiezdollar on entrance fees"),
	lang.Noop("a tourist without a kiezdollar: the display is sold out and they own no stakes"),
}
