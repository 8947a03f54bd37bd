package room

import (
	"errors"

	"quartet/online"
	"quartet/rules"
)

// Submit judges a move that the person holding seat sent (seat is
// rules.NoSeat for a sender who holds none). An accepted move is played
// and every seat told; a refused one is answered to the sender alone, with
// the reason, and changes nothing. A move resent at the index it already
// holds is confirmed to the sender again and not played twice.
func (r *Room) Submit(seat int, msg online.MoveMsg) []Out {
	if r.resent(seat, msg) {
		return []Out{{To: seat, Op: online.OpMoved, Data: encode(r.moved(msg.Index, seat, nil))}}
	}
	m, err := r.judge(seat, msg)
	if err != nil {
		return []Out{r.refuse(seat, msg, err)}
	}
	events, draws, err := rules.ApplyTaped(r.game, m)
	if err != nil {
		return []Out{r.refuse(seat, msg, err)}
	}
	return r.accepted(m, seat, events, draws)
}

// resent reports whether msg is a move seat made already, at its index,
// written the same or otherwise (the notation allows either case and any
// spacing).
func (r *Room) resent(seat int, msg online.MoveMsg) bool {
	if msg.Index < 0 || msg.Index >= len(r.moves) || r.movers[msg.Index] != seat {
		return false
	}
	m, err := r.game.ParseMove(msg.Move)
	return err == nil && m.String() == r.moves[msg.Index]
}

// judge checks everything about a move but the rules themselves.
func (r *Room) judge(seat int, msg online.MoveMsg) (rules.Move, error) {
	switch {
	case !r.started:
		return nil, rules.Refused(rules.RefereeNotStarted.With())
	case seat < 0 || seat >= len(r.users) || r.users[seat] == "":
		return nil, rules.Refused(rules.RefereeNoSeat.With())
	case r.game.Outcome().Over:
		return nil, rules.Refused(rules.GameOver.With())
	case msg.Index != len(r.moves):
		return nil, rules.Refused(rules.RefereeMovedOn.With(msg.Index+1, len(r.moves)+1))
	}
	m, err := r.game.ParseMove(msg.Move)
	if err != nil {
		return nil, err
	}
	if sm, ok := m.(interface{ Mover() int }); ok {
		if sm.Mover() != seat {
			return nil, rules.Refused(rules.RefereeOtherSeat.With(sm.Mover()+1, seat+1))
		}
	} else if to := r.game.ToMove(); to != seat {
		return nil, rules.Refused(rules.RefereeNotYours.With(to + 1))
	}
	return m, nil
}

// refuse tells the sender why: the English, and the phrase by code where
// the reason is one (a notation that does not read is not yet), for the
// sender's game to say in its player's language.
func (r *Room) refuse(seat int, msg online.MoveMsg, err error) Out {
	why := online.Refused{Index: msg.Index, Move: msg.Move, Reason: err.Error()}
	var illegal *rules.IllegalMove
	var refusal *rules.Refusal
	switch {
	case errors.As(err, &illegal):
		why.Reason, why.Why = illegal.Reason, online.WordsOf(illegal.Why)
	case errors.As(err, &refusal) && refusal.Error() == err.Error():
		why.Why = online.WordsOf(refusal.Text)
	}
	return Out{To: seat, Op: online.OpRefused, Data: encode(why)}
}

// accepted records a move the rules played and tells every seat.
func (r *Room) accepted(m rules.Move, mover int, events []rules.Event, draws []int) []Out {
	r.moves = append(r.moves, m.String())
	r.movers = append(r.movers, mover)
	r.draws = append(r.draws, draws)
	r.agent = nil
	i := len(r.moves) - 1
	out := r.toAll(online.OpMoved, func(seat int) any { return r.moved(i, seat, events) })
	if o := r.game.Outcome(); o.Over {
		rec := r.Record().Marshal()
		out = append(out, r.toAll(online.OpEnded, func(int) any { return online.Ended{Winner: o.Winner, Record: rec} })...)
	}
	return out
}

// moved is accepted move i as seat sees it; events are its events, nil
// when repeating a confirmation.
func (r *Room) moved(i, seat int, events []rules.Event) online.Moved {
	msg := online.Moved{Index: i, ToMove: r.game.ToMove(), Over: r.game.Outcome().Over, View: online.SeatView(r.game, seat)}
	if m, err := r.game.ParseMove(r.moves[i]); err == nil {
		msg.Seen = online.SeenMove(m, r.movers[i], seat)
	}
	msg.Seen.Chance = r.draws[i]
	for _, e := range events {
		msg.Events = append(msg.Events, online.EncodeEvent(e, seat))
	}
	return msg
}
