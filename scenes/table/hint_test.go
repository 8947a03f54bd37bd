package table

import (
	"testing"

	"quartet/scenes/play"
)

func TestTheHintButtonIsOfferedOnlyOnTheTurnOfAPersonAtThisScreen(t *testing.T) {
	if !(&Chrome{T: newTable(t, "hongkong", "human", "easy")}).HintOffered() {
		t.Fatal("no hint on the person's turn")
	}
	if (&Chrome{T: newTable(t, "hongkong", "easy", "human")}).HintOffered() {
		t.Fatal("a hint offered while the computer is to move")
	}
	online := newTable(t, "hongkong", "human", "human")
	online.SetDriver(1, &play.Remote{})
	if (&Chrome{T: online}).HintOffered() {
		t.Fatal("a hint offered in a game played with someone elsewhere, who has not agreed to hints")
	}
	viewing := newTable(t, "hongkong", "human", "easy")
	viewing.Viewing = true
	if (&Chrome{T: viewing}).HintOffered() {
		t.Fatal("a hint offered in the replay viewer")
	}
}
