package hong

import (
	"fmt"
	"runtime"

	"quartet/audio"
	"quartet/scenes/hong/words"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// result is what the end dialog says: the winning role, and the count
// against the target.
func (s *Scene) result() table.Result {
	g := s.game()
	w := g.Outcome().Winner
	res := table.Result{Colour: sprites.Shade(s.ch.Names.Colour(max(0, w)), 0.85)}
	role := "The " + words.Role(w)
	switch {
	case s.t.Humans() == 1 && !s.t.IsAI(w):
		res.Headline = "You win as the " + words.Role(w) + "!"
	case s.t.Humans() == 1:
		res.Headline = "You lose: " + role + " wins"
	default:
		res.Headline = role + " wins"
	}
	res.Score = fmt.Sprintf("%d Hongs, target %d", g.Count(), g.Target())
	how := fmt.Sprintf("%d Hongs reach the target of %d: the Dragon Master conquers the empire.", g.Count(), g.Target())
	if short := g.Target() - g.Count(); short > 0 {
		how = fmt.Sprintf("The board is full with %d Hongs, %d short of the target of %d: the Emperor holds the empire.", g.Count(), short, g.Target())
	}
	res.Detail = how + " Tap See board to find every Hong lit, and keep the game's record there to replay it."
	return res
}

// keepRecord saves the finished game's record when asked, from the board
// seen after the end.
func (s *Scene) keepRecord(c *ui.Context) {
	if s.kept != "" || !c.Button("keep", s.lay.keep, "Keep the record", true) {
		return
	}
	name := fmt.Sprintf("hong-%d.json", uint64(s.t.Rec.Seed))
	where, err := s.t.Keep(name)
	if err != nil {
		s.ch.Msg.Refuse("The record could not be kept: " + err.Error())
		return
	}
	s.kept = where
	c.Sound.Play(audio.Tap)
	if runtime.GOOS == "js" {
		// A browser has no command line to replay with: say only where
		// the record is.
		s.ch.Msg.Notice("Record kept in this browser's storage as " + name + ".")
		return
	}
	s.ch.Msg.Notice("Record kept as " + where + ". Replay it with: quartet replay " + name)
}
