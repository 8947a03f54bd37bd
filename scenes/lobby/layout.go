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
	w := min(600, c.W-2*pad)
	area := sprites.R((c.W-w)/2, pad, w, c.H-2*pad)
	top, area := area.CutTop(row)
	l.back, l.head = top.CutRight(min(130, top.W*0.3))
	cut := func(h float64) sprites.Rect {
		var r sprites.Rect
		r, area = area.CutTop(h)
		_, area = area.CutTop(gap)
		return r
	}
	cut(0)
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
		return l
	}
	half := func(r sprites.Rect) (sprites.Rect, sprites.Rect) { return r.CutLeft(min(150, r.W*0.32)) }
	_, l.name = half(cut(row))
	_, l.server = half(cut(row))
	l.startHead = cut(26)
	l.titles = cut(row)
	t := p.opt.Titles[p.title]
	if t.MaxSeats > t.MinSeats {
		l.players = cut(row)
	}
	for range p.seats {
		l.seats = append(l.seats, cut(row))
	}
	l.create = cut(row)
	l.joinHead = cut(26)
	l.join, l.code = cut(row).CutRight(min(160, w*0.35))
	l.code.W -= gap
	for i := range p.mem.Rooms {
		if area.H < row || i == 3 {
			break
		}
		l.rooms = append(l.rooms, cut(row))
	}
	return l
}
