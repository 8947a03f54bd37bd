package lobby

import (
	"quartet/scenes/ui"
	"quartet/sprites"
)

// layout is where the page's parts are, one column that fits a phone.
type layout struct {
	head, back, notice           sprites.Rect
	name, server                 sprites.Rect
	startHead, titles, players   sprites.Rect
	seats                        []sprites.Rect
	create, joinHead, code, join sprites.Rect
	rooms                        []sprites.Rect
	// waiting: the code, the words about it, Share link and what it
	// did, the seats.
	codeBig, codeWords, share, shared, list sprites.Rect
}

func (p *Page) layout(c *ui.Context) layout {
	var l layout
	pad, row, gap := 20.0, 52.0, 10.0
	if c.Compact() {
		pad, row, gap = 10, 46, 6
	}
	// A screen on its side (a phone, a tablet) is too short for the page
	// in one column: the room to start, or the room's seats, go in a
	// second column beside the rest (they ran off the bottom, Create room
	// and Join with them, at five players even on a tablet).
	side := c.W > c.H
	w := min(600, c.W-2*pad)
	if side {
		w = min(1000, c.W-2*pad)
	}
	area := sprites.R((c.W-w)/2, pad, w, c.H-2*pad)
	top, area := area.CutTop(row)
	l.back, l.head = top.CutRight(min(130, top.W*0.3))
	cutFrom := func(a *sprites.Rect) func(h float64) sprites.Rect {
		return func(h float64) sprites.Rect {
			var r sprites.Rect
			r, *a = a.CutTop(h)
			_, *a = a.CutTop(gap)
			return r
		}
	}
	cut := cutFrom(&area)
	cut(0)
	start := area // where the room to start goes: below, or beside
	cutStart := cut
	if side {
		area, start = area.CutLeft((w - 2*gap) / 2)
		_, start = start.CutLeft(2 * gap)
		cutStart = cutFrom(&start)
	}
	if p.notice != "" {
		l.notice = cut(66)
	}
	if p.link != nil {
		l.codeBig = cut(84)
		l.codeWords = cut(60)
		if p.share != nil && p.linkOf(p.room) != "" {
			l.share, l.shared = cut(row).CutLeft(min(200, w*0.5))
			_, l.shared = l.shared.CutLeft(gap)
		}
		l.list = area
		if side {
			l.list = start
		}
		return l
	}
	half := func(r sprites.Rect) (sprites.Rect, sprites.Rect) { return r.CutLeft(min(150, r.W*0.32)) }
	_, l.name = half(cut(row))
	_, l.server = half(cut(row))
	if side {
		p.layoutJoin(&l, &area, cut, row, gap)
	}
	l.startHead = cutStart(26)
	l.titles = cutStart(row)
	t := p.opt.Titles[p.title]
	if t.MaxSeats > t.MinSeats {
		l.players = cutStart(row)
	}
	// Beside the rest, many seats go two to a row.
	perRow := 1
	if side && len(p.seats) > 2 {
		perRow = 2
	}
	for i := 0; i < len(p.seats); i += perRow {
		l.seats = append(l.seats, cutStart(row).SplitH(min(perRow, len(p.seats)-i), gap)...)
	}
	l.create = cutStart(row)
	if !side {
		p.layoutJoin(&l, &area, cut, row, gap)
	}
	return l
}

// layoutJoin lays out joining a friend's room and the rooms played in
// area, which cut cuts from the top.
func (p *Page) layoutJoin(l *layout, area *sprites.Rect, cut func(float64) sprites.Rect, row, gap float64) {
	l.joinHead = cut(26)
	l.join, l.code = cut(row).CutRight(min(160, area.W*0.35))
	l.code.W -= gap
	for i := range p.mem.Rooms {
		if area.H < row || i == 3 {
			break
		}
		l.rooms = append(l.rooms, cut(row))
	}
}
