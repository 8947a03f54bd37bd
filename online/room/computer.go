package room

import (
	"quartet/ai/opponents"
	"quartet/rules"
	"quartet/rules/record"
)

// Thinking reports whether a computer seat is to move, so the server should
// give the room time to Think.
func (r *Room) Thinking() bool {
	return r.started && !r.game.Outcome().Over && r.computer(r.game.ToMove())
}

func (r *Room) computer(seat int) bool {
	return seat >= 0 && seat < len(r.setup.Seats) && r.setup.Seats[seat] != record.Human
}

// Think gives the computer to move up to work units of search (iterations)
// and plays its move once decided. The server calls it a slice at a time
// from its match loop, which so never waits on a whole search; the move
// depends on the seed and the work done, not on how it was sliced.
func (r *Room) Think(work int) []Out {
	if !r.Thinking() {
		return nil
	}
	seat := r.game.ToMove()
	if r.agent == nil || r.agentAt != len(r.moves) {
		agent, err := opponents.New(r.setup.Title, r.setup.Seats[seat], r.agentSeed(seat))
		if err != nil {
			return nil // New checked every level
		}
		// The computer is given its seat's view and nothing else.
		agent.Start(r.game.View(seat))
		r.agent, r.agentAt = agent, len(r.moves)
	}
	if !r.agent.Step(work) {
		return nil
	}
	m := r.agent.Move()
	events, draws, err := rules.ApplyTaped(r.game, m)
	if err != nil {
		// Our AI chose a move our rules refuse: a bug, and the game must
		// not stall on it; the first legal move stands in.
		legal := r.game.LegalMoves()
		if len(legal) == 0 {
			return nil
		}
		m = legal[0]
		if events, draws, err = rules.ApplyTaped(r.game, m); err != nil {
			return nil
		}
	}
	return r.accepted(m, seat, events, draws)
}

// agentSeed seeds a computer's decision from the room's seed, the seat and
// the move index, so that the same room plays the same after a replay.
func (r *Room) agentSeed(seat int) uint64 {
	return r.seed ^ uint64(len(r.moves)+1)*0x9e3779b97f4a7c15 ^ uint64(seat+1)<<56
}
