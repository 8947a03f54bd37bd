package chinatown_test

import (
	"testing"

	ct "quartet/rules/chinatown"
)

// A frame of income counted in the fourth year of a five-player game on a
// phone: businesses outlined with their values, coins flying.
func BenchmarkChinatownIncomeFramePhone(b *testing.B) {
	rec := chinatownGame(b, 5, func(g *ct.Game) bool {
		return g.Round() == 4 && g.Phase() == ct.Placing && g.ToMove() == 0
	})
	d := resumeChinatown(b, rec, 1)
	d.Resize(390, 844)
	d.WaitFor("my turn to build", 3000, phaseIs("placing"))
	d.TapTarget("pass")
	d.WaitFor("income", 6000, func(s map[string]any) bool { return s["income"] == true })
	d.Tick(40)
	d.Shot("chinatown-income-bench")
	d.DrawFrames(b)
}
