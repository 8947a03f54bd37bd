package kiezkoenig_test

import (
	"fmt"
	"image"
	"regexp"
	"strings"
	"testing"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/rules/record"
	"quartet/scenes/scenetest"
	"quartet/sprites"
)

// turnRecord is a five-player game at the person's turn, some turns in.
func turnRecord(t *testing.T) *record.Record {
	return kiezRecord(t, 5, 3, func(g *kk.Game, _ rules.Move) bool {
		return g.Turns() > 12 && g.ToMove() == 0 && g.Phase() == "turn"
	})
}

// The gold coin on each authority says what it is: "to rob" by it, on a
// phone as on a tablet, in the cell, off the coin and set large enough to
// read; and the authority's card says in a sentence that the coin is its
// Cash marker, the charges paid there, which three Corruption cards rob
// (play-test: a newcomer did not know what the coin was).
func TestTheAuthoritiesCoinsSayTheyAreLootToRob(t *testing.T) {
	rec := turnRecord(t)
	for _, size := range [][2]float64{{390, 844}, {1024, 768}} {
		w, h := size[0], size[1]
		d := resumeKiez(t, w, h, rec)
		d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
		d.Tick(30)
		d.Draw()
		pix := image.NewRGBA(d.Image().Bounds())
		d.Image().ReadPixels(pix.Pix)
		s := d.State()
		markers, _ := s["cashMarkers"].(map[string]any)
		for _, id := range []string{"court", "tax", "police"} {
			m, _ := markers[id].(map[string]any)
			if m == nil {
				t.Fatalf("%vx%v: no Cash marker on %s", w, h, id)
			}
			cell, coin := boxOf(m["cell"]), boxOf(m["coin"])
			var said []string
			for _, wd := range scenetest.List(m["words"]) {
				wd := wd.(map[string]any)
				said = append(said, wd["text"].(string))
				r := boxOf([]any{wd["x"], wd["y"], wd["w"], wd["h"]})
				if size := wd["size"].(float64); size < 7.5 {
					t.Errorf("%vx%v %s: %q is %.1f px", w, h, id, wd["text"], size)
				}
				if !r.In(cell) || r.Overlaps(coin) {
					t.Errorf("%vx%v %s: %q at %v, the cell %v, the coin %v", w, h, id, wd["text"], r, cell, coin)
				}
				gold := 0
				for y := r.Min.Y; y < r.Max.Y; y++ {
					for x := r.Min.X; x < r.Max.X; x++ {
						if c := pix.RGBAAt(x, y); c.R > 180 && c.G > 140 && c.B < 120 {
							gold++
						}
					}
				}
				if gold == 0 {
					t.Errorf("%vx%v %s: nothing drawn where %q is", w, h, id, wd["text"])
				}
			}
			if strings.Join(said, " ") != "to rob" {
				t.Errorf("%vx%v %s: by the coin is written %q", w, h, id, said)
			}
		}
		d.Shot(fmt.Sprintf("kiez-rob-%vx%v", w, h))
		// The card of an authority, opened by a long press.
		sp := d.Target("space-tax")
		p := d.App.Pointer()
		p.Inject(sp.X+sp.W/2, sp.Y+sp.H/2, true)
		d.Tick(40)
		p.Inject(sp.X+sp.W/2, sp.Y+sp.H/2, false)
		d.Tick(20)
		text, _ := d.State()["infoText"].(string)
		for _, want := range []string{"the gold coin", "Cash marker", "rob it"} {
			if !strings.Contains(text, want) {
				t.Errorf("%vx%v: the Tax Office's card does not say %q:\n%s", w, h, want, text)
			}
		}
		d.Shot(fmt.Sprintf("kiez-rob-card-%vx%v", w, h))
	}
}

// boxOf is a rectangle given as [x, y, w, h].
func boxOf(v any) image.Rectangle {
	f := v.([]any)
	x, y, w, h := f[0].(float64), f[1].(float64), f[2].(float64), f[3].(float64)
	return image.Rect(int(x+0.5), int(y+0.5), int(x+w+0.5), int(y+h+0.5))
}

