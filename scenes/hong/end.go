package hong

import (
	"fmt"

	"quartet/audio"
	hg "quartet/rules/hong"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// result is what the end dialog says: the winning role, and the count
// against the target.
func (s *Scene) result() table.Result {
	g := s.game()
	w := g.Outcome().Winner
	res := table.Result{Headline: s.ch.Headline(), Colour: ui.Shade(s.ch.Names.Colour(max(0, w)), 0.85)}
	res.Score = fmt.Sprintf("%d Hongs, target %d", g.Count(), g.Target())
	role := "The Emperor holds the empire"
	if w == hg.DragonMaster {
		role = "The Dragon Master conquers the empire"
	}
	short := g.Target() - g.Count()
	how := fmt.Sprintf("%d Hongs reach the target of %d.", g.Count(), g.Target())
	if short > 0 {
		how = fmt.Sprintf("The board is full with %d Hongs, %d short of the target of %d.", g.Count(), short, g.Target())
	}
	res.Detail = fmt.Sprintf("%s: %s. %s Every Hong is lit on the board: tap See board to look, and keep the game's record to replay it.", role, s.name(w), how)
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
	s.ch.Msg.Notice("Record kept as " + where + ". Replay it with: quartet replay " + name)
}
