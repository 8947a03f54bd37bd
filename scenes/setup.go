package scenes

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/record"
	"quartet/scenes/ui"
)

// setup is a title's setup page: who plays each seat, and the options.
type setup struct {
	app     *App
	title   rules.Title
	players int
	seats   []int // per seat: 0 human, 1.. AI level index + 1
	names   []int // per seat: index into seatNameChoices (0: the colour's name)
	options []int // per option: chosen choice
	lay     setupLayout
	front   ui.Layer // the page, redrawn only when it changes
}

type setupLayout struct {
	panel, count ui.Rect
	seats        []ui.Rect
	names        []ui.Rect // the button beside each seat that picks its name
	options      []ui.Rect
	back, start  ui.Rect
}

var seatChoices = append([]string{"Human"}, "Easy", "Medium", "Hard", "Expert")

// seatNameChoices are the names a seat can be given by tapping its name
// button, in turn; the first (empty) keeps the seat colour's name. Typing is
// no help on a tablet with no keyboard, so names are picked, not typed.
var seatNameChoices = []string{"", "Kalle", "Uschi", "Django", "Hanne", "Fiete", "Mocca", "Lale", "Ole", "Zora"}

func newSetup(a *App, id string) (*setup, bool) {
	t, ok := catalog.Lookup(id)
	if !ok || !hasTitleScene(id) {
		return nil, false
	}
	s := &setup{app: a, title: t, players: t.DefaultSeats, options: make([]int, len(t.Options))}
	s.seats = make([]int, t.MaxSeats)
	s.names = make([]int, t.MaxSeats)
	for i := range s.seats {
		s.seats[i] = 2 // a medium computer player
	}
	s.seats[0] = 0 // and you
	return s, true
}

func (s *setup) layout(c *ui.Context) setupLayout {
	var l setupLayout
	rowH := 52.0
	rows := s.players + len(s.title.Options) + 1
	if s.title.MinSeats != s.title.MaxSeats {
		rows++
	}
	w := min(760, c.W-24)
	h := min(c.H-24, 90+float64(rows)*(rowH+34)+80)
	l.panel = ui.R((c.W-w)/2, (c.H-h)/2, w, h)
	in := l.panel.Inset(22)
	_, in = in.CutTop(56)
	rowsArea := in
	next := func() ui.Rect {
		_, rest := rowsArea.CutTop(26)
		r, rest := rest.CutTop(rowH)
		_, rowsArea = rest.CutTop(8)
		return r
	}
	if s.title.MinSeats != s.title.MaxSeats {
		l.count = next()
	}
	// The name button takes what the level choices leave at a finger's
	// width each.
	nameW := min(120, max(ui.MinTarget, in.W-float64(len(seatChoices))*(ui.MinTarget+4)-8))
	for range s.players {
		row := next()
		name, rest := row.CutRight(nameW)
		l.seats = append(l.seats, ui.R(rest.X, rest.Y, rest.W-8, rest.H))
		l.names = append(l.names, name)
	}
	for range s.title.Options {
		l.options = append(l.options, next())
	}
	bottom, _ := in.CutBottom(56)
	half := bottom.SplitH(2, 14)
	l.back, l.start = half[0], half[1]
	return l
}

func (s *setup) Update(c *ui.Context) error {
	s.lay = s.layout(c)
	l := s.lay
	if s.title.MinSeats != s.title.MaxSeats {
		var labels []string
		for n := s.title.MinSeats; n <= s.title.MaxSeats; n++ {
			labels = append(labels, strconv.Itoa(n))
		}
		s.players = s.title.MinSeats + c.Segmented("players", l.count, labels, s.players-s.title.MinSeats)
	}
	for i, r := range l.seats {
		s.seats[i] = c.Segmented("seat"+strconv.Itoa(i), r, seatChoices, s.seats[i])
	}
	for i, r := range l.names {
		if c.Button("name"+strconv.Itoa(i), r, "Name", true) {
			s.names[i] = (s.names[i] + 1) % len(seatNameChoices)
		}
	}
	for i, r := range l.options {
		o := s.title.Options[i]
		s.options[i] = c.Segmented("option-"+o.Key, r, choiceLabels(o), s.options[i])
	}
	if c.Button("back", l.back, "Back", true) || c.Key(ebiten.KeyEscape) {
		c.Nav.Menu()
		return nil
	}
	if c.Button("start", l.start, "Start", true) || c.Key(ebiten.KeyEnter) {
		c.Sound.Play(audio.Tap)
		c.Nav.Play(s.record(uint64(c.Tick)))
	}
	return nil
}

