package kiezkoenig_test

import (
	"testing"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/testapp"
)

// A person holding three Corruption cards, the third from an authority,
// must fight or rob it: the first time, a tip says so, with the money on
// the authority's Cash marker.
func TestTheFirstForcedFightGetsATip(t *testing.T) {
	rec := kiezRecordFor(t, 3, 1, true, func(g *kk.Game, _ rules.Move) bool { return g.Waiting() == kk.PhaseThree })
	testapp.TipOnce(t, rec, "you must fight now, or rob its", "tip-kiez-forced-fight")
}

// A person's token on an authority: the first time, a tip says what it
// charges, for which stakes, and that the person throws again.
func TestTheFirstAuthorityGetsATip(t *testing.T) {
	rec := kiezRecordFor(t, 2, 1, true, func(g *kk.Game, _ rules.Move) bool {
		sp := g.Position(g.ToMove())
		return g.Waiting() == kk.PhaseReroll && sp >= 0 && kk.Track()[sp].Kind == kk.AuthoritySpace
	})
	testapp.TipOnce(t, rec, "kiezdollars per", "tip-kiez-authority")
}

// Money lying on a business's Cash marker: the first time, a tip says
// how much, and that the Cash stake's owner takes it all on landing there.
func TestTheFirstMoneyOnACashMarkerGetsATip(t *testing.T) {
	rec := kiezRecord(t, 2, 1, func(g *kk.Game, _ rules.Move) bool {
		for sp, s := range kk.Track() {
			if s.Kind == kk.BusinessSpace && g.CashAt(sp) > 0 {
				return g.ToMove() == 0
			}
		}
		return false
	})
	testapp.TipOnce(t, rec, "lie on the Cash marker of", "tip-kiez-cash-marker")
}
