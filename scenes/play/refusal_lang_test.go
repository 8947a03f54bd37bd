package play

import (
	"testing"

	"quartet/lang"
	"quartet/online"
	"quartet/rules"
)

// A move the server refuses is said in the player's language, from the
// phrase the server sends by code (the table showed the server's English
// Reason to everyone); a server older than codes is said as it came. So is
// the line's status.
func TestTheServersRefusalIsSaidInThePlayersLanguage(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Use(lang.German)
	why := rules.RefereeNotYours.With(2)
	if got, want := refusalWords(online.Refused{Reason: why.String(), Why: online.WordsOf(why)}), "Spieler 2 ist am Zug, nicht du."; got != want {
		t.Errorf("German: %q, want %q", got, want)
	}
	if got := refusalWords(online.Refused{Reason: "It is Player 2's turn, not yours."}); got != "It is Player 2's turn, not yours." {
		t.Errorf("an old server's refusal: %q", got)
	}
	if got := statusWords(online.StatusReconnecting); got != "Verbindung verloren: neuer Versuch…" {
		t.Errorf("the line's status in German: %q", got)
	}
	if m := lang.Missing(); len(m) > 0 {
		t.Errorf("missing words: %v", m)
	}
}