func choiceLabels(o rules.Option) []string {
	var out []string
	for _, ch := range o.Choices {
		out = append(out, ch.Label)
	}
	return out
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
		rec.Seats = append(rec.Seats, record.Seat{Name: seatNameChoices[s.names[i]], Level: level})
	}
	if len(s.title.Options) > 0 {
		rec.Options = optionsJSON(s.title, s.options)
	}
	return rec
}

func (s *setup) Draw(cv *ui.Canvas, c *ui.Context) {
	if s.lay.seats == nil {
		s.lay = s.layout(c)
	}
	drawNightSky(cv, c.Tick)
	p := c.Pointer
	key := fmt.Sprint(s.lay, s.players, s.seats, s.names, s.options, c.Palette().SeatNames[0], p.Down, int(p.X)/8, int(p.Y)/8)
	s.front.Draw(cv, key, func(cv *ui.Canvas) { s.drawFront(cv, c) })
}

func (s *setup) drawFront(cv *ui.Canvas, c *ui.Context) {
	l := s.lay
	ui.DarkPanel(cv, l.panel)
	cv.Text(s.title.Name, l.panel.X+l.panel.W/2, l.panel.Y+44, 32, ui.Bold, ui.Gold, ui.Middle, ui.Middle)
	label := func(r ui.Rect, text string) {
		cv.Text(text, r.X, r.Y-13, 16, ui.Bold, ui.Alpha(ui.Paper, 0.8), ui.Start, ui.Middle)
	}
	if s.title.MinSeats != s.title.MaxSeats {
		label(l.count, "Players")
		var labels []string
		for n := s.title.MinSeats; n <= s.title.MaxSeats; n++ {
			labels = append(labels, strconv.Itoa(n))
		}
		ui.DrawSegmented(cv, c, l.count, labels, s.players-s.title.MinSeats)
	}
	pal := c.Palette()
	for i, r := range l.seats {
		name := s.title.SeatName(i)
		if s.title.SeatNames == nil && i < len(pal.SeatNames) {
			name = pal.SeatNames[i]
		}
		if n := seatNameChoices[s.names[i]]; n != "" {
			name = n
		}
		cv.Circle(r.X+r.W-6, r.Y-13, 6, pal.Seats[i%len(pal.Seats)])
		label(r, name)
		ui.DrawSegmented(cv, c, r, seatChoices, s.seats[i])
		nb := l.names[i]
		cv.RoundRect(nb, min(10, nb.H/2), pal.Seats[i%len(pal.Seats)])
		size := cv.FitSize(name, nb.W-10, min(17, nb.H*0.38), ui.Bold)
		bg := pal.Seats[i%len(pal.Seats)]
		ink := ui.Ink
		if 0.299*float64(bg.R)+0.587*float64(bg.G)+0.114*float64(bg.B) < 150 {
			ink = ui.White
		}
		cv.Text(name, nb.X+nb.W/2, nb.Y+nb.H/2, size, ui.Bold, ink, ui.Middle, ui.Middle)
	}
	for i, r := range l.options {
		o := s.title.Options[i]
		label(r, o.Label)
		ui.DrawSegmented(cv, c, r, choiceLabels(o), s.options[i])
	}
	ui.DrawButton(cv, c, l.back, "Back", ui.Quiet, true)
	ui.DrawButton(cv, c, l.start, "Start", ui.Primary, true)
}

func (s *setup) Describe() map[string]any {
	return map[string]any{"scene": "setup", "title": s.title.ID, "players": s.players, "seats": slices.Clone(s.seats[:s.players]), "names": slices.Clone(s.names[:s.players])}
}