// On a phone every seat card's name is written at 12 px or more, the
// computers' among them (play-test: a computer's name was some 9 px on a
// 390x844 phone), and at least as large on a tablet.
func TestKiezSeatCardNamesAreTwelvePixelsOrMoreOnAPhone(t *testing.T) {
	rec := turnRecord(t)
	for _, size := range [][2]float64{{390, 844}, {1024, 768}} {
		d := resumeKiez(t, size[0], size[1], rec)
		d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
		d.Tick(30)
		d.Draw()
		sizes, _ := d.State()["seatNameSizes"].([]any)
		if len(sizes) != 5 {
			t.Fatalf("%v: %d name sizes", size, len(sizes))
		}
		for seat, v := range sizes {
			if v.(float64) < 12 {
				t.Errorf("%v: seat %d's name is %.1f px", size, seat, v.(float64))
			}
		}
		d.Shot(fmt.Sprintf("kiez-names-%vx%v", size[0], size[1]))
	}
}

// A flying amount is drawn on a dark pill: over a stake's price or a fee
// on the street, nothing light shows through around its gold figures
// (play-test: a fee flying over a stake's price made both unreadable). On
// a phone and a tablet, through some turns; the pixels looked at are the
// street's side of the seat cards, where the amounts fly over the board.
func TestAKiezAmountFlyingIsReadableOverTheBoardsFigures(t *testing.T) {
	rec := turnRecord(t)
	for _, size := range [][2]float64{{390, 844}, {1024, 768}} {
		w, h := size[0], size[1]
		d := resumeKiez(t, w, h, rec)
		d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
		d.TapTarget("roll")
		pix := image.NewRGBA(d.Image().Bounds())
		checked, saved, bad := 0, false, false
		for range 500 {
			d.Update()
			d.Draw()
			s := d.State()
			amounts, _ := s["amounts"].([]any)
			if len(amounts) == 0 || s["cardsFlying"].(float64) > 0 {
				// Stake cards fly over everything, amounts too.
				if scenetest.HumanTurn(s) {
					if ids := choiceIDs(s); len(ids) > 0 {
						d.TapTarget(ids[0])
					}
				}
				continue
			}
			street := image.Rect(0, 0, int(w), int(h))
			for _, c := range s["seatCards"].([]any) {
				card := boxOf([]any{c.(map[string]any)["x"], c.(map[string]any)["y"], c.(map[string]any)["w"], c.(map[string]any)["h"]})
				if card.Min.Y > int(h)/2 {
					street.Max.Y = min(street.Max.Y, card.Min.Y-6)
				} else {
					street.Max.X = min(street.Max.X, card.Min.X-6)
				}
			}
			d.Image().ReadPixels(pix.Pix)
			// Sparks fly over everything, amounts too.
			sparks := boxOf(s["sparkArea"]).Inset(-2)
			for _, a := range amounts {
				a := a.(map[string]any)
				if a["alpha"].(float64) < 0.99 {
					continue // fading out where it landed
				}
				box := boxOf([]any{a["x"], a["y"], a["w"], a["h"]})
				// Inside the pill's edge, which is smoothed into what lies under it.
				pill := box.Inset(3)
				in := pill.Intersect(street)
				for y := in.Min.Y; y < in.Max.Y; y++ {
					for x := in.Min.X; x < in.Max.X; x++ {
						if !inRounded(pill, float64(min(pill.Dx(), pill.Dy()))/2, x, y) || image.Pt(x, y).In(sparks) {
							continue
						}
						checked++
						if c := pix.RGBAAt(x, y); min(c.R, c.G, c.B) > 120 {
							if !saved {
								d.SavePNG(fmt.Sprintf("kiez-amount-unreadable-%vx%v", w, h), pix)
								saved = true
							}
							bad = true
							t.Errorf("%vx%v: the amount %v at %v shows a light rgb(%d,%d,%d) at (%d, %d) beside its figures", w, h, a["text"], box, c.R, c.G, c.B, x, y)
							break
						}
					}
				}
			}
			if bad {
				break
			}
		}
		if checked == 0 {
			t.Fatalf("%vx%v: no amount flew over the street", w, h)
		}
	}
}

