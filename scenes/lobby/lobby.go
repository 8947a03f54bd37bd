// Package lobby is the page for playing online with friends: a room is
// created (the game, and which seats are friends and which the server's
// computers) or joined by its code, the page shows who has joined, and the
// game's own table opens when every seat is taken. The table plays online
// through the runtime's Link (scenes/play), with no network code of its own.
package lobby

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/internal/store"
	"quartet/lang"
	"quartet/online"
	"quartet/online/client"
	"quartet/rules"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/ui"
)

// Options are what the app gives the page.
type Options struct {
	Store store.Store
	// Titles are the games a room may be made for.
	Titles []rules.Title
	// Code, when set, is a room to join at once (the page's ?room= link).
	Code string
	// Open opens the game's table for the seat snap is for; the page has
	// done its work then.
	Open func(snap online.Snapshot, link play.Link) error
	Back func()
}

// Page is the online page.
type Page struct {
	opt   Options
	mem   memory
	title int      // the game of a room to create, in opt.Titles
	seats []string // each seat after the creator's: record.Human or a level
	code  string   // the code being typed to join
	entry ui.TextEntry

	dial   dialer
	link   *client.Link
	room   string // the code of the room joined
	snap   *online.Snapshot
	lobby  []online.Seat
	early  []online.Arrival // what arrived after the snapshot, for the table
	notice string
	// invited: the notice greets a friend who came by a room's link.
	invited bool
	lay     layout
	// share hands the room's link on (nil where the device cannot);
	// shared brings back what it did, sharedSaid is that, said under
	// the button.
	share      sharer
	shared     chan string
	sharedSaid string
	// linkOf is a room's link (RoomLink; "" natively).
	linkOf func(code string) string
	// cut are the words the last drawing could not fit, for the tests.
	cut []string
}

// New opens the page.
func New(opt Options) *Page {
	p := &Page{opt: opt, mem: recall(opt.Store), share: newSharer(), shared: make(chan string, 1), linkOf: RoomLink}
	if p.mem.Server == "" {
		p.mem.Server = DefaultServer()
	}
	p.setTitle(0)
	if code, err := online.ParseCode(opt.Code); err == nil {
		p.invite(code)
	} else if opt.Code != "" {
		p.notice = lang.Tf("The link's room code %q is not a room code: codes are six letters and digits.", opt.Code)
	}
	return p
}

// invite greets someone who came by room code's link. A room's link
// fills the code in; the friend gives their name first, or the others see
// "Player 2" (play-test). Someone who already has a seat there is sent
// back to it, the one way in: a greeting as a newcomer beside "Back to
// Chinatown" left two ways to choose from (play-test).
func (p *Page) invite(code string) {
	p.invited = true
	for _, r := range p.mem.Rooms {
		if f := strings.Fields(r); f[0] == code {
			// First in the list, so that its button is shown.
			p.mem.remember(code, f[len(f)-1])
			p.notice = lang.Tf("You have a seat in room %s: tap Back to %s below to play on.", code, p.roomTitle(0))
			return
		}
	}
	p.code = code
	p.notice = lang.Tf("You are invited to room %s: type your name, then Join.", code)
}

func (p *Page) setTitle(i int) {
	p.title = i
	t := p.opt.Titles[i]
	p.seats = make([]string, t.DefaultSeats-1)
	for k := range p.seats {
		p.seats[k] = record.Human
	}
}

// create asks the server for a room and joins it.
func (p *Page) create() {
	p.invited = false
	t := p.opt.Titles[p.title]
	setup := client.Setup{Title: t.ID, Seats: append([]string{record.Human}, p.seats...)}
	p.dial.start(p.mem.Server, p.mem.Device, p.mem.Name, func(ctx context.Context, s *client.Session) (string, error) {
		r, err := s.Create(ctx, setup)
		return r.Code, err
	})
	p.notice = ""
}

