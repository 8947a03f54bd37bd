package hong

import (
	"fmt"
	"runtime"

	"quartet/audio"
	"quartet/lang"
	hg "quartet/rules/hong"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// ending is the finished game's part of the table: the end dialog's
// words, the record kept from the board seen after it, and the Hong in
// the final board's spotlight.
type ending struct {
	t    *play.Table
	ch   *table.Chrome
	kept string // where the finished game's record was kept
	// spot is the final board's Hong glowing in the last frame, for tests.
	spot int
}

func (e *ending) game() *hg.Game { return e.t.Game.(*hg.Game) }

// result is what the end dialog says: the winning role, and the count
// against the target.
func (e *ending) result() table.Result {
	g := e.game()
	w := g.Outcome().Winner
	res := table.Result{Colour: sprites.Shade(e.ch.Names.Colour(max(0, w)), 0.85)}
	res.Headline = headline(w, e.t.Humans() == 1, !e.t.IsAI(w))
	res.Score = lang.Tf("%d Hongs, target %d", g.Count(), g.Target())
	how := lang.Tf("%d Hongs reach the target of %d: the Dragon Master conquers the empire.", g.Count(), g.Target())
	if short := g.Target() - g.Count(); short > 0 {
		how = lang.Tf("The board is full with %d Hongs, %d short of the target of %d: the Emperor holds the empire.", g.Count(), short, g.Target())
	}
	res.Detail = how + " " + lang.T("Tap See board to find every Hong lit, and keep the game's record there to replay it.")
	return res
}

// keepRecord saves the finished game's record when asked, from the board
// seen after the end.
func (e *ending) keepRecord(c *ui.Context, keep sprites.Rect) {
	if e.kept != "" || !c.Button("keep", keep, lang.T("Keep the record"), true) {
		return
	}
	name := fmt.Sprintf("hong-%d.json", uint64(e.t.Rec.Seed))
	where, err := e.t.Keep(name)
	if err != nil {
		e.ch.Msg.Refuse(lang.Tf("The record could not be kept: %s", lang.ExplainErr(err)))
		return
	}
	e.kept = where
	c.Sound.Play(audio.Tap)
	if runtime.GOOS == "js" {
		// A browser has no command line to replay with.
		e.ch.Msg.Notice(lang.Tf("Record kept in this browser's storage as %s: Replays on the menu opens it.", name))
		return
	}
	e.ch.Msg.Notice(lang.Tf("Record kept as %s: Replays on the menu opens it, and so does quartet view %s", where, where))
}

// spotTicks is how long each Hong on the final board is in the spotlight.
const spotTicks = 75

// spotlight is the Hong on the final board glowing now, or -1, while the
// table is still (busy is false).
func (e *ending) spotlight(c *ui.Context, busy bool) int {
	n := len(e.game().Hongs())
	e.spot = -1
	if n > 0 && e.t.Over() && !busy {
		e.spot = (c.Tick / spotTicks) % n
	}
	return e.spot
}

// headline names the winning role w: to the one person at the table (solo)
// as their win (won) or loss.
func headline(w int, solo, won bool) string {
	dm := w == hg.DragonMaster
	switch {
	case solo && won && dm:
		return lang.T("You win as the Dragon Master!")
	case solo && won:
		return lang.T("You win as the Emperor!")
	case solo && dm:
		return lang.T("You lose: The Dragon Master wins")
	case solo:
		return lang.T("You lose: The Emperor wins")
	case dm:
		return lang.T("The Dragon Master wins")
	}
	return lang.T("The Emperor wins")
}
