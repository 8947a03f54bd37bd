package room

import (
	"errors"
	"fmt"

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
		return []Out{r.refuse(seat, msg, err.Error())}
	}
	events, draws, err := rules.ApplyTaped(r.game, m)
	if err != nil {
		var illegal *rules.IllegalMove
		if errors.As(err, &illegal) {
			return []Out{r.refuse(seat, msg, illegal.Reason)}
		}
		return []Out{r.refuse(seat, msg, err.Error())}
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
		return nil, errors.New("The game has not started: friends are still joining.")
	case seat < 0 || seat >= len(r.users) || r.users[seat] == "":
		return nil, errors.New("You do not play a seat in this game.")
	case r.game.Outcome().Over:
		return nil, errors.New("The game is over.")
	case msg.Index != len(r.moves):
		return nil, fmt.Errorf("The game has moved on: your move was for move %d, and the game is at move %d. Look again and play.", msg.Index+1, len(r.moves)+1)
	}
	m, err := r.game.ParseMove(msg.Move)
	if err != nil {
		return nil, err
	}
	if sm, ok := m.(interface{ Mover() int }); ok {
		if sm.Mover() != seat {
			return nil, fmt.Errorf("That move is for %s, and you play %s.", r.title.SeatName(sm.Mover()), r.title.SeatName(seat))
		}
	} else if to := r.game.ToMove(); to != seat {
		return nil, fmt.Errorf("It is %s's turn, not yours.", r.title.SeatName(to))
	}
	return m, nil
}

func (r *Room) refuse(seat int, msg online.MoveMsg, reason string) Out {
	return Out{To: seat, Op: online.OpRefused, Data: encode(online.Refused{Index: msg.Index, Move: msg.Move, Reason: reason})}
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
