package lobby

import (
	"errors"
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/internal/store"
	"quartet/lang"
	"quartet/online"
	"quartet/online/client"
	hong "quartet/rules/hong"
	"quartet/scenes/scenetest"
	"quartet/scenes/ui"
	"quartet/sprites"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// pageApp runs the page alone as the app runs a scene, for scenetest.
type pageApp struct {
	p   *Page
	ctx ui.Context
	ptr ui.Pointer
}

func newPageApp(p *Page) *pageApp {
	a := &pageApp{p: p}
	a.ctx.Pointer, a.ctx.Sound, a.ctx.Scale = &a.ptr, quiet{}, 1
	return a
}

func (a *pageApp) Update() error {
	a.ctx.Tick++
	a.ptr.Update(1)
	a.ctx.BeginTick()
	return a.p.Update(&a.ctx)
}
func (a *pageApp) Draw(screen *ebiten.Image) { a.p.Draw(sprites.NewCanvas(screen, 1), &a.ctx) }
func (a *pageApp) LayoutF(w, h float64) (float64, float64) {
	a.ctx.W, a.ctx.H = w, h
	return w, h
}
func (a *pageApp) Context() *ui.Context     { return &a.ctx }
func (a *pageApp) Pointer() *ui.Pointer     { return &a.ptr }
func (a *pageApp) Describe() map[string]any { return a.p.Describe() }

// The sizes a person plays at: phones held upright and on their side,
// tablets both ways.
var sizes = []struct {
	name string
	w, h float64
}{{"phone", 390, 844}, {"phone-side", 844, 390}, {"tablet", 1024, 768}, {"tablet-up", 768, 1024}}

// expect is what the page must say in each language.
var expect = map[lang.Language]struct{ menu, create, join, leave, share, head string }{
	lang.German: {"Menü", "Raum erstellen", "Beitreten", "Verlassen", "Link teilen", "Online spielen"},
	lang.French: {"Menu", "Ouvrir la salle", "Rejoindre", "Quitter", "Partager le lien", "Jouer en ligne"},
}

// shows checks what the page must show: every word in the catalogue,
// every box's words whole (a line that does not fit is dropped), the
// buttons' labels in the language, and the head and notice painted.
func shows(t *testing.T, d *scenetest.Driver, p *Page, l lang.Language, shot string, labels map[string]string) {
	t.Helper()
	d.Tick(1)
	// Pictures to look at for the longer German, and French on a phone
	// (each costs a PNG's encoding, and the checks below read the screen).
	if l == lang.German || d.W == 390 {
		d.Shot(shot)
	}
	if m := lang.Missing(); len(m) > 0 {
		t.Errorf("%s: words shown in English: %v", shot, m)
	}
	if cut := p.Describe()["cut"].([]string); len(cut) > 0 {
		t.Errorf("%s: words that do not fit: %q", shot, cut)
	}
	got := map[string]string{}
	for _, tg := range d.Targets() {
		got[tg.ID] = tg.Label
	}
	for id, want := range labels {
		if got[id] != want {
			t.Errorf("%s: %s reads %q, want %q", shot, id, got[id], want)
		}
	}
	screen := d.Screen()
	if marked(screen, p.lay.head) < 0.05 {
		t.Errorf("%s: no head %q", shot, expect[l].head)
	}
	rects := map[string]sprites.Rect{"online-create": p.lay.create, "online-join": p.lay.join}
	for i, r := range p.lay.seats {
		rects[fmt.Sprintf("online-seat%d", i+1)] = r
	}
	if p.link != nil {
		rects = map[string]sprites.Rect{"the last seat": sprites.R(p.lay.list.X, p.lay.list.Y+44+38*float64(len(p.lobby)-1), p.lay.list.W, 38)}
	}
	for id, r := range rects {
		if r.Bottom() > d.H || r.Right() > d.W {
			t.Errorf("%s: %s is off the screen at %v", shot, id, r)
		}
	}
	if p.notice != "" && (marked(screen, p.lay.notice.Inset(10)) < 0.02 || p.lay.notice.Bottom() > d.H) {
		t.Errorf("%s: the notice %q is not on screen", shot, p.notice)
	}
}

// marked is the share of r's pixels that differ from its top left one,
// bare (the page's night, a notice's colour): what is written there.
func marked(img *image.RGBA, r sprites.Rect) float64 {
	sub := img.SubImage(image.Rect(int(r.X), int(r.Y), int(r.Right()), int(r.Bottom()))).(*image.RGBA)
	b := sub.Bounds()
	bare, n := sub.RGBAAt(b.Min.X, b.Min.Y), 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if sub.RGBAAt(x, y) != bare {
				n++
			}
		}
	}
	return float64(n) / float64(max(1, b.Dx()*b.Dy()))
}

