package scenes

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/lang"
	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/record"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// setup is a title's setup page: who plays each seat, and the options.
type setup struct {
	app     *App
	title   rules.Title
	players int
	seats   []int // per seat: 0 human, 1.. AI level index + 1
	// names holds each seat's name as typed or picked, "" for the
	// colour's name; entry is the name being typed, and opening marks
	// the press that opened it, whose tap is not a second tap.
	names   []string
	entry   ui.TextEntry
	opening bool
	colours []int // per seat: index into the palette
	options []int // per option: chosen choice
	// table lists the title's table options (how the game begins, not
	// rules), shown after the rules' options; tableChosen their choices.
	table       []rules.Option
	tableChosen []int
	help        func(key string, value any, seats int) string
	lay         setupLayout
	front       sprites.Layer // the page, redrawn only when it changes
	sky         sprites.Layer // the backdrop's still parts
	// helpCut is, by option, whether its sentence was cut at its box's
	// foot when last drawn: for the test hook.
	helpCut map[string]bool
	// scroll is how far the page is dragged up: five seats with their
	// names and colours are taller than a small phone.
	scroll, grab float64
	// most caches mostHelp for the page width it was measured at.
	most struct {
		w, h float64
		lang lang.Showing
	}
}

type setupLayout struct {
	panel, count sprites.Rect
	seats        []sprites.Rect
	// Per seat: the colour swatch and the name, tapped to change them.
	swatches, names []sprites.Rect
	options         []sprites.Rect
	back, start     sprites.Rect
	narrow          bool
	// bar, when the page is taller than the screen, is the strip along the
	// screen's foot where Back and Start stay while the rest scrolls.
	bar sprites.Rect
	// more, on such a page, is the hint over the bar that more of it lies
	// below, until it is scrolled to its end (play-test: five seats on a
	// phone scrolled with nothing saying so).
	more sprites.Rect
}

var seatChoices = append([]string{lang.Noop("Human")}, lang.Noop("Easy"), lang.Noop("Medium"), lang.Noop("Hard"), lang.Noop("Expert"))

func newSetup(a *App, id string) (*setup, bool) {
	t, ok := catalog.Lookup(id)
	if !ok || !hasTitleScene(id) {
		return nil, false
	}
	s := &setup{app: a, title: t, players: t.DefaultSeats, options: make([]int, len(t.Options)), helpCut: map[string]bool{}}
	if ts, ok := lookupTitleScene(id); ok {
		s.table = ts.TableOptions
		s.tableChosen = make([]int, len(s.table))
		s.help = ts.OptionHelp
	}
	s.seats = make([]int, t.MaxSeats)
	for i := range s.seats {
		s.seats[i] = 2 // a medium computer player
	}
	s.seats[0] = 0 // and you
	s.names = make([]string, t.MaxSeats)
	s.entry.Max = maxNameRunes
	s.colours = make([]int, t.MaxSeats)
	for i := range s.colours {
		s.colours[i] = i
	}
	s.recall(a.store)
	return s, true
}

