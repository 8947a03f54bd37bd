package lobby

import (
	"fmt"
	"image/color"

	"quartet/lang"
	"quartet/online"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Draw paints the page.
func (p *Page) Draw(cv *sprites.Canvas, c *ui.Context) {
	p.cut = p.cut[:0]
	cv.Fill(sprites.Night)
	l := p.lay
	if l.back.W == 0 {
		l = p.layout(c)
	}
	head := lang.T("Play online")
	cv.Text(head, l.head.X, l.head.Y+l.head.H/2, cv.FitSize(head, l.head.W-8, 32, sprites.Bold), sprites.Bold, sprites.Gold, sprites.Start, sprites.Middle)
	ui.DrawButton(cv, c, l.back, p.backLabel(), ui.Secondary, true)
	if p.notice != "" {
		bg, fg := sprites.Alpha(sprites.Bad, 0.92), sprites.Paper
		if p.invited {
			bg, fg = sprites.Gold, sprites.Ink
		}
		cv.RoundRect(l.notice, 12, bg)
		p.box(cv, p.notice, l.notice.Inset(10), 15, fg, sprites.Start)
	}
	busy, _, _, _ := p.dial.state()
	switch {
	case p.link != nil:
		p.drawWaiting(cv, c, l)
	case busy:
		r := sprites.R(l.head.X, l.name.Y, l.back.Right()-l.head.X, 60)
		p.box(cv, lang.Tf("Connecting to %s…", p.mem.Server), r, 18, sprites.Paper, sprites.Middle)
	default:
		p.drawForm(cv, c, l)
	}
}

func (p *Page) drawForm(cv *sprites.Canvas, c *ui.Context, l layout) {
	label := func(r sprites.Rect, s string) {
		lr := sprites.R(l.head.X, r.Y, r.X-l.head.X-8, r.H)
		cv.Text(s, lr.X, lr.Y+lr.H/2, cv.FitSize(s, lr.W, 17, sprites.Bold), sprites.Bold, sprites.Paper, sprites.Start, sprites.Middle)
	}
	label(l.name, lang.T("Your name"))
	p.drawField(cv, c, "name", l.name, p.mem.Name, lang.T("Type the name friends see"))
	label(l.server, lang.T("Server"))
	p.drawField(cv, c, "server", l.server, p.mem.Server, lang.T("The server's address"))
	section := func(r sprites.Rect, s string) {
		cv.Text(s, r.X, r.Y+r.H/2, 19, sprites.Bold, sprites.Gold, sprites.Start, sprites.Middle)
	}
	section(l.startHead, lang.T("Start a room"))
	names := make([]string, len(p.opt.Titles))
	for i, t := range p.opt.Titles {
		names[i] = t.Name
	}
	ui.DrawSegmented(cv, c, l.titles, names, p.title)
	t := p.opt.Titles[p.title]
	if t.MaxSeats > t.MinSeats {
		ui.DrawSegmented(cv, c, l.players, seatCounts(t), len(p.seats)+1-t.MinSeats)
	}
	for i, r := range l.seats {
		// The layout was made before this tick's tap, which may have
		// taken seats away (fewer players).
		if i < len(p.seats) {
			ui.DrawButton(cv, c, r, p.seatWords(i), ui.Secondary, true)
		}
	}
	ui.DrawButton(cv, c, l.create, lang.T("Create room"), ui.Primary, true)
	section(l.joinHead, lang.T("Join a friend's room"))
	p.drawField(cv, c, "code", l.code, p.code, lang.T("Type the room's code"))
	_, ok := p.joinable()
	ui.DrawButton(cv, c, l.join, lang.T("Join"), ui.Primary, ok)
	for i, r := range l.rooms {
		ui.DrawButton(cv, c, r, p.roomWords(i), ui.Quiet, true)
	}
}

// drawField paints a typed field: its text, or what to type there in grey;
// the open one has a gold ring and a caret.
func (p *Page) drawField(cv *sprites.Canvas, c *ui.Context, id string, r sprites.Rect, text, hint string) {
	open := p.entry.ID == id
	if open {
		text = p.entry.Shown()
	}
	cv.RoundRect(r, min(12, r.H/2), sprites.Paper)
	if open {
		cv.StrokeRoundRect(r.Inset(-2), min(12, r.H/2)+2, 3, sprites.Gold)
	}
	size := cv.FitSize(text+"M", r.W-24, 18, sprites.Bold)
	if text == "" {
		cv.Text(hint, r.X+12, r.Y+r.H/2, cv.FitSize(hint, r.W-24, 16, sprites.Regular), sprites.Regular, sprites.Alpha(sprites.Ink, 0.5), sprites.Start, sprites.Middle)
	} else {
		cv.Text(text, r.X+12, r.Y+r.H/2, size, sprites.Bold, sprites.Ink, sprites.Start, sprites.Middle)
	}
	if open {
		x := min(r.Right()-8, r.X+12+cv.TextWidth(text, size, sprites.Bold)+2)
		cv.Rect(sprites.R(x, r.Y+r.H/2-size*0.6, 2, size*1.2), sprites.Ink)
	}
}

// drawWaiting shows the room's code, how friends join, and who is here.
func (p *Page) drawWaiting(cv *sprites.Canvas, c *ui.Context, l layout) {
	cv.RoundRect(l.codeBig, 14, sprites.Paper)
	room := lang.Tf("Room %s", p.room)
	cv.Text(room, l.codeBig.X+l.codeBig.W/2, l.codeBig.Y+l.codeBig.H/2, cv.FitSize(room, l.codeBig.W-24, 44, sprites.Bold), sprites.Bold, sprites.Ink, sprites.Middle, sprites.Middle)
	p.box(cv, roomWords(p.linkOf(p.room)), l.codeWords, 16, sprites.Paper, sprites.Start)
	if l.share.W > 0 {
		ui.DrawButton(cv, c, l.share, lang.T("Share link"), ui.Primary, true)
		if p.sharedSaid != "" {
			p.box(cv, p.sharedSaid, l.shared, 15, sprites.Gold, sprites.Start)
		}
	}
	y := l.list.Y
	if p.snap == nil {
		cv.Text(lang.T("Joining the room…"), l.list.X, y+20, 18, sprites.Regular, sprites.Paper, sprites.Start, sprites.Middle)
		return
	}
	what := p.roomGame()
	cv.Text(what, l.list.X, y+18, cv.FitSize(what, l.list.W, 20, sprites.Bold), sprites.Bold, sprites.Gold, sprites.Start, sprites.Middle)
	y += 44
	for i, s := range p.lobby {
		line := seatState(s, i, i == p.snap.You)
		col := sprites.Paper
		if !s.Joined {
			col = sprites.Alpha(sprites.Paper, 0.6)
		}
		cv.Text(line, l.list.X, y+18, cv.FitSize(line, l.list.W, 18, sprites.Bold), sprites.Bold, col, sprites.Start, sprites.Middle)
		y += 38
	}
	p.box(cv, lang.T("The game begins when every seat is taken."), sprites.R(l.list.X, y+8, l.list.W, 50), 16, sprites.Paper, sprites.Start)
}

// box writes s wrapped to r, smaller than size where its lines would not
// all fit (German runs a third longer than English, and a line that does
// not fit is dropped); what does not fit even at the smallest size is
// noted for the tests (Describe's "cut").
func (p *Page) box(cv *sprites.Canvas, s string, r sprites.Rect, size float64, col color.Color, align sprites.Align) {
	height := func(size float64) float64 { return float64(len(cv.Wrap(s, r.W, size, sprites.Regular))) * size * 1.3 }
	for size > 11 && height(size) > r.H+0.5 {
		size = max(11, size*0.92)
	}
	if height(size) > r.H+0.5 {
		p.cut = append(p.cut, s)
	}
	cv.TextBox(s, r, size, sprites.Regular, col, align)
}

// roomGame says what the room is for, as "Hong Kong · 2 players": the
// code alone did not say (play-test).
func (p *Page) roomGame() string {
	name := p.snap.Title
	for _, t := range p.opt.Titles {
		if t.ID == name {
			name = t.Name
		}
	}
	return lang.N("%s · %d player", "%s · %d players", len(p.snap.Seats), name, len(p.snap.Seats))
}

// seatState is a seat's line in the room: who sits there and whether they
// are here.
func seatState(s online.Seat, seat int, you bool) string {
	name := s.Name
	if name == fmt.Sprintf("Player %d", seat+1) {
		// The server names a seat nobody has named in English.
		name = lang.Tf("Player %d", seat+1)
	}
	switch {
	case you:
		return lang.Tf("%s: you", name)
	case s.Kind == online.KindComputer:
		return lang.Tf("%s: the server's computer, %s", name, lang.Of(s.Level))
	case !s.Joined:
		return lang.Tf("%s: waiting for a friend to join", name)
	case !s.Connected:
		return lang.Tf("%s: joined, away now", name)
	}
	return lang.Tf("%s: here", name)
}
