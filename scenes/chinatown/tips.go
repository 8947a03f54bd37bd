package chinatown

import (
	"fmt"
	"quartet/lang"
	"quartet/rules"
	"quartet/scenes/chinatown/desk"

	ct "quartet/rules/chinatown"
	"quartet/scenes/play"
	"quartet/scenes/table"
)

// tips are Chinatown's first-game tips, read from the position: what a
// lot or a shop is worth, when trading first opens, and the last year.
func tips(t *play.Table) []table.Tip {
	g := t.Game.(*ct.Game)
	var out []table.Tip
	if g.Phase() == ct.Trading {
		// The figures come from the income table: a lone shop, three
		// in a row, and a Tea House of three, which is complete.
		tea := ct.TeaHouse
		out = append(out, table.Tip{ID: "chinatown/trading", Text: lang.Tf(
			"Shops of one kind side by side pay yearly by size: 1 shop %s, 3 shops %s, a complete %s of %d %s.",
			rules.Dollars(ct.BusinessIncome(1, 6)), rules.Dollars(ct.BusinessIncome(3, 6)), desk.ShopName(tea), tea.MaxSize(), rules.Dollars(ct.BusinessIncome(tea.MaxSize(), tea.MaxSize())))})
	}
	if g.Round() == ct.Rounds && g.Phase() != ct.Over {
		out = append(out, table.Tip{ID: "chinatown/last-year", Text: lang.Tf(
			"%s is the last year: then the most money wins. Tiles in hand and empty lots earn nothing.",
			fmt.Sprint(ct.Year(ct.Rounds)))})
	}
	return out
}