// The street's name never shows through the recap's panel, nor between or
// close around the buttons in the middle of the street (play-test: "REEPERBAHN"
// shone through the panel): no pixel of its pink lies in the recap or
// within 10 px above or under a button, or 5 px beside it, at the start of the person's turn with the
// recap and without, on a phone and a tablet. Where it is written, it lies
// clear of them.
func TestTheStreetsNameNeverShowsThroughTheMiddlesPanelOrButtons(t *testing.T) {
	for _, tc := range []struct {
		players int
		w, h    float64
	}{{3, 1024, 768}, {5, 1024, 768}, {3, 390, 844}, {5, 390, 844}} {
		rec := kiezRecord(t, tc.players, 5, func(g *kk.Game, _ rules.Move) bool {
			return g.Turns() > 3 && g.Phase() == "turn" && g.ToMove() == 1
		})
		d := resumeKiez(t, tc.w, tc.h, rec)
		d.WaitFor("the person's turn", 6000, scenetest.HumanTurn)
		for _, recap := range []bool{true, false} {
			where := fmt.Sprintf("%d players, %vx%v, recap %v", tc.players, tc.w, tc.h, recap)
			if !recap {
				// The person's turn with nothing to sum up: the game
				// resumed at it.
				d = resumeKiez(t, tc.w, tc.h, kiezRecord(t, tc.players, 5, func(g *kk.Game, _ rules.Move) bool {
					return g.Turns() > 3 && g.Phase() == "turn" && g.ToMove() == 0
				}))
				d.WaitFor("the person's turn", 6000, scenetest.HumanTurn)
			}
			d.Tick(60) // the money still flying lands
			d.Draw()
			pix := image.NewRGBA(d.Image().Bounds())
			d.Image().ReadPixels(pix.Pix)
			s := d.State()
			if recap != (s["recapShown"] == true) {
				t.Fatalf("%s: the recap is shown %v", where, s["recapShown"])
			}
			var keep []image.Rectangle
			for _, ch := range s["choices"].([]any) {
				tg := d.Target(ch.(map[string]any)["id"].(string))
				// Around it: the gap between two buttons is 8 px, and the
				// street's cells stand some 10 px beside the outer ones.
				keep = append(keep, image.Rect(int(tg.X)-5, int(tg.Y)-10, int(tg.X+tg.W)+5, int(tg.Y+tg.H)+10))
			}
			if recap {
				keep = append(keep, boxOf(s["recapBox"]))
			}
			name := boxOf(s["streetName"])
			for _, r := range keep {
				if name.Overlaps(r) {
					t.Errorf("%s: the street's name at %v lies on %v", where, name, r)
				}
				pink := 0
				for y := r.Min.Y; y < r.Max.Y; y++ {
					for x := r.Min.X; x < r.Max.X; x++ {
						if c := pix.RGBAAt(x, y); int(c.R) > int(c.G)+12 && int(c.B) > int(c.G)+8 && c.R < 140 {
							pink++
						}
					}
				}
				if pink > 0 {
					t.Errorf("%s: %d pixels of the street's name show in %v", where, pink, r)
				}
			}
			d.Shot(fmt.Sprintf("kiez-street-%dp-%vx%v-recap-%v", tc.players, tc.w, tc.h, recap))
		}
	}
}

