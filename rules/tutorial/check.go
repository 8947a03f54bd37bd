package tutorial

import (
	"fmt"
	"strconv"
	"strings"

	"quartet/rules"
	ct "quartet/rules/chinatown"
	hg "quartet/rules/hong"
	hk "quartet/rules/hongkong"
	kk "quartet/rules/kiezkoenig"
)

// maxBranches bounds how many of the moves fitting a pattern the check
// follows to the tutorial's end: enough to catch a reply that only fits
// the first of them.
const maxBranches = 40

// Check replays the tutorial and reports every step that does not fit:
// an expect or auto step that is not legal at its point (or made for the
// wrong seat), a pattern no legal move fits, a show step whose target does
// not exist. A pattern is followed for each fitting move, the rest of the
// tutorial taking the first fitting move at later patterns. An empty
// result means the tutorial plays to its end whatever the person does.
func Check(t *Tutorial) []error {
	g, err := t.Start()
	if err != nil {
		return []error{err}
	}
	if _, ok := targetCheckers[t.Title]; !ok {
		return []error{fmt.Errorf("no tutorial targets are known for %s", t.Title)}
	}
	steps, _ := t.Steps()
	seen := map[string]bool{}
	var out []error
	// The order every tutorial keeps: the goal first, before any move;
	// one strategy tip last, after the last move.
	if steps[0].Kind() != Show {
		out = append(out, fmt.Errorf("%s: a tutorial begins by showing the goal", t.where(0)))
	}
	if last := steps[len(steps)-1]; last.Kind() != Show {
		out = append(out, fmt.Errorf("%s: a tutorial ends by showing a tip", t.where(len(steps)-1)))
	}
	var walk func(g rules.Game, from int, branch bool)
	walk = func(g rules.Game, from int, branch bool) {
		for i := from; i < len(steps); i++ {
			st := steps[i]
			fail := func(format string, a ...any) {
				e := fmt.Errorf("%s: %s", t.where(i), fmt.Sprintf(format, a...))
				if !seen[e.Error()] {
					seen[e.Error()] = true
					out = append(out, e)
				}
			}
			for _, id := range st.Show {
				if err := Target(g, id); err != nil {
					fail("%v", err)
				}
			}
			switch st.Kind() {
			case Show:
				continue
			case Auto:
				if seat := Seat(g, st.Auto); seat == t.You {
					fail("auto move %q, but it is the person's turn", st.Auto)
					return
				}
				if err := play(g, st.Auto); err != nil {
					fail("auto move %q: %v", st.Auto, err)
					return
				}
				continue
			}
			// A pattern is matched against the moves of the seat to move.
			seat := g.ToMove()
			if !st.Pattern() {
				seat = Seat(g, st.Expect)
			}
			if seat != t.You {
				fail("expects %q, but it is not the person's turn", st.Expect)
				return
			}
			if !st.Pattern() {
				if err := play(g, st.Expect); err != nil {
					fail("expected move %q: %v", st.Expect, err)
					return
				}
				continue
			}
			fits := Fitting(g, st)
			if len(fits) == 0 {
				fail("no legal move fits %q", st.Expect)
				return
			}
			if !branch {
				for _, m := range fits[1:min(len(fits), maxBranches)] {
					c := g.Clone()
					if _, err := c.Apply(m); err == nil {
						walk(c, i+1, true)
					}
				}
			}
			if _, err := g.Apply(fits[0]); err != nil {
				fail("%v", err)
				return
			}
		}
	}
	walk(g, 0, false)
	return out
}

// Seat is the seat a move in notation belongs to: the seat it names, in
// a title whose players act at once (Chinatown's keeping and trading:
// "P2 keep ..."), or else the seat to move.
func Seat(g rules.Game, text string) int {
	if m, err := g.ParseMove(text); err == nil {
		if sm, ok := m.(interface{ Mover() int }); ok {
			return sm.Mover()
		}
	}
	return g.ToMove()
}

// Fitting lists the legal moves that satisfy an expect step.
func Fitting(g rules.Game, st Step) []rules.Move {
	var out []rules.Move
	for _, m := range g.LegalMoves() {
		if st.Fits(m.String()) {
			out = append(out, m)
		}
	}
	return out
}

func play(g rules.Game, text string) error {
	m, err := g.ParseMove(text)
	if err != nil {
		return err
	}
	_, err = g.Apply(m)
	return err
}

// where names step i for a person fixing the file: "section 2 (Roofs), step 3".
func (t *Tutorial) where(i int) string {
	for s, sec := range t.Sections {
		if i < len(sec.Steps) {
			return fmt.Sprintf("section %d (%s), step %d", s+1, sec.Name, i+1)
		}
		i -= len(sec.Steps)
	}
	return fmt.Sprintf("step %d", i+1)
}

// shared are the targets every table has: its toolbar.
var shared = map[string]bool{"undo": true, "log": true, "menu": true}

// targetCheckers say, per title, whether a target name exists on its
// table: the names its scene gives its targets (ui.Target IDs).
var targetCheckers = map[string]func(g rules.Game, id string) bool{
	hk.Title.ID: func(_ rules.Game, id string) bool {
		if plot, ok := strings.CutPrefix(id, "plot-"); ok {
			_, ok := hk.ParsePlot(plot)
			return ok
		}
		switch id {
		case "piece-block", "piece-roof", "piece-double":
			return true
		}
		return false
	},
	hg.Title.ID: func(g rules.Game, id string) bool {
		if name, ok := strings.CutPrefix(id, "cell-"); ok {
			cell, ok := hg.ParseCell(name)
			h := g.(*hg.Game)
			return ok && (h.Board().Playable(cell) || h.Cell(cell) == hg.Stone)
		}
		switch id {
		case "turn", "place", "supply", "cancel":
			return true
		}
		return false
	},
	ct.Title.ID: func(_ rules.Game, id string) bool {
		kind, arg, _ := strings.Cut(id, "-")
		switch kind {
		case "lot", "card":
			n, err := strconv.Atoi(arg)
			return err == nil && ct.ValidLot(n)
		case "tile", "hand":
			_, ok := ct.ParseShop(arg)
			return ok
		case "accept", "decline", "change", "withdraw":
			n, err := strconv.Atoi(arg)
			return err == nil && n > 0
		}
		switch id {
		case "keep", "pass", "done", "new-deal", "money", "send", "year", "income-table":
			return true
		}
		return false
	},
	kk.Title.ID: func(_ rules.Game, id string) bool {
		kind, arg, _ := strings.Cut(id, "-")
		switch kind {
		case "buy", "sell", "lose":
			_, ok := kk.ParseStake(arg)
			return ok
		case "space":
			_, ok := kk.ParseSpace(arg)
			return ok
		case "drive", "corrupt":
			return len(arg) == 1 && arg[0] >= '0' && arg[0] <= '5'
		}
		switch id {
		case "roll", "die", "draw", "accept", "decline", "rob", "fight", "super", "cancel", "skip", "duel-throw":
			return true
		}
		return false
	},
}

// Target reports whether a lit target names something on g's table.
func Target(g rules.Game, id string) error {
	if shared[id] {
		return nil
	}
	if ok := targetCheckers[g.Title()]; ok != nil && ok(g, id) {
		return nil
	}
	return fmt.Errorf("%q is nothing on the %s table", id, g.Title())
}
