//go:build !js

package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

func TestOnlineCreateSeatsYouThenTheComputersThenFriends(t *testing.T) {
	setup, err := onlineSetup("chinatown", 5, "easy,hard")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"human", "easy", "hard", "human", "human"}; !slices.Equal(setup.Seats, want) {
		t.Errorf("seats %v, want %v", setup.Seats, want)
	}
	if setup, _ := onlineSetup("hongkong", 0, ""); len(setup.Seats) != 2 {
		t.Errorf("a Hong Kong room without -players has %d seats, want the title's 2", len(setup.Seats))
	}
	if _, err := onlineSetup("hongkong", 2, "easy,easy"); err == nil {
		t.Error("two players held you and two computers")
	}
}

func TestOnlineWantsEitherCreateOrJoin(t *testing.T) {
	for _, args := range [][]string{{}, {"-create", "hongkong", "-join", "ABCDEF"}} {
		var out, errb bytes.Buffer
		if code := onlineMain(args, &out, &errb); code != exitBadInput || !strings.Contains(errb.String(), "usage") {
			t.Errorf("%v: exit %d, %q", args, code, errb.String())
		}
	}
}
