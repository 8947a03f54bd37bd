package replay

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/lang"
	"quartet/rules/record"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Viewer shows a record's game one position at a time on the title's own
// table, which it draws into the part of the screen beside (or above) the
// log. The table is built afresh for every position, so a jump shows the
// position at once, never the moves flying in between.
type Viewer struct {
	rec   *record.Record
	title table.Title
	// names calls the seats as the game's own table did ("Jade (easy)",
	// "Mei (you)"), for the log and the line about the move shown.
	names table.Names
	log   []play.Entry
	at    int // moves played in the position shown: 0 is the start
	back  func()
	about string // what the record is: where it came from, when kept
	// opener is the seat that moved first; end is the game at its last
	// move where that move ended it (the last position says how), or nil.
	opener int
	end    *play.Table
	// sayer is the title's table on the whole game, which says each
	// move in the words of its log (nil until first needed).
	sayer ui.Scene
	// fit is the status's height that fits every position's words at a
	// width: the panel keeps it as the player steps, so the board does
	// not jump.
	fit statusFit

	t     *play.Table   // the position shown
	scene ui.Scene      // the title's table, drawing t
	sub   ui.Context    // what the title's table sees: no input, no sound
	ptr   ui.Pointer    // the table's pointer, never pressed
	img   *ebiten.Image // the table's last frame
	drawn ui.Scene      // the table img holds
	panel sprites.Layer
	// painted is the panel last painted on the screen.
	painted panelKey
	lay     layout
	first   int // the log's first row on screen
	// dragFrom is first when a drag on the log began; sighted is the
	// position and rows the log was last scrolled to show.
	dragFrom, sighted, rows int
}

// Options say where the viewer finds the titles' tables and what Close
// does.
type Options struct {
	Titles Titles
	// Back leaves the viewer: to the replays list, or the menu.
	Back func()
	// About says in a few words where the record came from ("Kept 3 Nov
	// 2026"); shown under the title's name.
	About string
}

// New opens rec in the viewer at move at (0 shows the start, len(Moves)
// the end; out of range is brought into it): the door for anything that
// shows a game again, the replays list and a post-game review alike. A
// record that cannot be shown returns why, in a player's words.
func New(rec *record.Record, at int, o Options) (*Viewer, error) {
	full, err := Check(rec, o.Titles)
	if err != nil {
		return nil, err
	}
	ts, _ := o.Titles(rec.Title)
	v := &Viewer{rec: cloneRecord(rec, len(rec.Moves)), title: ts, log: full.Log, back: o.Back, about: o.About}
	v.names = table.Names{T: full, Palette: sprites.StandardPalette}
	v.at = max(0, min(at, len(v.rec.Moves)))
	v.opener = full.Game.ToMove()
	if len(full.Log) > 0 {
		v.opener = full.Log[0].Seat
	}
	if full.Over() {
		v.end = full
	}
	v.sighted = -1
	v.ptr.X, v.ptr.Y = -1, -1
	v.sub = ui.Context{Pointer: &v.ptr, Sound: quiet{}, Nav: stay{}, Scale: 1}
	return v, nil
}

// At is the number of moves played in the position shown.
func (v *Viewer) At() int { return v.at }

// Moves is the number of moves in the record.
func (v *Viewer) Moves() int { return len(v.rec.Moves) }

// show builds the title's table at move at, at once.
func (v *Viewer) show(at int) {
	at = max(0, min(at, len(v.rec.Moves)))
	t := v.table(at)
	if t == nil {
		return // New checked every move; a position it reached cannot fail
	}
	v.free()
	v.at, v.t = at, t
	v.scene = v.title.New(t, &v.sub)
}

// table is the game at move at, for a title's table to show: nobody
// moves on it.
func (v *Viewer) table(at int) *play.Table {
	t, err := play.New(cloneRecord(v.rec, at), nil)
	if err != nil {
		return nil
	}
	for s := range t.Game.Seats() {
		t.SetDriver(s, &play.Remote{})
	}
	t.Viewing = true
	return t
}

func (v *Viewer) free() {
	if f, ok := v.scene.(ui.Freer); ok {
		f.Free()
	}
	v.scene = nil
}

// Free lets the table's images go.
func (v *Viewer) Free() {
	v.free()
	if v.img != nil {
		v.img.Deallocate()
		v.img = nil
	}
	v.drawn = nil
	v.panel.Free()
	if f, ok := v.sayer.(ui.Freer); ok {
		f.Free()
	}
	v.sayer = nil
}