// join joins the room with code.
func (p *Page) join(code string) {
	p.invited = false
	p.dial.start(p.mem.Server, p.mem.Device, p.mem.Name, func(ctx context.Context, s *client.Session) (string, error) {
		r, err := s.JoinCode(ctx, code)
		return r.Code, err
	})
	p.notice = ""
}

// Update runs one tick.
func (p *Page) Update(c *ui.Context) error {
	p.lay = p.layout(c)
	if c.Button("online-back", p.lay.back, p.backLabel(), true) || c.Key(ebiten.KeyEscape) && p.entry.ID == "" {
		c.Sound.Play(audio.Tap)
		p.leave()
		p.opt.Back()
		return nil
	}
	if busy, err, link, code := p.dial.state(); !busy && p.link == nil {
		if err != nil {
			p.notice, p.dial.err = words(err), nil
		}
		if link != nil {
			p.link, p.room = link, code
		}
	}
	if p.link != nil {
		return p.waiting(c)
	}
	if busy, _, _, _ := p.dial.state(); busy {
		return nil
	}
	p.form(c)
	return nil
}

func (p *Page) backLabel() string {
	if p.link != nil {
		return lang.T("Leave")
	}
	return lang.T("Menu")
}

func (p *Page) leave() {
	if p.link != nil {
		p.link.Close()
	}
	p.link, p.snap, p.lobby, p.early, p.sharedSaid = nil, nil, nil, nil, ""
}

// waiting follows the room until the game starts, then opens its table.
func (p *Page) waiting(c *ui.Context) error {
	p.shareButton(c)
	for _, a := range p.link.Take() {
		if a.Status != nil && !strings.HasPrefix(*a.Status, online.StatusServerSaid) {
			// The line to the room dropped, or is back, while friends
			// are awaited: the page said nothing of it.
			p.notice = ""
			if *a.Status == online.StatusReconnecting {
				p.notice = lang.T("Connection lost: connecting again…")
			}
		}
		switch {
		case a.Snapshot != nil:
			p.snap, p.lobby, p.early = a.Snapshot, a.Snapshot.Seats, nil
		case a.Lobby != nil:
			p.lobby = a.Lobby.Seats
			if p.snap != nil {
				p.snap.Started = a.Lobby.Started
			}
		case a.Status != nil && strings.HasPrefix(*a.Status, online.StatusServerSaid):
			p.notice = lang.Tf("The server said: %s", serverWords(strings.TrimPrefix(*a.Status, online.StatusServerSaid)))
			p.leave()
			return nil
		case p.snap != nil:
			p.early = append(p.early, a)
		}
	}
	if p.snap == nil || !p.snap.Started {
		return nil
	}
	p.mem.remember(p.room, p.snap.Title)
	p.mem.keep(p.opt.Store)
	// Who has joined since the snapshot: the table starts from the
	// latest word (play-test: a friend at the table was said to be away).
	p.snap.Seats = p.lobby
	if err := p.opt.Open(*p.snap, play.WithEarly(p.link, p.early)); err != nil {
		p.notice = lang.Tf("This game cannot be shown here: %s", lang.ExplainErr(err))
		p.leave()
	}
	return nil
}

// form runs the page before a room is joined.
func (p *Page) form(c *ui.Context) {
	l := p.lay
	if p.typing(c) {
		return
	}
	p.field(c, "name", l.name, p.mem.Name)
	p.field(c, "server", l.server, p.mem.Server)
	p.field(c, "code", l.code, p.code)
	names := make([]string, len(p.opt.Titles))
	for i, t := range p.opt.Titles {
		names[i] = t.Name
	}
	if i := c.Segmented("online-title", l.titles, names, p.title); i != p.title {
		c.Sound.Play(audio.Tap)
		p.setTitle(i)
	}
	t := p.opt.Titles[p.title]
	if t.MaxSeats > t.MinSeats {
		counts := seatCounts(t)
		if i := c.Segmented("online-players", l.players, counts, len(p.seats)+1-t.MinSeats); i != len(p.seats)+1-t.MinSeats {
			p.resize(t.MinSeats + i)
		}
	}
	for i, r := range l.seats {
		if i < len(p.seats) && c.Button(fmt.Sprintf("online-seat%d", i+1), r, p.seatWords(i), true) {
			c.Sound.Play(audio.Tap)
			p.seats[i] = nextKind(p.seats[i])
		}
	}
	if c.Button("online-create", l.create, lang.T("Create room"), true) {
		c.Sound.Play(audio.Tap)
		p.create()
	}
	code, ok := p.joinable()
	if c.Button("online-join", l.join, lang.T("Join"), ok) {
		c.Sound.Play(audio.Tap)
		p.join(code)
	}
	for i, r := range l.rooms {
		if c.Button(fmt.Sprintf("online-rejoin%d", i), r, p.roomWords(i), true) {
			c.Sound.Play(audio.Tap)
			p.join(strings.Fields(p.mem.Rooms[i])[0])
		}
	}
}

