package hongkong

import (
	"quartet/lang"

	hk "quartet/rules/hongkong"
	"quartet/scenes/play"
	"quartet/scenes/table"
)

// tips are Hong Kong's first-game tips: the board shows both situations,
// so a game resumed after them still gives them.
func tips(t *play.Table) []table.Tip {
	g := t.Game.(*hk.Game)
	var roof, fast bool
	for p := range hk.Plots {
		for _, pc := range g.Plot(p).Pieces() {
			roof = roof || pc.Kind == hk.Roof
			fast = fast || pc.Kind == hk.Fast
		}
	}
	var out []table.Tip
	if roof {
		out = append(out, table.Tip{ID: "hongkong/roof", Text: lang.Tf(
			"A roof finishes a building: nothing goes on it, so its owner keeps the plot. Each player has %d roofs.", hk.StartRoofs)})
	}
	if fast {
		out = append(out, table.Tip{ID: "hongkong/double-move", Text: lang.Tf(
			"A fast block (white dot) starts a double move: a block or a roof follows it in the same turn. Each player has %d.", hk.StartFast)})
	}
	return out
}
