package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"quartet/assets"
	"quartet/internal/settings"
	"quartet/internal/store"
	"quartet/lang"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/scenetest"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// The sizes the screens are looked at in each language: a phone held
// upright and sideways, a tablet both ways.
var languageScreens = [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}}

// noMissingWords fails a test whose screens showed a word in English for
// want of a translation.
func noMissingWords(t *testing.T) {
	t.Helper()
	if m := lang.Missing(); len(m) > 0 {
		t.Errorf("words shown in English for want of a translation: %q", m)
	}
}

// gold reports a pixel of the gold that marks the chosen segment.
func gold(r, g, b uint8) bool {
	return scenetest.Near(r, sprites.Gold.R) && scenetest.Near(g, sprites.Gold.G) && scenetest.Near(b, sprites.Gold.B)
}

// litPixel is a pixel of a segment's fill, above its words.
func litPixel(d *driver, tg ui.Target) (r, g, b uint8) { return d.Pixel(tg.X+tg.W/2, tg.Y+4) }

// A language picked in the settings is spoken at once by the settings and
// the menu, is kept, and is spoken again when the app starts anew; another
// pick switches again.
func TestTheLanguagePickedInTheSettingsIsSpokenEverywhereAndKept(t *testing.T) {
	defer lang.Use(lang.English)
	lang.Use(lang.English)
	st := store.Memory{}
	d := newDriver(t, 390, 844, st)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	d.TapTarget("settings")
	d.Tick(1)
	if got := d.Target("done").Label; got != "Done" {
		t.Fatalf("in English the settings' Done says %q", got)
	}
	d.TapTarget("language-1")
	d.Tick(2)
	if got := d.Target("done").Label; got != "Fertig" {
		t.Fatalf("after picking Deutsch the settings' Done says %q", got)
	}
	d.Draw()
	if r, g, b := litPixel(d, d.Target("language-1")); !gold(r, g, b) {
		t.Errorf("Deutsch is not lit as the language chosen: %d,%d,%d", r, g, b)
	}
	d.Shot("language-picked-de-settings")
	d.TapTarget("done")
	d.WaitFor("the menu", 60, func(s map[string]any) bool { return s["overlay"] == nil })
	if got, want := d.State()["subtitle"], "Vier Brettspiele für einen verregneten Abend"; got != want {
		t.Fatalf("the menu's subtitle is %q, want %q", got, want)
	}
	if got := d.Target("settings").Label; got != "Optionen" {
		t.Fatalf("the menu's Settings button says %q", got)
	}
	d.Draw()
	d.Shot("language-picked-de-menu")
	if got := settings.Load(st).Language; got != "de" {
		t.Fatalf("the settings keep the language %q, want de", got)
	}

	// The app starts anew from what it kept, with English spoken by
	// whatever ran before.
	lang.Use(lang.English)
	d = newDriver(t, 390, 844, st)
	d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
	if got := d.Target("replays").Label; got != "Archiv" || lang.Current() != lang.German {
		t.Fatalf("after a restart the menu's Replays button says %q (%v)", got, lang.Current())
	}
	d.TapTarget("settings")
	d.TapTarget("language-2")
	d.Tick(2)
	d.TapTarget("done")
	d.WaitFor("the menu", 60, func(s map[string]any) bool { return s["overlay"] == nil })
	if got, want := d.State()["subtitle"], "Quatre jeux de société pour un soir de pluie"; got != want {
		t.Fatalf("after picking Français the menu's subtitle is %q, want %q", got, want)
	}
	if got := settings.Load(st).Language; got != "fr" {
		t.Fatalf("the settings keep the language %q, want fr", got)
	}
	noMissingWords(t)
}

