package scenes

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// tapFight starts the fight m by the person's buttons: Fight…, the bet
// when there is a choice of bets, then the opponent's stakes.
func tapFight(d *driver, m kk.Move) {
	d.t.Helper()
	d.tapTarget("fight")
	target := fmt.Sprintf("target-%s-P%d", kk.BusinessAt(int(m.Target)).ID, m.Player+1)
	if !strings.Contains(strings.Join(choiceIDs(d.state()), " "), target) {
		d.tapTarget("bet-" + kk.BusinessAt(int(m.Bet)).ID)
	}
	d.tapTarget(target)
}

func intList(v any) []int {
	var out []int
	for _, x := range v.([]any) {
		out = append(out, int(x.(float64)))
	}
	return out
}

// While a fight the person started is shown, the seat cards count the bets
// as their bettors' until the fight is decided: the progress never jumps
// to the fight's outcome before a duel is thrown. The line says what
// happens rather than that a computer player is thinking, only the
// person's card is lit, Skip ahead is not offered during the person's own
// move, and each duel's score is written as its parts.
func TestAFightShownDuelByDuelKeepsTheProgressAndTheLineInStep(t *testing.T) {
	var fight kk.Move
	rec := kiezRecordFor(t, 2, 7, true, func(g *kk.Game, next rules.Move) bool {
		m := next.(kk.Move)
		if m.Kind != kk.Fight || g.Phase() != "job" {
			return false
		}
		fight = m
		return true
	})
	d := resumeKiez(t, 390, 844, rec)
	d.app.Context().Settings.AnimationSpeed = 2
	d.waitFor("the person's second job", 300, humanTurn)
	before := intList(d.state()["progress"])
	person := int(d.state()["toMove"].(float64))
	tapFight(d, fight)
	sawDuel, sawScore := false, false
	for range 6000 {
		s := d.state()
		if s["duel"] == true && int(s["duelWon"].(float64)) < 0 {
			sawDuel = true
			// Until a side has won three duels nothing has changed hands.
			if pod := intList(s["podium"]); pod[0] < 3 && pod[1] < 3 {
				if got := intList(s["progress"]); fmt.Sprint(got) != fmt.Sprint(before) {
					t.Fatalf("during the fight the progress is %v, before it %v", got, before)
				}
			}
			if r := int(s["duelResult"].(float64)); r >= -1 {
				sc := s["duelScores"].([]any)
				if sc[0] == "" || sc[1] == "" {
					t.Fatalf("a decided duel shows no score: %v", sc)
				}
				sawScore = true
			}
		}
		if sawDuel && s["duel"] == false {
			break
		}
		if humanTurn(s) {
			// The person decides their Corruption cards: none.
			for _, id := range []string{"corrupt-0", "support-none"} {
				if strings.Contains(strings.Join(choiceIDs(s), " "), id) {
					d.tapTarget(id)
				}
			}
			continue
		}
		if s["animating"] == true && int(s["showing"].(float64)) == person {
			if msg := s["message"].(string); strings.Contains(msg, "thinking") {
				t.Fatalf("while the person's fight is shown the line says %q", msg)
			}
			if a := intList(s["activeSeats"]); len(a) != 1 || a[0] != person {
				t.Fatalf("while the person's fight is shown the lit cards are %v", a)
			}
			if s["canSkip"] == true {
				t.Fatal("Skip ahead is offered during the person's own fight")
			}
		}
		d.update()
	}
	if !sawDuel || !sawScore {
		t.Fatalf("the fight was not shown duel by duel (duel %v, score %v)", sawDuel, sawScore)
	}
	d.shot("kiez-fight-phone")
}

// A duel's score reads like the rules' picture: the die, the cards and the
// Gang, and their sum.
func TestADuelScoreIsWrittenAsItsParts(t *testing.T) {
	rec := kiezRecord(t, 3, 11, func(g *kk.Game, _ rules.Move) bool {
		return g.Phase() == "corrupt" && g.ToMove() == 0
	})
	d := resumeKiez(t, 1024, 768, rec)
	d.waitFor("the duel view", 300, func(s map[string]any) bool { return s["duel"] == true && humanTurn(s) })
	d.tapTarget("corrupt-1")
	d.waitFor("the duel's result", 2000, func(s map[string]any) bool {
		return s["duel"] == true && s["duelResult"] != nil && int(s["duelResult"].(float64)) >= -1
	})
	attack := d.state()["duelScores"].([]any)[0].(string)
	if !regexp.MustCompile(`^\d \+ 1 card( \+ 1 Gang)? = \d+$`).MatchString(attack) {
		t.Fatalf("the attacker's score with one card reads %q", attack)
	}
	d.tick(10)
	d.shot("kiez-duel-score")
}

// A space's description, tapped while deciding, gives way when the person
// decides; the computer player's purchase said over its turn gives way to
// the person's prompt when their turn comes.
func TestTheMessageLineNeverHoldsAnOldTextIntoTheNextDecision(t *testing.T) {
	var buy string
	rec := kiezRecordFor(t, 2, 5, true, func(g *kk.Game, next rules.Move) bool {
		if next.(kk.Move).Kind != kk.Buy {
			return false
		}
		buy = next.String()
		return true
	})
	d := resumeKiez(t, 1024, 768, rec)
	d.waitFor("the person's purchase", 300, humanTurn)
	// A tap on the Law Courts tells what they are.
	d.tick(2)
	r := d.state()["spaceRects"].(map[string]any)["court"].([]any)
	d.tap(r[0].(float64)+r[2].(float64)/2, r[1].(float64)+r[3].(float64)/2)
	said := d.state()["message"].(string)
	if !strings.Contains(said, "Law Courts") {
		t.Fatalf("a tap on the Law Courts says %q", said)
	}
	d.tapTarget("buy-" + strings.TrimPrefix(buy, "buy "))
	if msg := d.state()["message"].(string); msg == said {
		t.Fatalf("after buying the line still says %q", msg)
	}
	d.waitFor("the person's next turn", 6000, func(s map[string]any) bool { return humanTurn(s) && s["phase"] == "turn" })
	if msg := d.state()["message"].(string); !strings.HasPrefix(msg, "Your turn: throw the die") {
		t.Fatalf("at the person's turn the line says %q", msg)
	}
}