// The Online page in German and French, at a phone's and a tablet's
// sizes: the form with a friend's invitation and a room to go back to,
// the form with the server out of reach, and the room being waited in
// with its code, link and seats. Every word is the language's and fits.
func TestTheOnlinePageSpeaksGermanAndFrenchAndFitsPhonesAndTablets(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Missing()
	for _, l := range []lang.Language{lang.German, lang.French} {
		lang.Use(l)
		w := expect[l]
		for _, sz := range sizes {
			st := store.Memory{}
			m := recall(st)
			m.remember("AZACJY", "chinatown")
			m.keep(st)
			p := page("88PFEP", st)
			d := scenetest.New(t, sz.w, sz.h, newPageApp(p), &scenetest.Sound{})
			name := fmt.Sprintf("online-%s-%s", l, sz.name)
			shows(t, d, p, l, name+"-invited", map[string]string{"online-back": w.menu, "online-create": w.create, "online-join": w.join})

			// The most seats a room has: five players of Chinatown.
			d.TapTarget("online-title-3")
			d.TapTarget("online-players-2")
			shows(t, d, p, l, name+"-five", map[string]string{"online-seat4": fmt.Sprint(map[lang.Language]string{lang.German: "Spieler 5: Freund", lang.French: "Joueur 5\u00a0: un ami"}[l])})

			p.notice, p.invited = words(errors.New("dial tcp 127.0.0.1:7350: connect: connection refused")), false
			shows(t, d, p, l, name+"-unreachable", nil)

			p.notice, p.code = "", ""
			p.share, p.room, p.link = &fakeSharer{}, "ABCDEF", &client.Link{}
			p.linkOf = func(code string) string { return "https://quartet.example/?room=" + code }
			p.sharedSaid = lang.T("The link could not be copied: give your friends the code.")
			p.snap = &online.Snapshot{Title: "chinatown", You: 0, Seats: []online.Seat{
				{Name: "Mia", Kind: online.KindFriend, Joined: true, Connected: true},
				{Name: "Jonas", Kind: online.KindFriend, Joined: true},
				{Name: "Player 3", Kind: online.KindFriend},
				{Name: "Player 4", Kind: online.KindComputer, Level: "hard", Joined: true, Connected: true},
			}}
			p.lobby = p.snap.Seats
			d.Tick(1)
			shows(t, d, p, l, name+"-room", map[string]string{"online-back": w.leave, "online-share": w.share})
		}
	}
}

// The server refuses a room in English (an RPC's error has no code): the
// page says the refusals it knows in the player's language, and a newer
// server's as they came.
func TestTheServersRefusalOfARoomIsSaidInThePlayersLanguage(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Use(lang.German)
	for msg, want := range map[string]string{
		"No room has the code ABCDEF.":  "Der Server meldet: Es gibt keinen Raum mit dem Code ABCDEF.",
		"This room is full.":            "Der Server meldet: Dieser Raum ist voll.",
		"A word from a newer server.":   "Der Server meldet: A word from a newer server.",
		"That is not this room's code.": "Der Server meldet: Das ist nicht der Code dieses Raums.",
	} {
		if got := words(&client.Error{Status: 404, Message: msg}); got != want {
			t.Errorf("%q is said %q, want %q", msg, got, want)
		}
	}
	if m := lang.Missing(); len(m) > 0 {
		t.Errorf("words shown in English: %v", m)
	}
}

// A title's roles are said in the player's language on the page too:
// Hong's "Emperor" is "Kaiser" in German.
func TestTheSeatsRolesAreSaidInThePlayersLanguage(t *testing.T) {
	lang.Use(lang.German)
	defer lang.Use(lang.English)
	if got := seatName(hong.Title, 0); got != "Kaiser" {
		t.Errorf("Hong's first seat is %q", got)
	}
}