func (s *setup) layout(c *ui.Context) setupLayout {
	var l setupLayout
	w := min(760, c.W-24)
	// On a narrow page a seat takes two lines, its colour and name above
	// its choice of player: side by side they would squeeze every choice
	// under a finger's width.
	narrow := w < 560
	l.narrow = narrow
	rowH, labelH := 52.0, 26.0
	if narrow {
		rowH, labelH = ui.MinTarget, 24
	}
	seatH := labelH + rowH
	if narrow {
		seatH = rowH*2 + 6
	}
	height := func(players int, helps float64) float64 {
		h := 56 + 44 + 56 + 16 + float64(players)*(seatH+8) + float64(len(s.allOptions()))*(labelH+rowH+8) + helps
		if s.title.MinSeats != s.title.MaxSeats {
			h += labelH + rowH + 8
		}
		return h
	}
	most := s.mostHelp(w-44, narrow)
	if !narrow && height(s.title.MaxSeats, most) > c.H-24 {
		// Five seats and the options on a landscape tablet: rows of a
		// finger's height and tighter labels keep Start on the screen
		// rather than below the fold.
		rowH, labelH = ui.MinTarget, 22
		seatH = labelH + rowH
	}
	// The page is as tall as its most players and longest sentences make
	// it, whatever is chosen now: its top stays put, and so do Back and
	// Start at its foot (play-test: Start moved as the players and the
	// options were chosen, under a finger on its way to it).
	h := height(s.title.MaxSeats, most)
	top := max(12, (c.H-min(h, c.H-24))/2)
	s.scroll = max(0, min(s.scroll, h-(c.H-top-12)))
	below := h - (c.H - top - 12) - s.scroll
	l.panel = sprites.R((c.W-w)/2, top-s.scroll, w, h)
	in := l.panel.Inset(22)
	_, in = in.CutTop(56)
	rowsArea := in
	next := func() sprites.Rect {
		_, rest := rowsArea.CutTop(labelH)
		r, rest := rest.CutTop(rowH)
		_, rowsArea = rest.CutTop(8)
		return r
	}
	if s.title.MinSeats != s.title.MaxSeats {
		l.count = next()
	}
	rowsArea = s.seatRows(&l, rowsArea, rowH, labelH)
	for i := range s.allOptions() {
		l.options = append(l.options, next())
		if help := s.optionHelp(i); help != "" {
			_, rowsArea = rowsArea.CutTop(helpH(help, in.W, narrow))
		}
	}
	bottom, _ := in.CutBottom(56)
	if pinned := c.H - 12 - 22 - 56; bottom.Y > pinned+0.5 {
		// Below the fold (five seats on a phone): Back and Start stay on
		// the screen where a full scroll brings them, over a strip of the
		// page.
		bottom.Y = pinned
		l.bar = sprites.R(l.panel.X, pinned-12, l.panel.W, c.H-(pinned-12))
		if below > 1 {
			// Said under Back and Start, in the strip: over the page it
			// would hide a row still shown.
			l.more = sprites.R(l.panel.X, bottom.Bottom()+2, l.panel.W, c.H-bottom.Bottom()-4)
		}
	}
	half := bottom.SplitH(2, 14)
	l.back, l.start = half[0], half[1]
	return l
}

// mostHelp is the room the options' sentences take at their longest, over
// every choice and number of players.
func (s *setup) mostHelp(width float64, narrow bool) float64 {
	if s.help == nil {
		return 0
	}
	if s.most.w == width && s.most.lang == lang.Shown() {
		return s.most.h
	}
	total := 0.0
	for _, o := range s.allOptions() {
		most := 0.0
		for _, ch := range o.Choices {
			for n := s.title.MinSeats; n <= s.title.MaxSeats; n++ {
				if help := s.help(o.Key, ch.Value, n); help != "" {
					most = max(most, helpH(help, width, narrow))
				}
			}
		}
		total += most
	}
	s.most.w, s.most.h, s.most.lang = width, total, lang.Shown()
	return total
}

// seatRows lays out, from the top of area, each seat's colour, name and
// choice of player, and returns the area left under them.
func (s *setup) seatRows(l *setupLayout, area sprites.Rect, rowH, labelH float64) sprites.Rect {
	for range s.players {
		var row, choice sprites.Rect
		if l.narrow {
			row, area = area.CutTop(rowH)
			_, area = area.CutTop(6)
			choice, area = area.CutTop(rowH)
			_, area = area.CutTop(8)
		} else {
			_, rest := area.CutTop(labelH)
			row, rest = rest.CutTop(rowH)
			_, area = rest.CutTop(8)
		}
		sw, rest := row.CutLeft(ui.MinTarget)
		var name sprites.Rect
		if l.narrow {
			name, _ = rest.CutLeft(8 + min(150, rest.W*0.5))
			name.X += 8
			name.W -= 8
		} else {
			name, rest = rest.CutLeft(8 + min(110, row.W*0.22))
			_, choice = rest.CutLeft(8)
			name.X += 6
			name.W -= 6
		}
		l.swatches = append(l.swatches, sw)
		l.names = append(l.names, name)
		l.seats = append(l.seats, choice)
	}
	return area
}