// "3 wins" on the duel's podium is never under a bullet, whichever step
// either bullet stands on, on a phone and a tablet (play-test: the bullet
// that reached the top step covered the words).
func TestTheDuelsThreeWinsIsNeverUnderABullet(t *testing.T) {
	rec := kiezRecord(t, 3, 11, func(g *kk.Game, _ rules.Move) bool {
		return g.Phase() == "corrupt" && g.ToMove() == 0
	})
	for _, size := range [][2]float64{{390, 844}, {1024, 768}} {
		d := resumeKiez(t, size[0], size[1], rec)
		d.WaitFor("the duel view", 300, func(s map[string]any) bool { return s["duel"] == true && scenetest.HumanTurn(s) })
		d.Tick(40) // the duel view slides in
		d.Draw()
		drawn := d.State()["duelDrawn"].(map[string]any)
		label, _ := drawn["podiumLabel"].([]any)
		if len(label) != 4 {
			t.Fatalf("%v: no \"3 wins\" drawn: %v", size, drawn["podiumLabel"])
		}
		box := boxOf(label)
		if box.Dy() < 10 {
			t.Errorf("%v: \"3 wins\" is %d px high", size, box.Dy())
		}
		spots, _ := drawn["bulletSpots"].([]any)
		if len(spots) != 8 {
			t.Fatalf("%v: bullet spots %v", size, spots)
		}
		for i, sp := range spots {
			if b := boxOf(sp); b.Overlaps(box) {
				t.Errorf("%v: \"3 wins\" at %v lies under the %s's bullet at level %d, %v", size, box, []string{"attacker", "defender"}[i/4], i%4, b)
			}
		}
		d.Shot(fmt.Sprintf("kiez-podium-%vx%v", size[0], size[1]))
	}
}

// throwWords finds a throw's face named at the end of the line ("Duel 1:
// Jade (easy) throws 4.", "You throw 6."), or "".
var throwWords = regexp.MustCompile(`throws? \d\.$`)

// The line names a duel die's face only once the die has landed on it,
// frame by frame through a duel the person fights, and the centre die's
// face likewise (play-test: the line said the throw while the die still
// tumbled). While a die is in the air the line says who throws.
func TestTheLineNamesAThrowOnlyOnceTheDieHasLanded(t *testing.T) {
	rec := kiezRecord(t, 3, 11, func(g *kk.Game, _ rules.Move) bool {
		return g.Phase() == "corrupt" && g.ToMove() == 0
	})
	d := resumeKiez(t, 390, 844, rec)
	d.WaitFor("the duel view", 300, func(s map[string]any) bool { return s["duel"] == true && scenetest.HumanTurn(s) })
	inAir, named := 0, 0
	for range 3000 {
		s := d.State()
		if s["duel"] != true {
			break
		}
		if playOnWithoutCards(d, s) {
			continue
		}
		d.Update()
		s = d.State()
		msg, _ := s["message"].(string)
		air, _ := s["duelDiceInAir"].([]any)
		for side, a := range air {
			if a != true {
				continue
			}
			inAir++
			if throwWords.MatchString(msg) {
				t.Fatalf("the %s's die is in the air and the line says %q", []string{"attacker", "defender"}[side], msg)
			}
			if !strings.HasSuffix(msg, "…") {
				t.Errorf("the %s's die is in the air and the line says %q, not who throws", []string{"attacker", "defender"}[side], msg)
			}
		}
		if throwWords.MatchString(msg) {
			named++
		}
	}
	if inAir == 0 || named == 0 {
		t.Fatalf("through the duel a die was in the air for %d ticks and the line named a throw for %d", inAir, named)
	}
	// The centre die, thrown by the person.
	d = resumeKiez(t, 390, 844, turnRecord(t))
	d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
	d.TapTarget("roll")
	inAir, named = 0, 0
	for range 120 {
		d.Update()
		s := d.State()
		msg, _ := s["message"].(string)
		if s["dieInAir"] == true {
			inAir++
			if throwWords.MatchString(msg) {
				t.Fatalf("the die is in the air and the line says %q", msg)
			}
		} else if throwWords.MatchString(msg) {
			named++
		}
	}
	if inAir == 0 || named == 0 {
		t.Fatalf("the centre die was in the air for %d ticks and the line named its throw for %d", inAir, named)
	}
}

// The board's rules are read on a phone: a car's reach and an authority's
// charge are never set under 9 px (play-test: "drive 0-5", "5 per Hot"
// were 6 to 7 px at 390x844).
func TestTheBoardsRulesAreLargeEnoughOnAPhone(t *testing.T) {
	rec := turnRecord(t)
	for _, size := range [][2]float64{{390, 844}, {844, 390}, {768, 1024}, {1024, 768}} {
		d := resumeKiez(t, size[0], size[1], rec)
		d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
		d.Tick(2)
		d.Draw()
		words, _ := d.State()["boardWords"].(map[string]any)
		if len(words) < 10 {
			t.Fatalf("%v: the board's words: %v", size, words)
		}
		for id, px := range words {
			if px.(float64) < 9 {
				t.Errorf("%v: the words on %s are %.1f px", size, id, px)
			}
		}
		d.Shot(fmt.Sprintf("kiez-board-words-%vx%v", size[0], size[1]))
	}
}

