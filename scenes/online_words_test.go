package scenes

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"quartet/online/room"
	ct "quartet/rules/chinatown"
	"quartet/rules/record"
)

// chinatownTrading opens a Chinatown room of Mia, Jonas and the server's
// computer, a device each for the two, and has both keep their first cards
// by taps, up to trading.
func chinatownTrading(t *testing.T) (*room.Loopback, *driver, *driver) {
	t.Helper()
	r, err := room.New("ABCDEF", room.Setup{Title: "chinatown", Seats: []string{record.Human, record.Human, "easy"}}, 11)
	if err != nil {
		t.Fatal(err)
	}
	lb := room.NewLoopback(r)
	la, _ := lb.Join("mia", "Mia")
	lj, _ := lb.Join("jonas", "Jonas")
	mia, jonas := onlineTable(t, 1024, 768, la, "chinatown"), onlineTable(t, 1024, 768, lj, "chinatown")
	for _, d := range []*driver{mia, jonas} {
		d.WaitFor("the cards to keep", 600, func(s map[string]any) bool { return s["canAct"] == true && s["phase"] == "keeping" })
		s := d.State()
		dealt, need, moves := s["dealt"].([]any), int(s["keepNeed"].(float64)), s["moves"].(float64)
		for _, c := range dealt[:need] {
			d.TapTarget(fmt.Sprintf("card-%d", int(c.(float64))))
		}
		d.TapTarget("keep")
		d.WaitFor("the keep to reach the server", 120, func(s map[string]any) bool { return s["moves"].(float64) > moves })
	}
	trading := func(s map[string]any) bool { return s["phase"] == "trading" && s["canAct"] == true }
	mia.WaitFor("trading", 600, trading)
	jonas.WaitFor("trading", 600, trading)
	return lb, mia, jonas
}

// offerForALot has Mia offer Jonas $1,000 for one of his lots at the desk,
// by taps, and waits for the offer's card on Jonas's table: the lot and
// the deal's number, after those up to last.
func offerForALot(t *testing.T, lb *room.Loopback, mia, jonas *driver, last int) (int, int) {
	t.Helper()
	mia.TapTarget("new-deal")
	mia.WaitFor("the desk", 120, func(s map[string]any) bool { return s["desk"] == true })
	lot := -1
	for _, l := range jonas.app.Table().Game.(*ct.Game).LotsOf(1) {
		if mia.HasTarget(fmt.Sprintf("lot-%d", l)) && mia.Target(fmt.Sprintf("lot-%d", l)).Enabled {
			lot = l
			break
		}
	}
	if lot < 0 {
		t.Fatal("none of Jonas's lots can be asked for")
	}
	mia.TapTarget(fmt.Sprintf("lot-%d", lot))
	mia.TapTarget("pay+1")
	before := len(lb.Room.Record().Moves)
	mia.TapTarget("send")
	mia.WaitFor("the offer to reach the server", 120, func(map[string]any) bool { return len(lb.Room.Record().Moves) > before })
	var offer int
	jonas.WaitFor("the offer's card", 600, func(s map[string]any) bool {
		for _, d := range s["deals"].([]any) {
			d := d.(map[string]any)
			if d["waitingMe"] == true && int(d["by"].(float64)) == 0 && int(d["id"].(float64)) > last {
				offer = int(d["id"].(float64))
				jonas.Tick(1)
				return jonas.HasTarget(fmt.Sprintf("decline-%d", offer))
			}
		}
		return false
	})
	return lot, offer
}

// An online Chinatown table has no seed to replay its game from, yet its
// log reads as at a table on one device: the events the server sent, in
// words with the players' names, and another player's secret choice of
// cards said as what it was, not as an empty "Jonas: ".
func TestAnOnlineChinatownLogSaysTheGameInWords(t *testing.T) {
	lb, mia, jonas := chinatownTrading(t)
	lot, offer := offerForALot(t, lb, mia, jonas, 0)
	jonas.TapTarget(fmt.Sprintf("accept-%d", offer))
	mia.WaitFor("the deal struck", 600, func(map[string]any) bool { return mia.app.Table().Game.(*ct.Game).Owner(lot) == 0 })
	mia.TapTarget("log")
	mia.WaitFor("the log", 120, func(s map[string]any) bool { return s["overlay"] == "log" })
	all := strings.Join(mia.app.Top().(interface{ Describe() map[string]any }).Describe()["lines"].([]string), "\n")
	mia.Tick(30)
	mia.Shot("online-chinatown-log-mia")
	if !regexp.MustCompile(`(?m)^\d+\. Jonas chooses the building cards to keep\.$`).MatchString(all) {
		t.Errorf("the log does not say Jonas chose his cards:\n%s", all)
	}
	if !strings.Contains(all, fmt.Sprintf("Deal done: Jonas gives Mia (you) lot %d for $1,000.", lot)) {
		t.Errorf("the log does not say the deal in words:\n%s", all)
	}
	if bare := regexp.MustCompile(`(?m)^\d+\. [^:\n]+: ?$|Player \d`).FindString(all); bare != "" {
		t.Errorf("the log has %q, not words:\n%s", bare, all)
	}
}

// Mia's line says "Offer sent: waiting for the others to answer" while
// her offer waits; Jonas's answer, struck or declined at his own device,
// takes its place on her line.
func TestAnOnlineOffersAnswerIsSaidOnTheOfferersLine(t *testing.T) {
	lb, mia, jonas := chinatownTrading(t)
	message := func() string { s, _ := mia.State()["message"].(string); return s }
	lot, offer := offerForALot(t, lb, mia, jonas, 0)
	if m := message(); !strings.HasPrefix(m, "Offer sent") {
		t.Fatalf("with the offer sent, Mia's line reads %q", m)
	}
	jonas.TapTarget(fmt.Sprintf("accept-%d", offer))
	mia.WaitFor("the deal struck", 600, func(map[string]any) bool { return mia.app.Table().Game.(*ct.Game).Owner(lot) == 0 })
	mia.Tick(5)
	if m, want := message(), fmt.Sprintf("Deal done: Jonas gives Mia (you) lot %d for $1,000.", lot); m != want {
		t.Errorf("with the deal struck, Mia's line reads %q, want %q", m, want)
	}
	_, offer = offerForALot(t, lb, mia, jonas, offer)
	jonas.TapTarget(fmt.Sprintf("decline-%d", offer))
	mia.WaitFor("the offer declined", 600, func(map[string]any) bool {
		_, open := mia.app.Table().Game.(*ct.Game).OpenDeal(offer)
		return !open
	})
	mia.Tick(5)
	if m := message(); !strings.HasPrefix(m, "Jonas declines your offer") {
		t.Errorf("with the offer declined, Mia's line reads %q", m)
	}
}
