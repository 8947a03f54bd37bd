package desk

import (
	"quartet/lang"
	"quartet/rules"

	"quartet/ai/chinatownai"
	"quartet/audio"
	ct "quartet/rules/chinatown"
	"quartet/scenes/ui"
)

// TapLot puts lot, tapped on the map, into the deal at the desk, opening
// the desk on it, or takes it out again; another player's lot put in says
// what it would cost.
func (dk *Desk) TapLot(c *ui.Context, lot int) {
	g := dk.game()
	if !dk.Open() {
		dk.openOn(lot)
	}
	d := dk.draft
	had := len(d.Items)
	if why := d.ToggleLot(g, lot); why != "" {
		dk.tab.Chrome.Msg.Refuse(why)
		return
	}
	c.Sound.Play(audio.Card)
	if len(d.Items) > had && g.Owner(lot) != dk.me() {
		dk.tab.Chrome.Msg.Notice(dk.lotAdvice(lot))
	}
}

// lotAdvice says what another player's lot, just put in the deal, would
// cost the person, and what to do where their money is not enough (in the
// first year every lot is worth more than the money a person holds).
func (dk *Desk) lotAdvice(lot int) string {
	g := dk.game()
	me, owner := dk.me(), g.Owner(lot)
	money, _ := g.Money(me)
	name := ShortName(dk.tab.Chrome.Names.Called(owner))
	instead := lang.Tf("add a lot or tiles of yours (tap them), or tap %s.", CompleteLabel())
	l, err := chinatownai.LevelNamed(dk.tab.LevelOf(owner))
	if err != nil {
		return lang.Tf("Lot %d is in the deal: set the money or add what you give, then Send.", lot)
	}
	t := ct.NewTerms(ct.Leg{From: owner, To: me, Lots: []int{lot}})
	p, ok := chinatownai.New(l, dk.tab.Seed+uint64(owner)).AskAs(g, owner, t)
	switch pay := p.NetMoney(me); {
	case !ok:
		return lang.Tf("%s would not sell lot %d for the %s you have: %s", name, lot, rules.Dollars(money), instead)
	case pay > money:
		return lang.Tf("%s asks about %s for lot %d, more than your %s: %s", name, rules.Dollars(pay), lot, rules.Dollars(money), instead)
	case pay > 0:
		return lang.Tf("%s asks about %s for lot %d: tap the money to set that price, then %s.", name, rules.Dollars(pay), lot, dk.sendLabel())
	}
	return lang.Tf("Lot %d is in the deal: %s would give it for what is on the desk; %s.", lot, name, dk.sendLabel())
}
