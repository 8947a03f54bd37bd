package table

import (
	"strings"
	"testing"

	"quartet/lang"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// On a phone the online log's note is wider than the drawer: it is broken
// into lines that each fit inside the panel, and the moves start below the
// last of them (play-test: "he others play on; … close the lo", both ends
// cut off at 390 px).
func TestTheOnlineLogNoteFitsAPhone(t *testing.T) {
	c := &ui.Context{W: 390, H: 844, Scale: 1, Pointer: &ui.Pointer{}}
	v := &logView{note: onlineNote}
	p := v.panel(c)
	lines := v.noteLines(c)
	if got := strings.Join(lines, " "); got != onlineNote {
		t.Fatalf("the note's lines %q do not say the whole note", lines)
	}
	for _, l := range lines {
		if w := measure.TextWidth(l, noteSize, sprites.Regular); w > p.W-40 {
			t.Errorf("the note's line %q is %.0f px wide in a panel %.0f px wide", l, w, p.W)
		}
	}
	c.Pointer.Update(1)
	c.BeginTick()
	if err := v.Update(c); err != nil {
		t.Fatal(err)
	}
	last := p.Y + 66 + noteGap*float64(len(lines)-1) + noteSize/2
	if v.body.Y < last {
		t.Errorf("the moves start at y %.0f, over the note's last line at %.0f", v.body.Y, last)
	}
}

// The log's heading names the seat and its move with the language's
// colon: French sets a no-break space before it ("Jade (facile) : R d2"),
// where the heading was built in English punctuation.
func TestTheLogHeadingSetsTheLanguagesColon(t *testing.T) {
	ch, _ := newChrome(t, "hongkong", "human", "easy")
	legal := ch.T.Game.LegalMoves()
	if _, err := ch.T.Submit(legal[0]); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		l    lang.Language
		want string
	}{{lang.English, ": " + legal[0].String()}, {lang.French, "\u00a0: " + legal[0].String()}} {
		speak(t, c.l)
		head := newLogView(ch).lines[0].text
		if !strings.HasSuffix(head, c.want) || strings.HasSuffix(head, " "+c.want) {
			t.Errorf("%s: the heading reads %q, want it to end %q", c.l, head, c.want)
		}
	}
}