// The Super Turbo button says what the card does, and tapped, the line
// says it is used once instead of the die (play-test: a newcomer did not
// know what "Super Turbo" was).
func TestTheSuperTurboButtonSaysWhatTheCardDoes(t *testing.T) {
	rec := kiezRecord(t, 3, 3, func(g *kk.Game, _ rules.Move) bool {
		return g.Phase() == "turn" && g.ToMove() == 0 && g.HasSuperTurbo(0) && g.Turns() > 2
	})
	d := resumeKiez(t, 390, 844, rec)
	d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
	d.Tick(2)
	if label := d.Target("super").Label; !strings.Contains(label, "go anywhere") {
		t.Errorf("the Super Turbo button reads %q", label)
	}
	d.TapTarget("super")
	if msg := d.State()["message"].(string); !strings.Contains(msg, "once a game") || !strings.Contains(msg, "instead of the die") {
		t.Errorf("the Super Turbo's step says %q", msg)
	}
}

// Every computer's card says its level, on a phone's thumb-wide cards of
// three and five seats too: in its name ("Jade (easy)") or, where the
// name has no room for it, on the line under the name (play-test: the
// five-seat cards dropped "(easy)").
func TestEveryComputersCardSaysItsLevel(t *testing.T) {
	for _, seats := range []int{3, 5} {
		rec := kiezRecord(t, seats, 3, func(g *kk.Game, _ rules.Move) bool {
			return g.Turns() > 4 && g.ToMove() == 0 && g.Phase() == "turn"
		})
		for _, size := range [][2]float64{{390, 844}, {768, 1024}, {1024, 768}} {
			d := resumeKiez(t, size[0], size[1], rec)
			d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
			d.Tick(30)
			s := d.State()
			sizes := scenetest.List(s["seatNameSizes"])
			cv := &sprites.Canvas{Scale: 1}
			for seat, c := range scenetest.List(s["seatCardWords"]) {
				w := c.(map[string]any)
				name, state := w["name"].(string), w["state"].(string)
				if seat == 0 {
					continue
				}
				if !strings.Contains(name, "(easy)") && !strings.Contains(state, "easy") {
					t.Errorf("%d seats, %v: seat %d's card reads %q / %q", seats, size, seat, name, state)
				}
				// The name is written whole: at 12 px beside the money at
				// 18 px it fits the card, which otherwise drops its level.
				card := boxOf([]any{0.0, 0.0, s["seatCards"].([]any)[seat].(map[string]any)["w"], 0.0})
				money := fmt.Sprint(scenetest.List(s["seatBodies"])[seat].(map[string]any)["money"])
				if need := cv.TextWidth(name, 12, sprites.Bold) + cv.TextWidth(money, 18, sprites.Bold) + 40; need > float64(card.Dx()) {
					t.Errorf("%d seats, %v: seat %d's name %q needs %.0f px, its card is %d wide", seats, size, seat, name, need, card.Dx())
				}
				if sz := sizes[seat].(float64); sz < 12 {
					t.Errorf("%d seats, %v: seat %d's name is %.1f px", seats, size, seat, sz)
				}
			}
			d.Shot(fmt.Sprintf("kiez-levels-%d-%vx%v", seats, size[0], size[1]))
		}
	}
}

