package lobby

import (
	"slices"
	"strings"
	"testing"

	"quartet/audio"
	"quartet/internal/store"
	"quartet/online"
	"quartet/online/client"
	"quartet/rules/catalog"
	"quartet/scenes/ui"
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

// fakeSharer shares as a browser would, and says what it said.
type fakeSharer struct {
	links []string
	said  string
}

func (f *fakeSharer) Share(title, text, link string, done func(string)) {
	f.links = append(f.links, link)
	done(f.said)
}

// roomPage is the page in room ABCDEF, laid out at a phone's size.
func roomPage(share sharer, link string) (*Page, *ui.Context) {
	p := page("", store.Memory{})
	p.share, p.room, p.link = share, "ABCDEF", &client.Link{}
	p.linkOf = func(code string) string {
		if link == "" {
			return ""
		}
		return link + "?room=" + code
	}
	c := &ui.Context{W: 390, H: 844, Scale: 1, Sound: quiet{}, Pointer: &ui.Pointer{}}
	p.lay = p.layout(c)
	return p, c
}

type quiet struct{}

func (quiet) Play(audio.Effect)        {}
func (quiet) PlayMusic(audio.Theme)    {}
func (quiet) SetVolumes(audio.Volumes) {}
func (quiet) Update()                  {}

// In a browser, Share link hands the room's link to the share sheet or
// the clipboard, and the page says what came of it ("Link copied").
func TestShareLinkHandsTheRoomsLinkOnAndSaysWhatCameOfIt(t *testing.T) {
	f := &fakeSharer{said: "Link copied: paste it to your friends."}
	p, c := roomPage(f, "https://games.example/")
	p.shareButton(c)
	var btn *ui.Target
	for i, tg := range c.Targets {
		if tg.ID == "online-share" {
			btn = &c.Targets[i]
		}
	}
	if btn == nil || btn.W < ui.MinTarget || btn.H < ui.MinTarget {
		t.Fatalf("the room's page has no Share link button a finger wide: %v", c.Targets)
	}
	x, y := btn.X+btn.W/2, btn.Y+btn.H/2
	c.Targets = nil
	*c.Pointer = ui.Pointer{Tap: true, X: x, Y: y, StartX: x, StartY: y}
	p.shareButton(c)
	if !slices.Equal(f.links, []string{"https://games.example/?room=ABCDEF"}) {
		t.Fatalf("Share link handed on %v", f.links)
	}
	// What came of it is said from the next tick on.
	*c.Pointer = ui.Pointer{}
	p.shareButton(c)
	if p.sharedSaid != f.said || p.Describe()["shared"] != f.said {
		t.Fatalf("after sharing the page says %q", p.sharedSaid)
	}
}

// A native game has no link and no share sheet: no Share button, and the
// page says to give the code.
func TestWithoutALinkToShareThereIsNoShareButtonAndThePageSaysToGiveTheCode(t *testing.T) {
	for _, tc := range []struct {
		share sharer
		link  string
	}{{nil, ""}, {&fakeSharer{}, ""}, {nil, "https://games.example/"}} {
		p, c := roomPage(tc.share, tc.link)
		p.shareButton(c)
		for _, tg := range c.Targets {
			if tg.ID == "online-share" {
				t.Fatalf("sharer %v, link %q: a Share link button", tc.share, tc.link)
			}
		}
	}
	if w := roomWords(""); !strings.Contains(w, "the code") || strings.Contains(w, "link") {
		t.Fatalf("with no link the page says %q", w)
	}
	if w := roomWords("https://games.example/?room=ABCDEF"); !strings.Contains(w, "Give your friends this link or the code: https://games.example/?room=ABCDEF") {
		t.Fatalf("with a link the page says %q", w)
	}
}

// Someone who opens the link of a room where this device already has a
// seat is not greeted as a newcomer: the page sends them back to their
// seat, and fills no code in, so the one way in is "Back to …"
// (play-test: "You are invited … type your name, then Join" beside "Back
// to Chinatown").
func TestARoomsLinkSendsSomeoneSeatedThereBackToTheirSeat(t *testing.T) {
	st := store.Memory{}
	m := recall(st)
	m.remember("AZACJY", "chinatown")
	for _, code := range []string{"AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD"} {
		m.remember(code, "hongkong")
	}
	m.keep(st)
	p := page("azacjy", st)
	if !strings.Contains(p.notice, "You have a seat in room AZACJY: tap Back to Chinatown") || strings.Contains(p.notice, "Join") {
		t.Fatalf("the page says %q", p.notice)
	}
	// The room is the first of those played, whose button is always
	// shown; it was fifth.
	if _, ok := p.joinable(); ok || p.roomWords(0) != "Back to Chinatown · AZACJY" {
		t.Fatalf("the code %q is filled in beside %q", p.code, p.roomWords(0))
	}
}

// The room's page says which game the room is for and for how many, over
// its seats: the code alone did not (play-test).
func TestTheRoomsPageSaysWhichGameAndHowManyPlayers(t *testing.T) {
	p, _ := roomPage(nil, "")
	p.snap = &online.Snapshot{Title: "hongkong", Seats: []online.Seat{{Name: "Anna"}, {Name: "Player 2"}}}
	p.lobby = p.snap.Seats
	if got := p.Describe()["game"]; got != "Hong Kong · 2 players" {
		t.Fatalf("the room's page says it is for %v", got)
	}
}
