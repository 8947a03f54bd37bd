package lobby

import (
	"quartet/audio"
	"quartet/lang"
	"quartet/scenes/ui"
)

// A room's link is handed to friends by the device's own ways: the
// browser's share sheet, or its clipboard. Where neither is (a native
// game, which has no link to give), there is no Share button: the page
// shows the code, and says to give it.

// sharer hands a room's link on. Share starts it; done is called, perhaps
// later and from elsewhere, with what the page then says ("" for nothing:
// the person closed the share sheet).
type sharer interface {
	Share(title, text, link string, done func(said string))
}

// shareButton lays out Share link under the room's code where the device
// can share, and says what the last share did.
func (p *Page) shareButton(c *ui.Context) {
	select {
	case said := <-p.shared:
		p.sharedSaid = said
	default:
	}
	link := p.linkOf(p.room)
	if p.share == nil || link == "" || p.lay.share.W == 0 {
		return
	}
	if c.Button("online-share", p.lay.share, lang.T("Share link"), true) {
		c.Sound.Play(audio.Tap)
		p.sharedSaid = ""
		out := p.shared
		p.share.Share("Quartet", lang.Tf("Join my game of Quartet: room %s", p.room), link, func(said string) {
			// Said from the browser's promise, which runs outside the
			// game's tick: the next tick takes it.
			select {
			case out <- said:
			default:
			}
		})
	}
}

// roomWords say how friends join a room: by its link where there is one,
// else by its code.
func roomWords(link string) string {
	if link == "" {
		return lang.T("Give your friends the code: they open Play online, type it, then Join.")
	}
	return lang.Tf("Give your friends this link or the code: %s", link)
}