// A business's Cash marker leaves its code, its fee, its name and its
// stakes clear, on a phone with three seats or five and on a tablet
// either way up: the coin stands at the cell's foot, left of the tokens
// (play-test: on a phone the coin took the code's place, "25 fee 5"; on a
// tablet it crowded the prices and names), and every price is set at a
// readable size.
func TestTheCashMarkerLeavesTheBusinessCodeFeeNameAndStakesClear(t *testing.T) {
	for _, seats := range []int{3, 5} {
		rec := kiezRecord(t, seats, 3, func(g *kk.Game, _ rules.Move) bool {
			return g.Turns() > 12 && g.ToMove() == 0 && g.Phase() == "turn"
		})
		for _, size := range [][2]float64{{390, 844}, {1024, 768}, {768, 1024}} {
			w, h := size[0], size[1]
			d := resumeKiez(t, w, h, rec)
			d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
			d.Tick(30)
			d.Draw()
			s := d.State()
			screen := image.Rect(0, 0, int(w), int(h))
			slots := s["stakeSlots"].(map[string]any)
			coins := 0
			for id, v := range s["businessBoxes"].(map[string]any) {
				bx := v.(map[string]any)
				where := fmt.Sprintf("%d seats, %vx%v, %s", seats, w, h, id)
				if bx["code"] == nil || bx["fee"] == nil || bx["name"] == nil {
					t.Errorf("%s: the cell writes code %v, fee %v, name %v", where, bx["code"], bx["fee"], bx["name"])
					continue
				}
				if bx["coin"] == nil {
					continue
				}
				coins++
				coin := boxOf(bx["coin"])
				if !coin.In(screen) {
					t.Errorf("%s: the coin %v is off the screen", where, coin)
				}
				parts := map[string]image.Rectangle{"code": boxOf(bx["code"]), "fee": boxOf(bx["fee"]), "name": boxOf(bx["name"])}
				for _, kind := range "gch" {
					if sl, ok := slots[id+string(kind)].(map[string]any); ok {
						parts["stake "+string(kind)] = boxOf([]any{sl["x"], sl["y"], sl["w"], sl["h"]})
					}
				}
				for what, r := range parts {
					if r.Overlaps(coin) {
						t.Errorf("%s: the coin %v covers the %s %v", where, coin, what, r)
					}
				}
			}
			if coins < 3 {
				t.Fatalf("%d seats, %vx%v: %d Cash markers hold money, want a few to check", seats, w, h, coins)
			}
			least := 10.0
			for id, px := range s["boardPrices"].(map[string]any) {
				if px.(float64) < least {
					t.Errorf("%d seats, %vx%v: %s's prices are %.1f px", seats, w, h, id, px)
				}
			}
			d.Shot(fmt.Sprintf("kiez-coins-%d-%vx%v", seats, w, h))
		}
	}
}

// The Start looks like no space of the street: a chequered flag, its
// first two rows of eight squares light and dark in turn, which no space
// shows, on a phone and a tablet (play-test: "START looks like a space").
func TestTheStartLooksLikeNoSpace(t *testing.T) {
	rec := turnRecord(t)
	for _, size := range [][2]float64{{390, 844}, {1024, 768}, {768, 1024}} {
		d := resumeKiez(t, size[0], size[1], rec)
		d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
		d.Tick(30)
		s := d.State()
		f := s["startCell"].([]any)
		start := sprites.R(f[0].(float64), f[1].(float64), f[2].(float64), f[3].(float64))
		screen := d.Screen()
		chequered := func(r sprites.Rect) bool {
			sq := r.W / 8
			for row := range 2 {
				for col := range 8 {
					c := screen.RGBAAt(int(r.X+sq*(float64(col)+0.5)), int(r.Y+sq*(float64(row)+0.5)))
					light := int(c.R)+int(c.G)+int(c.B) > 3*150
					if light != ((row+col)%2 == 0) {
						return false
					}
				}
			}
			return true
		}
		if !chequered(start) {
			t.Errorf("%v: the Start is not chequered", size)
		}
		for sp, space := range kk.Track() {
			tg := d.Target("space-" + space.ID)
			if chequered(sprites.R(tg.X, tg.Y, tg.W, tg.H)) {
				t.Errorf("%v: space %d (%s) is chequered like the Start", size, sp, space.ID)
			}
		}
		d.Shot(fmt.Sprintf("kiez-start-%vx%v", size[0], size[1]))
	}
}