// hidden reports a row under the pinned strip: it is not drawn there, and
// a tap there is the strip's.
func (l setupLayout) hidden(r sprites.Rect) bool { return l.bar.H > 0 && r.Y+r.H/2 > l.bar.Y }

func (s *setup) Update(c *ui.Context) error {
	p := c.Pointer
	if p.Pressed {
		s.grab = s.scroll
	}
	if p.Dragging {
		s.scroll = s.grab - (p.Y - p.StartY)
	}
	_, wy := ebiten.Wheel()
	s.scroll -= wy * 40
	s.lay = s.layout(c)
	l := s.lay
	if s.title.MinSeats != s.title.MaxSeats {
		var labels []string
		for n := s.title.MinSeats; n <= s.title.MaxSeats; n++ {
			labels = append(labels, strconv.Itoa(n))
		}
		if !l.hidden(l.count) {
			s.players = s.title.MinSeats + c.Segmented("players", l.count, labels, s.players-s.title.MinSeats)
		}
	}
	for i, r := range l.seats {
		if !l.hidden(r) {
			s.seats[i] = c.Segmented("seat"+strconv.Itoa(i), r, translated(seatChoices), s.seats[i])
		}
		if l.hidden(l.names[i]) {
			continue
		}
		s.nameField(c, i)
		if c.Button("colour"+strconv.Itoa(i), l.swatches[i], lang.T("Colour"), true) {
			s.nextColour(c, i)
		}
	}
	all, chosen := s.allOptions(), s.chosen()
	for i, r := range l.options {
		if !l.hidden(r) {
			*chosen[i] = c.Segmented("option-"+all[i].Key, r, choiceLabels(all[i]), *chosen[i])
		}
	}
	// Enter and Escape end a name being typed, and do no more.
	typing := s.typeName(c)
	if c.Button("back", l.back, lang.T("Back"), true) || !typing && c.Key(ebiten.KeyEscape) {
		c.Nav.Menu()
		return nil
	}
	if c.Button("start", l.start, lang.T("Start"), true) || !typing && c.Key(ebiten.KeyEnter) {
		s.closeName()
		c.Sound.Play(audio.Tap)
		s.app.tableChoices = s.tableChoices()
		s.remember(s.app.store)
		seed := uint64(c.Tick)
		if s.app.gameSeed != 0 {
			seed = s.app.gameSeed
		}
		s.app.Play(s.record(seed))
	}
	return nil
}

// allOptions are the rules' options, then the table's.
func (s *setup) allOptions() []rules.Option {
	return append(slices.Clip(s.title.Options), s.table...)
}

// chosen points at each option's choice, in allOptions' order.
func (s *setup) chosen() []*int {
	var out []*int
	for i := range s.options {
		out = append(out, &s.options[i])
	}
	for i := range s.tableChosen {
		out = append(out, &s.tableChosen[i])
	}
	return out
}

// tableChoices are the table options' chosen values, by key.
func (s *setup) tableChoices() map[string]any {
	out := map[string]any{}
	for i, o := range s.table {
		out[o.Key] = o.Choices[s.tableChosen[i]].Value
	}
	return out
}

// optionHelp is the sentence under option i that says what its chosen
// value does, or "".
func (s *setup) optionHelp(i int) string {
	if s.help == nil {
		return ""
	}
	o := s.allOptions()[i]
	return s.help(o.Key, o.Choices[*s.chosen()[i]].Value, s.players)
}

