package lobby

import (
	"strings"

	"quartet/scenes/ui"
	"quartet/sprites"
)

// field runs one typed field: the press that lands on it opens it (then,
// in a browser, the finger's lift brings up a phone's keyboard).
func (p *Page) field(c *ui.Context, id string, r sprites.Rect, text string) {
	pt := c.Pointer
	c.Target("online-"+id, r, text, true)
	if pt.Pressed && r.Contains(pt.StartX, pt.StartY) && p.entry.ID != id {
		p.entry.Max = 60
		if id == "name" {
			p.entry.Max = 12
		}
		p.entry.Open(id, text)
	}
}

// typing reads what is typed into the open field and closes it on Enter,
// Escape or a press elsewhere; it reports whether a field was open.
func (p *Page) typing(c *ui.Context) bool {
	if p.entry.ID == "" {
		return false
	}
	r := p.fieldRect(p.entry.ID)
	pt := c.Pointer
	done := p.entry.Update(c, r) || pt.Pressed && !r.Contains(pt.StartX, pt.StartY)
	// What the field shows, with the word a phone's keyboard is still
	// composing: on a tablet the whole code was such a word, and Join
	// looked greyed over it though a tap joined (play-test).
	p.store(p.entry.ID, p.entry.Shown())
	if done {
		id := p.entry.ID
		p.store(id, strings.TrimSpace(p.entry.Close()))
		p.mem.keep(p.opt.Store)
	}
	return true
}

func (p *Page) fieldRect(id string) sprites.Rect {
	switch id {
	case "name":
		return p.lay.name
	case "server":
		return p.lay.server
	}
	return p.lay.code
}

func (p *Page) store(id, text string) {
	switch id {
	case "name":
		p.mem.Name = text
	case "server":
		p.mem.Server = text
	default:
		p.code = strings.ToUpper(text)
	}
}