// The goal's line at the foot of the street is never cut: where the whole
// does not fit a phone's street it says the leaders without the win
// condition, which the seat cards say (play-test: "… Jade (easy) and Gold
// (easy) lead" ended there, cut).
func TestTheGoalsLineIsNeverCutOnAPhone(t *testing.T) {
	checked := 0
	for _, seats := range []int{3, 5} {
		for _, turns := range []int{6, 12, 18, 30} {
			rec := kiezRecord(t, seats, 3, func(g *kk.Game, _ rules.Move) bool {
				return g.Turns() > turns && g.ToMove() == 0 && g.Phase() == "turn"
			})
			d := resumeKiez(t, 390, 844, rec)
			d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
			d.Tick(30)
			d.Draw()
			s := d.State()
			drawn, _ := s["goalDrawn"].(string)
			if drawn == "" {
				continue
			}
			checked++
			if s["goalCut"] == true {
				d.Shot(fmt.Sprintf("kiez-goal-cut-%d-%d", seats, turns))
				t.Errorf("%d seats, turn %d: the goal's line %q is cut", seats, turns, drawn)
			}
			if !strings.Contains(drawn, "of the") && !strings.Contains(drawn, "Nobody") && !strings.Contains(drawn, "Everyone") {
				t.Errorf("%d seats, turn %d: the goal's line %q does not say who leads", seats, turns, drawn)
			}
		}
	}
	if checked < 4 {
		t.Fatalf("the goal's line was written in %d of the positions", checked)
	}
}

// A five-seat recap on a phone leaves out its small phrases (a bare throw
// whose ride or fee follows, a Corruption card taken) before it cuts a
// line short with "…", and keeps every purchase (play-test: the phone's
// recap ended in "…").
func TestThePhoneRecapDropsSmallPhrasesBeforeItCutsALine(t *testing.T) {
	bought := regexp.MustCompile(`bought [^,.]+`)
	for _, turns := range []int{8, 12, 20} {
		rec := kiezRecord(t, 5, 3, func(g *kk.Game, _ rules.Move) bool {
			return g.Turns() > turns && g.Phase() == "turn" && g.ToMove() == 1
		})
		d := resumeKiez(t, 390, 844, rec)
		d.WaitFor("the person's turn", 6000, scenetest.HumanTurn)
		d.Tick(2)
		d.Draw()
		s := d.State()
		drawn, _ := s["recapDrawn"].(string)
		if s["recapShown"] != true || s["recapCut"] == true || strings.Contains(drawn, "…") {
			d.Shot(fmt.Sprintf("kiez-recap-cut-%d", turns))
			t.Errorf("after turn %d the recap is shown %v, cut %v: %q", turns, s["recapShown"], s["recapCut"], drawn)
		}
		for _, b := range bought.FindAllString(s["recapBrief"].(string), -1) {
			if !strings.Contains(drawn, b) {
				t.Errorf("after turn %d the recap %q leaves out %q", turns, drawn, b)
			}
		}
	}
}

// A newcomer's first buy step, on a phone, names both jobs and says what
// Gang, Cash and Hot are, and the whole line fits the phone's width and
// its place under the board at a readable size (play-test, online on a
// phone: "Second job" with no first, and words nobody had explained).
func TestANewcomersFirstBuyStepSaysWhatTheStakesAreAndFitsAPhone(t *testing.T) {
	rec := kiezRecordFor(t, 2, 3, true, func(g *kk.Game, next rules.Move) bool {
		return next.(kk.Move).Kind == kk.Buy && len(g.Held(g.ToMove())) == 0
	})
	d := resumeKiez(t, 390, 844, rec)
	d.WaitFor("the person's second job", 300, scenetest.HumanTurn)
	d.Tick(2)
	s := d.State()
	msg := s["message"].(string)
	d.Shot("kiez-first-buy-phone")
	for _, want := range []string{"Fee done (first job). Second job:", "Gang: +1 in fights", "Hot: Hot Commodity"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the first buy step does not say %q: %q", want, msg)
		}
	}
	if s["messageFits"] != true || s["messageSize"].(float64) < 12 {
		t.Errorf("on a phone the first buy step's line is %.1f px and fits %v: %q", s["messageSize"], s["messageFits"], msg)
	}
}