// Update runs one tick: the table shown runs its own (its animations, its
// layout), and the viewer's controls move through the game.
func (v *Viewer) Update(c *ui.Context) error {
	v.names.Palette = c.Palette()
	v.lay = v.layout(c)
	b := v.lay.board
	v.sub.W, v.sub.H = float64(int(b.W*c.Scale))/c.Scale, float64(int(b.H*c.Scale))/c.Scale
	v.sub.Scale, v.sub.Tick, v.sub.Frame = c.Scale, c.Tick, c.Frame
	v.sub.AnimationSpeed, v.sub.ColourBlind = c.AnimationSpeed, c.ColourBlind
	if v.scene == nil {
		v.show(v.at)
	}
	v.lay.steps = v.steps()
	v.sub.Targets = v.sub.Targets[:0]
	if err := v.scene.Update(&v.sub); err != nil {
		return err
	}
	if to, ok := v.input(c); ok && to != v.at {
		c.Sound.Play(audio.Tap)
		v.show(to)
	}
	v.keepInSight()
	return nil
}

// input reads the controls and keys, and says which move to show.
func (v *Viewer) input(c *ui.Context) (int, bool) {
	l, n := v.lay, len(v.rec.Moves)
	if c.Button("replay-close", l.close, lang.T("Close"), true) || c.Key(ebiten.KeyEscape) {
		v.back()
		return v.at, false
	}
	steps := [4]struct {
		id, label string
		to        int
		keys      []ebiten.Key
	}{
		{"replay-first", lang.TC("replay", "First"), 0, []ebiten.Key{ebiten.KeyHome}},
		{"replay-back", lang.TC("replay", "Back"), v.at - 1, []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowUp}},
		{"replay-next", lang.TC("replay", "Next"), v.at + 1, []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyArrowDown, ebiten.KeySpace}},
		{"replay-last", lang.TC("replay", "Last"), n, []ebiten.Key{ebiten.KeyEnd}},
	}
	for i, s := range steps {
		enabled := s.to >= 0 && s.to <= n && s.to != v.at
		key := false
		for _, k := range s.keys {
			key = key || c.Key(k)
		}
		if c.Button(s.id, l.steps[i], s.label, enabled) || enabled && key {
			return s.to, true
		}
	}
	if to, ok := v.slide(c); ok {
		return to, true
	}
	if to, ok := v.logInput(c); ok {
		return to, true
	}
	return v.at, false
}

// slide reads the slider: a press on it, and a drag along it, shows the
// move under the finger.
func (v *Viewer) slide(c *ui.Context) (int, bool) {
	r, n := v.lay.slider, len(v.rec.Moves)
	c.Targets = append(c.Targets, ui.Target{ID: "replay-slider", Label: lang.T("Move"), X: r.X, Y: r.Y, W: r.W, H: r.H, Enabled: n > 0})
	p := c.Pointer
	if n == 0 || !p.Down || !r.Contains(p.StartX, p.StartY) {
		return 0, false
	}
	t := v.lay.track()
	return int(sprites.Clamp01((p.X-t.X)/t.W)*float64(n) + 0.5), true
}

// logInput reads a tap on a line of the log (the position after that
// move), and a drag that scrolls it.
func (v *Viewer) logInput(c *ui.Context) (int, bool) {
	l, p := v.lay, c.Pointer
	if p.Pressed {
		v.dragFrom = v.first
	}
	if p.Dragging && l.log.Contains(p.StartX, p.StartY) {
		v.first = v.dragFrom - int((p.Y-p.StartY)/l.row)
	}
	if _, dy := ebiten.Wheel(); dy != 0 && l.log.Contains(p.X, p.Y) {
		v.first -= int(dy * 3)
	}
	v.first = max(0, min(v.first, len(v.log)+1-l.rows))
	for i := range l.rows {
		k := v.first + i
		if k > len(v.log) {
			break
		}
		if c.Target(fmt.Sprintf("replay-line-%d", k), l.line(i), v.lineText(k), true) {
			return k, true
		}
	}
	return 0, false
}

// keepInSight scrolls the log so that the line of the position shown is on
// screen, when the position or the log's room has changed: in between,
// the log stays where the player scrolled it.
func (v *Viewer) keepInSight() {
	rows := v.lay.rows
	if rows <= 0 || v.sighted == v.at && v.rows == rows {
		return
	}
	v.sighted, v.rows = v.at, rows
	if v.at < v.first {
		v.first = v.at
	}
	if v.at >= v.first+rows {
		v.first = v.at - rows + 1
	}
	v.first = max(0, min(v.first, len(v.log)+1-rows))
}

