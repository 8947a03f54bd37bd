package kiezkoenig

import (
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/table"
)

// noChargeJustNow reports that seat's last visit to an authority, in the
// latest move, found nothing to charge for.
func (s *Scene) noChargeJustNow(seat int) (sp int, ok bool) {
	n := len(s.t.Log)
	if n == 0 {
		return 0, false
	}
	sp = s.game().Position(seat)
	if sp < 0 || sp >= kk.TrackLen() || kk.Track()[sp].Kind != kk.AuthoritySpace {
		return 0, false
	}
	want := kk.NoCharge{Seat: seat, Space: sp}.String()
	for _, e := range s.t.Log[n-1].Events {
		if e == want {
			return sp, true
		}
	}
	return 0, false
}

// tell says what the rules just did to a person on their own: on
// the message line, held over the beats that follow (often a computer's,
// which pass at half pace), and again at the person's next decision.
func (l *lineState) tell(msg *table.Message, text string) {
	l.text = text
	msg.Notice(text)
	l.toldYou = text
}