// helpH is the room under an option for its sentence, set in helpSize
// and wrapped to width: as many lines as it takes, never cut (play-test:
// on a phone it ended "…may rob the Law Courts and"). It is measured a
// little narrower than it is drawn, so that a screen's own scale never
// wraps it to one line more.
func helpH(help string, width float64, narrow bool) float64 {
	m := &sprites.Canvas{Scale: 1}
	size := helpSize(narrow)
	return float64(len(m.Wrap(help, width-4, size, sprites.Regular)))*size*1.3 + 8
}

// helpSize is the size an option's sentence is written in.
func helpSize(narrow bool) float64 {
	if narrow {
		return 13
	}
	return 15
}

// choiceLabels are an option's choices in the screens' language.
func choiceLabels(o rules.Option) []string {
	var out []string
	for _, ch := range o.Choices {
		out = append(out, lang.Of(ch.Label))
	}
	return out
}

// seatLabel is what the setup calls seat i: its role where roles differ
// ("Emperor"), else its number.
func (s *setup) seatLabel(i int) string {
	if i < len(s.title.SeatNames) {
		return lang.Of(s.title.SeatNames[i])
	}
	return lang.Tf("Player %d", i+1)
}

// record builds the new game's record. The seed comes from the tick count
// at the tap: different every game, and no clock in the rules.
func (s *setup) record(seed uint64) *record.Record {
	rec := &record.Record{Title: s.title.ID, Seed: record.Seed(seed*2654435761 + 12345)}
	for i := range s.players {
		level := record.Human
		if s.seats[i] > 0 {
			level = record.Levels[s.seats[i]-1]
		}
		seat := record.Seat{Level: level, Name: strings.TrimSpace(s.names[i])}
		if s.colours[i] != i {
			seat.Colour = s.colours[i] + 1
		}
		rec.Seats = append(rec.Seats, seat)
	}
	if len(s.title.Options) > 0 {
		rec.Options = optionsJSON(s.title, s.options)
	}
	return rec
}

// Free lets the page's screen-sized images go.
func (s *setup) Free() {
	s.front.Free()
	s.sky.Free()
}

func (s *setup) Draw(cv *sprites.Canvas, c *ui.Context) {
	if s.lay.seats == nil {
		s.lay = s.layout(c)
	}
	drawNightSky(cv, c.Tick, &s.sky)
	p := c.Pointer
	key := fmt.Sprint(s.lay, s.scroll, s.players, s.seats, s.names, s.entry.ID, s.entry.Shown(), s.colours, s.options, s.tableChosen, c.Palette().SeatNames[0], p.Down, int(p.X)/8, int(p.Y)/8, lang.Shown())
	s.front.Draw(cv, key, func(cv *sprites.Canvas) { s.drawFront(cv, c) })
}