// The settings fit the language picker as an eighth row at every size, and
// no label of theirs runs into its control in German or French.
func TestTheSettingsFitTheLanguagePickerAndTheirWordsAtEverySize(t *testing.T) {
	defer lang.Use(lang.English)
	for _, l := range []lang.Language{lang.German, lang.French} {
		for _, sz := range languageScreens {
			lang.Use(l)
			d := newDriver(t, sz[0], sz[1], nil)
			d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
			d.TapTarget("settings")
			d.Tick(1)
			sv := d.app.m.top().(*settingsView)
			name := fmt.Sprintf("%s %vx%v", l, sz[0], sz[1])
			panel := sv.panel(d.app.Context())
			for i, r := range sv.rows {
				if r.H < ui.MinTarget || !scenetest.Within(r, panel) {
					t.Errorf("%s: row %d is %.0f px high at %v, the panel %v", name, i, r.H, r, panel)
				}
			}
			cv := &sprites.Canvas{Scale: 1}
			fits := func(label string, r sprites.Rect, room float64) {
				if w := cv.TextWidth(label, min(20, r.H*0.42), sprites.Regular); w > room {
					t.Errorf("%s: %q is %.0f px wide where %.0f px are free", name, label, w, room)
				}
			}
			for i, label := range []string{"Volume", "Music", "Effects"} {
				r := sv.rows[i]
				fits(lang.Of(label), r, min(170, r.W*0.4)-8)
			}
			for i, label := range map[int]string{3: "Mute all sound", 4: "Colour-blind-safe colours", 6: tipsLabel} {
				r := sv.rows[i]
				fits(lang.Of(label), r, r.W-56-10)
			}
			fits(lang.T("Animation"), sv.rows[5], sv.speedRect().X-sv.rows[5].X-6)
			lr := sv.languageRect()
			for _, r := range []sprites.Rect{lr, sv.speedRect()} {
				if r.H < ui.MinTarget {
					t.Errorf("%s: choices %.0f px high at %v", name, r.H, r)
				}
			}
			for i, cell := range lr.SplitH(len(languageNames), 4) {
				if size := cv.FitSize(languageNames[i], cell.W-8, 18, sprites.Bold); size < 12 {
					t.Errorf("%s: %s is set at %.1f px", name, languageNames[i], size)
				}
			}
			d.Draw()
			lt := d.Target(fmt.Sprintf("language-%d", slices.Index(lang.All, l)))
			if r, g, b := litPixel(d, lt); !gold(r, g, b) {
				t.Errorf("%s: the language spoken is not lit in the picker", name)
			}
			d.Shot(fmt.Sprintf("language-settings-%s-%vx%v", l, sz[0], sz[1]))
			noMissingWords(t)
		}
	}
}

// The menu, a title's setup page, the pause menu and the rules page speak
// German and French at phone and tablet sizes, their buttons' words set
// large enough to read.
func TestTheMenusSpeakGermanAndFrenchAtPhoneAndTabletSizes(t *testing.T) {
	defer lang.Use(lang.English)
	want := map[lang.Language][]string{
		lang.German: {"Optionen", "Fertig", "Mensch", "Los", "Weiter", "Regeln", "Zurück", "Kaiser"},
		lang.French: {"Réglages", "Terminé", "Humain", "Jouer", "Reprendre", "Règles", "Retour", "Empereur"},
	}
	for _, l := range []lang.Language{lang.German, lang.French} {
		w := want[l]
		for _, sz := range scenetest.ScreensFor(l) {
			lang.Use(l)
			name := fmt.Sprintf("%s-%vx%v", l, sz[0], sz[1])
			d := newDriver(t, sz[0], sz[1], nil)
			d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
			labelsReadable(t, d, name+" menu", "settings", "online", "replays")
			if got := d.Target("settings").Label; got != w[0] {
				t.Errorf("%s: the menu's Settings says %q", name, got)
			}
			d.Draw()
			d.Shot("language-menu-" + name)

			d.TapTarget("title-hong")
			d.WaitFor("the setup page", 60, scenetest.SceneIs("setup"))
			if got := d.Target("seat0-0").Label; got != w[2] {
				t.Errorf("%s: the setup's first seat choice says %q", name, got)
			}
			if got := d.Target("start").Label; got != w[3] {
				t.Errorf("%s: the setup's Start says %q", name, got)
			}
			s := d.app.m.current.(*setup)
			if s.seatLabel(0) != w[7] {
				t.Errorf("%s: Hong's first seat is called %q", name, s.seatLabel(0))
			}
			labelsReadable(t, d, name+" setup", "back", "start")
			d.Draw()
			d.Shot("language-setup-" + name)
			d.TapTarget("back")
			d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))

			d.app.Pause("hongkong", func() {})
			d.Tick(1)
			if got := d.Target("pause-Resume").Label; got != w[4] {
				t.Errorf("%s: the pause menu's Resume says %q", name, got)
			}
			labelsReadable(t, d, name+" pause", "pause-Resume", "pause-Restart", "pause-Rules", "pause-Settings", "pause-Quit to menu")
			d.Draw()
			d.Shot("language-pause-" + name)
			d.TapTarget("pause-Rules")
			d.Tick(2)
			rv := d.app.m.top().(*rulesView)
			if got := d.Target("close-rules").Label; got != w[6] {
				t.Errorf("%s: the rules page's Back says %q", name, got)
			}
			if fmt.Sprint(rv.paras) != fmt.Sprint(splitParas(assets.RulesIn("hongkong", string(l)))) {
				t.Errorf("%s: the rules page is not the %s page", name, l)
			}
			d.Draw()
			d.Shot("language-rules-" + name)
			noMissingWords(t)
		}
	}
}

