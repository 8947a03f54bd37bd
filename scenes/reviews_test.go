package scenes

import (
	"fmt"
	"testing"

	"quartet/rules/record"
)

// blunderedGame is a Hong Kong game in which the person (Red) made the hard
// computer's every move but the 13th, B d1: of Red's single pieces the one
// that left Red worst off after Jade's best reply, and Jade took d1 at once
// (ai/review's tests build it).
const blunderedGame = `{"title":"hongkong","seed":3,"seats":[{"level":"human"},{"level":"medium"}],"moves":["F a2 R b3","F d3 B d3","F a2 R c3","F e1 R a1","R d4","R c5","R d2","F e5 R a3","F d5 R e3","B e1","F d5 B c4","F e5 B e5","B d1","F d1 R b5","F d5 B d5","R e5","B a4","B b1","B c2","B b4","B a4","B b4","B a4","B b4","B a4","B b4","B b2","B b4","B a4","B c4","B b2","B b1","B b2","B b1","B b2","B b1","B b2","B b1","B a5","B c1","B c2","B e4","B c2","B e2"]}`

func TestTheEndDialogsReviewNamesTheCostliestMoveAndATapShowsTheBoardBeforeIt(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	d.WaitFor("the menu", 60, isScene("menu"))
	rec, err := record.Parse([]byte(blunderedGame))
	if err != nil {
		t.Fatal(err)
	}
	d.app.Play(rec)
	d.WaitFor("the end dialog", 600, func(s map[string]any) bool { return isScene("hongkong")(s) && s["endScreen"] == true })
	d.Shot("review-end-dialog")
	d.TapTarget("review")
	d.WaitFor("the review", 60, func(s map[string]any) bool { return s["scene"] == "review" })
	if s := d.State(); s["done"] != false || s["status"] != fmt.Sprintf("Looking over your moves… %v of %v", s["looked"], s["of"]) {
		t.Fatalf("while it looks the moves over the review says %q (%v)", s["status"], s["done"])
	}
	d.WaitFor("the review", 6000, func(s map[string]any) bool { return s["scene"] == "review" && s["done"] == true })
	d.Shot("review-list")
	moments, _ := d.State()["moments"].([]any)
	if len(moments) == 0 || moments[0].(map[string]any)["played"] != "B d1" || moments[0].(map[string]any)["index"].(float64) != 12 {
		t.Fatalf("the review lists %v", moments)
	}
	d.TapTarget("review-0")
	d.WaitFor("the viewer", 60, isScene("replay"))
	if s := d.State(); s["at"].(float64) != 12 || s["moves"].(float64) != float64(len(rec.Moves)) {
		t.Fatalf("the viewer opens at %v of %v", s["at"], s["moves"])
	}
	d.TapTarget("replay-close")
	d.WaitFor("the review again, its list kept", 60, func(s map[string]any) bool {
		m, _ := s["moments"].([]any)
		return isScene("review")(s) && len(m) == len(moments)
	})
}

func TestAGameOfComputersOnlyOffersNoReview(t *testing.T) {
	d := newDriver(t, 1280, 720, nil)
	d.WaitFor("the menu", 60, isScene("menu"))
	rec, err := record.Parse([]byte(blunderedGame))
	if err != nil {
		t.Fatal(err)
	}
	rec.Seats[0] = record.Seat{Level: "easy"}
	d.app.Play(rec)
	d.WaitFor("the end dialog", 600, func(s map[string]any) bool { return isScene("hongkong")(s) && s["endScreen"] == true })
	for _, tg := range d.App.Context().Targets {
		if tg.ID == "review" {
			t.Fatalf("the end dialog offers a review of a game no person played: %+v", tg)
		}
	}
}
