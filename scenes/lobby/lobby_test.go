package lobby

import (
	"slices"
	"strings"
	"testing"

	"quartet/internal/store"
	"quartet/rules/catalog"
)

func page(code string, st store.Store) *Page {
	return New(Options{Store: st, Titles: catalog.Titles, Code: code})
}

// A friend who opens a room's link finds its code filled in, written as
// codes are (in capitals, without the dash a message may have added), and
// is asked for their name first.
func TestARoomsLinkFillsInItsCode(t *testing.T) {
	p := page("88pf-ep", store.Memory{})
	if p.code != "88PFEP" || !p.invited || !strings.Contains(p.notice, "invited to room 88PFEP") {
		t.Fatalf("the link fills in %q, says %q", p.code, p.notice)
	}
	p = page("hello", store.Memory{})
	if p.code != "" || !strings.Contains(p.notice, "not a room code") {
		t.Fatalf("a link with no code fills in %q, says %q", p.code, p.notice)
	}
}

// The rooms played are kept on the device, newest first and at most six,
// with the device's id, so a person comes back to a room hours later.
func TestTheRoomsPlayedAreRememberedNewestFirst(t *testing.T) {
	st := store.Memory{}
	m := recall(st)
	for _, code := range []string{"AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD", "EEEEEE", "FFFFFF", "GGGGGG"} {
		m.remember(code, "hongkong")
	}
	m.remember("CCCCCC", "hongkong")
	m.keep(st)
	back := recall(st)
	want := []string{"CCCCCC hongkong", "GGGGGG hongkong", "FFFFFF hongkong", "EEEEEE hongkong", "DDDDDD hongkong", "BBBBBB hongkong"}
	if !slices.Equal(back.Rooms, want) || back.Device != m.Device || m.Device == "" {
		t.Fatalf("remembered %v as device %q (was %q)", back.Rooms, back.Device, m.Device)
	}
	if p := page("", st); !slices.Equal(p.mem.Rooms, want) {
		t.Fatalf("the page lists %v", p.mem.Rooms)
	}
}