// labelsReadable fails where a button's words had to shrink below 13 px
// to fit it: German runs long.
func labelsReadable(t *testing.T, d *driver, where string, ids ...string) {
	t.Helper()
	cv := &sprites.Canvas{Scale: 1}
	for _, id := range ids {
		tg := d.Target(id)
		r := sprites.R(tg.X, tg.Y, tg.W, tg.H)
		if size := ui.ButtonLabelSize(cv, r, tg.Label); size < 13 {
			t.Errorf("%s: %q is set at %.1f px in its %.0f px button", where, tg.Label, size, tg.W)
		}
	}
}

// Every word the rules write for the menu and the setup page is marked
// for the catalogue (titleWords), so that none is shown in English.
func TestEveryWordTheRulesWriteForTheMenusIsMarked(t *testing.T) {
	var words []string
	for _, ts := range Titles {
		r := ts.Rules
		words = append(words, r.Blurb)
		words = append(words, r.SeatNames...)
		for _, o := range append(slices.Clip(r.Options), ts.TableOptions...) {
			words = append(words, o.Label)
			for _, ch := range o.Choices {
				words = append(words, ch.Label)
			}
		}
	}
	for _, p := range []sprites.Palette{sprites.StandardPalette, sprites.ColourBlindPalette} {
		words = append(words, p.SeatNames...)
	}
	for _, w := range words {
		if !slices.Contains(titleWords, w) {
			t.Errorf("%q is not marked for the catalogue in titleWords", w)
		}
	}
}

// A game in progress is told, and its discarding asked, in the screens'
// language: how far it is and who plays it, counted the language's way.
func TestAGameInProgressIsToldInGermanAndFrench(t *testing.T) {
	defer lang.Use(lang.English)
	want := map[lang.Language][2]string{
		lang.German: {"Hong Kong: 1 Zug · du und 1 Computer", "Deine laufende Partie Hong Kong löschen"},
		lang.French: {"Hong Kong: 1 coup · vous et 1 ordinateur", "Supprimer votre partie de Hong Kong en cours"},
	}
	for _, l := range []lang.Language{lang.German, lang.French} {
		for _, sz := range [][2]float64{{390, 844}, {1024, 768}} {
			lang.Use(l)
			st := store.Memory{}
			rec := &record.Record{Title: "hongkong", Seed: 1, Seats: []record.Seat{{Level: record.Human}, {Level: "easy"}}, Moves: []string{"B a1"}}
			_ = st.Put(play.SaveName("hongkong"), rec.Marshal())
			d := newDriver(t, sz[0], sz[1], st)
			d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
			name := fmt.Sprintf("%s-%vx%v", l, sz[0], sz[1])
			if got := texts(d.State()["saveWords"]); len(got) != 1 || !strings.HasPrefix(got[0], want[l][0]) {
				t.Errorf("%s: the game in progress is told as %q, want %q…", name, got, want[l][0])
			}
			labelsReadable(t, d, name, "resume-hongkong", "discard-hongkong")
			d.TapTarget("discard-hongkong")
			d.Tick(1)
			if q, _ := d.State()["question"].(string); !strings.HasPrefix(q, want[l][1]) {
				t.Errorf("%s: the menu asks %q", name, q)
			}
			labelsReadable(t, d, name, "keep", "confirm-discard")
			d.Draw()
			d.Shot("language-discard-" + name)
			noMissingWords(t)
		}
	}
}

// A title card that tells its title in a sentence in English does so in
// German and French too: a translation too long for the card would leave
// it blank, and one cut at "St." would read as a mistake.
func TestTheTitleCardsTellTheirTitlesInGermanAndFrench(t *testing.T) {
	defer lang.Use(lang.English)
	cv := &sprites.Canvas{Scale: 1}
	for _, sz := range scenetest.Screens {
		lang.Use(lang.English)
		d := newDriver(t, sz[0], sz[1], nil)
		d.WaitFor("the menu", 60, scenetest.SceneIs("menu"))
		m := d.app.m.current.(*menu)
		for i, ti := range m.titles {
			r := m.lay.cards[i]
			lang.Use(lang.English)
			english := cardBlurb(cv, r, ti.ID)
			for _, l := range []lang.Language{lang.German, lang.French} {
				lang.Use(l)
				got := cardBlurb(cv, r, ti.ID)
				if english != "" && got == "" || strings.HasSuffix(got, " St.") {
					t.Errorf("%vx%v %s: the %s card tells %q (in English %q)", sz[0], sz[1], l, ti.Name, got, english)
				}
			}
		}
	}
	noMissingWords(t)
}