// lineText is the log's line k: the start, or move k and what it did.
func (v *Viewer) lineText(k int) string {
	if k == 0 {
		return lang.T("Start of the game")
	}
	return fmt.Sprintf("%d. %s", k, v.moveWords(k))
}

// moveWords says who made move k (from 1) and what it did: in the words
// of the title's log, in the player's language, where the title says them
// (Title.LogWords), else in the rules' words with the seats' names.
func (v *Viewer) moveWords(k int) string {
	e := v.log[k-1]
	who := v.names.Called(e.Seat)
	head, said := "", e.Events
	if say := v.logSayer(); say != nil {
		head, said = v.title.LogWords(say, e)
		if len(said) == 0 {
			return head
		}
	}
	if len(said) == 0 {
		return lang.Tf("%s: %s", who, e.Move)
	}
	// Every event, as a move may do several things (a throw, the move
	// it gives, the fee it costs); the line is cut short where it must.
	words := strings.Join(said, " ")
	if head == "" {
		words = v.names.Words(strings.Join(said, "; "))
	}
	// A sentence that names its subject itself ("Jade (easy) places",
	// Hong's "The Emperor places") needs no name before it.
	if first, _ := utf8.DecodeRuneInString(words); strings.HasPrefix(words, who) || unicode.IsUpper(first) {
		return words
	}
	return lang.Tf("%s: %s", who, words)
}

// logSayer is the title's table on the whole game, built once, where the
// title says its moves in words (Title.LogWords), or nil: the words of a
// move its log says may need the moves after the position shown.
func (v *Viewer) logSayer() ui.Scene {
	if v.sayer == nil && v.title.LogWords != nil {
		// The seats keep their players, unlike the position shown, so
		// that the person is "Red (you)" as in the viewer's own words.
		if t, err := play.New(cloneRecord(v.rec, len(v.rec.Moves)), nil); err == nil {
			t.Viewing = true
			v.sayer = v.title.New(t, &v.sub)
		}
	}
	return v.sayer
}

// status says which position is shown and who moved into it.
func (v *Viewer) status() (string, string) { return v.statusAt(v.at) }

// statusAt says what the status tells at position k.
func (v *Viewer) statusAt(k int) (string, string) {
	n := len(v.rec.Moves)
	if k == 0 {
		return lang.N("The start · %d move", "The start · %d moves", n, n), lang.Tf("%s plays first.", v.names.Called(v.opener))
	}
	if k == n && v.end != nil {
		// The last position says how the game ended, as the table's
		// end dialog would (the viewer shows the board instead).
		return lang.Tf("Game over: %s", result(v.end, v.names)), fmt.Sprintf("%d. %s", n, v.moveWords(n))
	}
	return lang.Tf("Move %d of %d · %s", k, n, v.names.Called(v.log[k-1].Seat)), v.moveWords(k)
}

// Describe reports the viewer for tests: the move shown, the highlighted
// line, and the table's own report under "table".
func (v *Viewer) Describe() map[string]any {
	d := map[string]any{"scene": "replay", "title": v.rec.Title, "at": v.at, "moves": len(v.rec.Moves), "line": v.lineText(v.at)}
	head, words := v.status()
	d["status"], d["words"] = head, words
	// What the status shows, line by line, at the panel's width.
	hl, wl := v.statusLines(&sprites.Canvas{Scale: max(1, v.sub.Scale)}, v.at, v.lay.status.W-8)
	d["shown"] = strings.Join(append(hl, wl...), "\n")
	if ds, ok := v.scene.(ui.Describer); ok {
		d["table"] = ds.Describe()
	}
	return d
}

// quiet is the table's sound: the viewer stays silent as it steps.
type quiet struct{}

func (quiet) Play(audio.Effect)        {}
func (quiet) PlayMusic(audio.Theme)    {}
func (quiet) SetVolumes(audio.Volumes) {}
func (quiet) Update()                  {}

// stay is the table's way out, which it never takes: its toolbar is not
// shown and it gets no input.
type stay struct{}

func (stay) Menu()                {}
func (stay) Setup(string)         {}
func (stay) Overlay(ui.Scene)     {}
func (stay) Close()               {}
func (stay) Pause(string, func()) {}
func (stay) Online(string)        {}
func (stay) Quit()                {}
