package room

import (
	"fmt"
	"slices"

	"quartet/rules"
	"quartet/rules/record"
)

// Stored is what the server keeps of a room, so that a restarted server
// rebuilds it: the setup, the seed, who holds which seat and the moves.
// It holds the seed, so it stays on the server.
type Stored struct {
	Code  string      `json:"code"`
	Setup Setup       `json:"setup"`
	Seed  record.Seed `json:"seed,string"`
	Users []string    `json:"users"`
	Names []string    `json:"names"`
	Moves []string    `json:"moves"`
}

// Stored is the room as the server keeps it.
func (r *Room) Stored() Stored {
	return Stored{Code: r.code, Setup: r.setup, Seed: record.Seed(r.seed),
		Users: slices.Clone(r.users), Names: slices.Clone(r.names), Moves: slices.Clone(r.moves)}
}

// Restore rebuilds a room by replaying its stored moves with the rules.
// Nobody is connected until they join again.
func Restore(s Stored) (*Room, error) {
	r, err := New(s.Code, s.Setup, uint64(s.Seed))
	if err != nil {
		return nil, err
	}
	if len(s.Users) != len(r.users) || len(s.Names) != len(r.names) {
		return nil, fmt.Errorf("room %s: %d seats stored for %d", s.Code, len(s.Users), len(r.users))
	}
	copy(r.users, s.Users)
	copy(r.names, s.Names)
	r.started = r.allJoined()
	for i, text := range s.Moves {
		mover := r.game.ToMove()
		var draws []int
		m, err := r.game.ParseMove(text)
		if err == nil {
			if sm, ok := m.(interface{ Mover() int }); ok {
				mover = sm.Mover()
			}
			_, draws, err = rules.ApplyTaped(r.game, m)
		}
		if err != nil {
			return nil, fmt.Errorf("room %s: move %d (%s): %v", s.Code, i+1, text, err)
		}
		r.moves = append(r.moves, text)
		r.movers = append(r.movers, mover)
		r.draws = append(r.draws, draws)
	}
	return r, nil
}