func (s *setup) drawFront(cv *sprites.Canvas, c *ui.Context) {
	l := s.lay
	ui.DarkPanel(cv, l.panel)
	cv.Text(s.title.Name, l.panel.X+l.panel.W/2, l.panel.Y+44, 32, sprites.Bold, sprites.Gold, sprites.Middle, sprites.Middle)
	label := func(r sprites.Rect, text string) {
		cv.Text(text, r.X, r.Y-13, 16, sprites.Bold, sprites.Alpha(sprites.Paper, 0.8), sprites.Start, sprites.Middle)
	}
	if s.title.MinSeats != s.title.MaxSeats {
		label(l.count, lang.T("Players"))
		var labels []string
		for n := s.title.MinSeats; n <= s.title.MaxSeats; n++ {
			labels = append(labels, strconv.Itoa(n))
		}
		ui.DrawSegmented(cv, c, l.count, labels, s.players-s.title.MinSeats)
	}
	pal := c.Palette()
	for i, r := range l.seats {
		if n := l.names[i]; n.Y != r.Y {
			// Two lines: the seat's label beside its name button.
			seat := s.seatLabel(i)
			cv.Text(seat, n.Right()+10, n.Y+n.H/2, cv.FitSize(seat, r.Right()-n.Right()-10, 16, sprites.Bold), sprites.Bold, sprites.Alpha(sprites.Paper, 0.8), sprites.Start, sprites.Middle)
		} else {
			label(l.swatches[i], s.seatLabel(i))
		}
		sw := l.swatches[i]
		cv.Circle(sw.X+sw.W/2, sw.Y+sw.H/2, sw.H*0.36, sprites.Shade(pal.Seats[s.colours[i]%len(pal.Seats)], 0.7))
		cv.Circle(sw.X+sw.W/2, sw.Y+sw.H/2, sw.H*0.3, pal.Seats[s.colours[i]%len(pal.Seats)])
		s.drawName(cv, c, i)
		ui.DrawSegmented(cv, c, r, translated(seatChoices), s.seats[i])
	}
	all, chosen := s.allOptions(), s.chosen()
	for i, r := range l.options {
		label(r, lang.Of(all[i].Label))
		ui.DrawSegmented(cv, c, r, choiceLabels(all[i]), *chosen[i])
		if help := s.optionHelp(i); help != "" {
			box := sprites.R(r.X, r.Bottom()+4, r.W, helpH(help, r.W, l.narrow)-4)
			size := helpSize(l.narrow)
			s.helpCut[all[i].Key] = float64(len(cv.Wrap(help, box.W, size, sprites.Regular)))*size*1.3 > box.H
			cv.TextBox(help, box, size, sprites.Regular, sprites.Alpha(sprites.Paper, 0.75), sprites.Start)
		}
	}
	if b := l.bar; b.H > 0 {
		cv.Rect(b, sprites.Hex(0x142028))
		cv.Rect(sprites.R(b.X, b.Y, b.W, 1.5), sprites.Alpha(sprites.Gold, 0.5))
	}
	if m := l.more; m.W > 0 {
		text := lang.T("More below: drag up")
		cv.Text(text, m.X+m.W/2+8, m.Y+m.H/2, 13, sprites.Bold, sprites.Gold, sprites.Middle, sprites.Middle)
		x, y := m.X+m.W/2-cv.TextWidth(text, 13, sprites.Bold)/2-6, m.Y+m.H/2
		cv.Poly([]float64{x - 6, y - 3, x + 6, y - 3, x, y + 4}, sprites.Gold)
	}
	ui.DrawButton(cv, c, l.back, lang.T("Back"), ui.Quiet, true)
	ui.DrawButton(cv, c, l.start, lang.T("Start"), ui.Primary, true)
}

