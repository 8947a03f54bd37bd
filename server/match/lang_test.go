package match

import (
	"encoding/json"
	"testing"

	"quartet/lang"
	"quartet/online"
)

// refusalTo is the last refusal d sent to session, decoded as a client
// decodes it.
func refusalTo(t *testing.T, d *dispatcher, session string) online.Refused {
	t.Helper()
	for i := len(d.sent) - 1; i >= 0; i-- {
		if s := d.sent[i]; s.session == session && s.op == online.OpRefused {
			a, err := online.Decode(s.op, s.data)
			if err != nil {
				t.Fatal(err)
			}
			return *a.Refused
		}
	}
	t.Fatalf("nothing was refused to %s", session)
	return online.Refused{}
}

// The server refuses a move with the phrase's code and arguments as well
// as its English, so that a German player's game says it in German (the
// server sent English only, which a German client could only show as it
// came).
func TestAMoveTheServerRefusesReachesAGermanPlayerInGerman(t *testing.T) {
	nk, d := newNK(), &dispatcher{}
	s, code := opened(t, nk, "human", "human")
	ann, bob := presence{"ann", "s1"}, presence{"bob", "s2"}
	join(t, nk, d, s, ann, code)
	join(t, nk, d, s, bob, code)
	send := func(p presence, index int, move string) {
		data, _ := json.Marshal(online.MoveMsg{Index: index, Move: move})
		loop(nk, d, s, packet{p, online.OpMove, data})
	}
	send(ann, 0, "B a1")
	send(bob, 1, "B c3")
	send(ann, 2, "B c3") // on Bob's block, with nothing of Ann's beside it
	r := refusalTo(t, d, ann.session)
	if got, want := lang.German.Say(r.Text()), "Um auf einen Block deines Gegners zu bauen, musst du daneben ein Gebäude kontrollieren, das mindestens so hoch ist, wie dieses dann würde (Blöcke zählen höher als Dächer)."; got != want {
		t.Errorf("the rules' refusal in German:\n%q\nwant\n%q", got, want)
	}
	if r.Reason != r.Text().String() || r.Reason == "" {
		t.Errorf("the English %q is not the phrase's %q", r.Reason, r.Text().String())
	}
	send(bob, 1, "B d4") // the game is at move 3: a stale move, the referee's own refusal
	r = refusalTo(t, d, bob.session)
	if got, want := lang.French.Say(r.Text()), "La partie a avancé\u00a0: votre coup était le coup 2 et la partie en est au coup 3. Regardez de nouveau et jouez."; got != want {
		t.Errorf("the referee's refusal in French:\n%q\nwant\n%q", got, want)
	}
}