// joinable is the room a tap on Join joins, and whether the code typed
// names one; Join looks ready just when it does.
func (p *Page) joinable() (string, bool) {
	code, err := online.ParseCode(p.code)
	return code, err == nil
}

func seatCounts(t rules.Title) []string {
	var out []string
	for n := t.MinSeats; n <= t.MaxSeats; n++ {
		out = append(out, lang.N("%d player", "%d players", n, n))
	}
	return out
}

func (p *Page) resize(n int) {
	for len(p.seats) < n-1 {
		p.seats = append(p.seats, record.Human)
	}
	p.seats = p.seats[:n-1]
}

// nextKind is a seat's next kind, tapped through: a friend, then the
// server's computer at each level.
func nextKind(k string) string {
	kinds := []string{record.Human, "easy", "medium", "hard"}
	return kinds[(slices.Index(kinds, k)+1)%len(kinds)]
}

func (p *Page) seatWords(i int) string {
	seat := seatName(p.opt.Titles[p.title], i+1)
	if p.seats[i] == record.Human {
		return lang.Tf("%s: a friend", seat)
	}
	return lang.Tf("%s: computer, %s", seat, lang.Of(p.seats[i]))
}

// The computers' levels, as the server names them, are words on the page.
var _ = []string{lang.Noop("easy"), lang.Noop("medium"), lang.Noop("hard")}

// seatName is what the page calls a seat: the title's name for it, or
// "Player 2" in the player's language.
func seatName(t rules.Title, seat int) string {
	if seat < len(t.SeatNames) {
		// The roles are marked in scenes/titles.go ("Kaiser").
		return lang.Of(t.SeatNames[seat])
	}
	return lang.Tf("Player %d", seat+1)
}

func (p *Page) roomWords(i int) string {
	return lang.Tf("Back to %s · %s", p.roomTitle(i), strings.Fields(p.mem.Rooms[i])[0])
}

// roomTitle is the name of the game played in the i-th room remembered.
func (p *Page) roomTitle(i int) string {
	f := strings.Fields(p.mem.Rooms[i])
	name := f[len(f)-1]
	for _, t := range p.opt.Titles {
		if t.ID == name {
			name = t.Name
		}
	}
	return name
}

// Describe reports the page for tests.
func (p *Page) Describe() map[string]any {
	d := map[string]any{"scene": "online", "notice": p.notice, "server": p.mem.Server, "code": p.room, "typing": p.entry.ID, "shared": p.sharedSaid, "cut": p.cut}
	// Whether the notice greets a friend who came by a room's link, for
	// the browser tests, which read no words: the page speaks the
	// browser's language.
	d["invited"] = p.invited
	if p.link == nil {
		_, d["joinReady"] = p.joinable()
	}
	if p.snap != nil {
		d["game"] = p.roomGame()
	}
	if busy, _, _, _ := p.dial.state(); busy {
		d["connecting"] = true
	}
	var seats []map[string]any
	for _, s := range p.lobby {
		seats = append(seats, map[string]any{"name": s.Name, "kind": s.Kind, "joined": s.Joined, "connected": s.Connected})
	}
	d["seats"] = seats
	return d
}