// drawName paints seat i's name button; the name being typed has a gold
// ring and a caret, and says what to do while it is empty.
func (s *setup) drawName(cv *sprites.Canvas, c *ui.Context, i int) {
	r := s.lay.names[i]
	if s.entry.ID != "name"+strconv.Itoa(i) {
		ui.DrawButton(cv, c, r, s.seatName(c, i), ui.Secondary, true)
		return
	}
	text := s.entry.Shown()
	ui.DrawButton(cv, c, r, "", ui.Secondary, true)
	cv.StrokeRoundRect(r.Inset(-2), min(14, r.H/2)+2, 3, sprites.Gold)
	size := ui.ButtonLabelSize(cv, r, text+"M")
	w := cv.TextWidth(text, size, sprites.Bold)
	if text == "" {
		hint := lang.T("Type a name")
		cv.Text(hint, r.X+r.W/2, r.Y+r.H/2, cv.FitSize(hint, r.W-16, 15, sprites.Regular), sprites.Regular, sprites.Alpha(sprites.Ink, 0.5), sprites.Middle, sprites.Middle)
	}
	cv.Text(text, r.X+r.W/2, r.Y+r.H/2, size, sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
	x := min(r.Right()-8, r.X+r.W/2+w/2+2)
	if text == "" {
		x = r.X + 10
	}
	cv.Rect(sprites.R(x, r.Y+r.H/2-size*0.6, 2, size*1.2), sprites.Ink)
}

// seatNames are the names offered to a seat, tapped through in turn on an
// open name; the first, empty, leaves the seat called by its colour.
var seatNames = []string{"", "Mei", "Wing", "Lin", "Chen", "Hui", "Bo", "Ada", "Sam", "Rosa", "Max"}

// maxNameRunes is the longest name a seat may be given: it still fits a
// phone's seat card.
const maxNameRunes = 12

// nameField runs seat i's name button: the press that lands on it opens
// the name for typing (then, in a browser, the finger's lift brings up a
// phone's keyboard); a tap on the open name offers the next of seatNames,
// for those who would rather not type.
func (s *setup) nameField(c *ui.Context, i int) {
	id, r, p := "name"+strconv.Itoa(i), s.lay.names[i], c.Pointer
	if p.Pressed && r.Contains(p.StartX, p.StartY) && s.entry.ID != id {
		s.closeName()
		s.entry.Open(id, s.names[i])
		s.opening = true
	}
	if !c.Button(id, r, s.seatName(c, i), true) || s.entry.ID != id {
		return
	}
	if s.opening {
		s.opening = false
		return
	}
	k := (slices.Index(seatNames, s.entry.Text) + 1) % len(seatNames)
	s.entry.Set(seatNames[k])
	s.names[i] = seatNames[k]
}

// typeName reads what is typed into the open name, and closes it on Enter,
// Escape or a press elsewhere. It reports whether a name was open.
func (s *setup) typeName(c *ui.Context) bool {
	if s.entry.ID == "" {
		return false
	}
	i, p := s.editing(), c.Pointer
	if r, ok := s.openField(); ok && s.entry.Update(c, r) || p.Pressed && !s.lay.names[i].Contains(p.StartX, p.StartY) {
		s.closeName()
		return true
	}
	s.names[i] = s.entry.Text
	return true
}

// editing is the seat whose name is open for typing.
func (s *setup) editing() int {
	n, _ := strconv.Atoi(strings.TrimPrefix(s.entry.ID, "name"))
	return min(n, len(s.names)-1)
}

// openField is where the name being typed is on screen.
func (s *setup) openField() (sprites.Rect, bool) {
	if s.entry.ID == "" || s.editing() >= len(s.lay.names) {
		return sprites.Rect{}, false
	}
	return s.lay.names[s.editing()], true
}

// closeName ends typing a name and keeps it, without the spaces around it.
func (s *setup) closeName() {
	if s.entry.ID == "" {
		return
	}
	i := s.editing()
	s.names[i] = strings.TrimSpace(s.entry.Close())
	s.opening = false
}

// seatName is what the seat's name button shows.
func (s *setup) seatName(c *ui.Context, i int) string {
	if s.entry.ID == "name"+strconv.Itoa(i) {
		return s.entry.Shown()
	}
	if n := s.names[i]; n != "" {
		return n
	}
	pal := c.Palette()
	return lang.Of(pal.SeatNames[s.colours[i]%len(pal.SeatNames)])
}

// nextColour gives seat i the next colour of the palette that no other
// seat in the game has.
func (s *setup) nextColour(c *ui.Context, i int) {
	n := len(c.Palette().Seats)
	for k := 1; k < n; k++ {
		col := (s.colours[i] + k) % n
		if !slices.Contains(s.colours[:s.players], col) {
			s.colours[i] = col
			return
		}
	}
}

func (s *setup) Describe() map[string]any {
	d := map[string]any{"scene": "setup", "title": s.title.ID, "players": s.players, "seats": slices.Clone(s.seats[:s.players])}
	help := map[string]string{}
	for i, o := range s.allOptions() {
		if h := s.optionHelp(i); h != "" {
			help[o.Key] = h
		}
	}
	d["optionHelp"] = help
	d["helpCut"] = maps.Clone(s.helpCut) // as last drawn
	d["moreBelow"] = s.lay.more.W > 0
	return d
}
