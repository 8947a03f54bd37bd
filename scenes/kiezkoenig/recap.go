package kiezkoenig

import (
	"fmt"
	"strings"

	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/ui"
)

// recapItem is one computer move the person has not had summed up yet.
type recapItem struct {
	seat   int
	move   kk.Move
	events []rules.Event
}

// noteForRecap keeps a computer move for the recap the person reads when
// their turn comes: a lap of a computer's (a Super Turbo, an authority,
// three rides, a purchase) played in four seconds, and after Skip ahead
// nothing of it was seen at all.
func (s *Scene) noteForRecap(events []rules.Event) {
	seat := s.t.LastMoveSeat
	if !s.t.IsAI(seat) || s.t.Humans() == 0 {
		return
	}
	m, err := kk.ParseMove(s.t.LastMove)
	if err != nil {
		return
	}
	s.recapItems = append(s.recapItems, recapItem{seat: seat, move: m, events: events})
}

// takeRecap turns the computer moves kept since the last recap into the
// one shown now, when the person is to decide on the street: in a duel the
// duel's panel says what happens, and the recap waits for the fight's end.
// It returns the moves it took.
func (s *Scene) takeRecap() []recapItem {
	items := s.recapItems
	if len(items) == 0 || s.duel != nil || s.game().Phase() == "order" {
		return nil
	}
	s.recap = s.recapWords(items, false)
	s.recapBrief = s.recapWords(items, true)
	s.recapItems = nil
	return items
}

// recapWords says in a few words per computer player what each did, in the
// order they moved: "Jade (easy): Super Turbo to the Law Courts, bought
// Eros Centre Cash". brief leaves out where a throw of the die went, which
// the tokens show, for a phone's narrow street.
func (s *Scene) recapWords(items []recapItem, brief bool) string {
	var order []int
	said := map[int][]string{}
	var rides map[int]int // Sports Car rides in a row, by seat
	add := func(seat int, phrase string) {
		if _, ok := said[seat]; !ok {
			order = append(order, seat)
		}
		said[seat] = append(said[seat], phrase)
		rides[seat] = 0
	}
	for _, it := range items {
		// Every computer that moved is named, if only to say it threw.
		if _, ok := said[it.seat]; !ok {
			order = append(order, it.seat)
			said[it.seat] = nil
		}
	}
	whom := func(seat int) string {
		if name := s.ch.Names.Name(seat); name != "You" {
			return name
		}
		return "you"
	}
	var fight kk.FightBegan
	rides = map[int]int{}
	for _, it := range items {
		for _, e := range it.events {
			switch ev := e.(type) {
			case kk.Moved:
				if ev.Seat != it.seat {
					continue
				}
				to := kk.SpaceName(ev.To)
				switch ev.By {
				case kk.ByDie:
					// A throw onto a Sports Car is said by the ride.
					if !brief && kk.Track()[ev.To].Kind != kk.CarSpace {
						add(it.seat, "to "+to)
					}
				case kk.ByCar:
					// Rides in a row, in one move or several, read as
					// one: "Sports Car ×3 to the Casino".
					if p := said[it.seat]; len(p) > 0 && rides[it.seat] > 0 && strings.HasPrefix(p[len(p)-1], "Sports Car") {
						rides[it.seat]++
						p[len(p)-1] = fmt.Sprintf("Sports Car ×%d to %s", rides[it.seat], to)
						continue
					}
					add(it.seat, "Sports Car to "+to)
					rides[it.seat] = 1
				case kk.BySuperTurbo:
					add(it.seat, "Super Turbo to "+to)
				case kk.ByTurbo:
					add(it.seat, "three Turbo cards to "+to)
				case kk.ToAuthority:
					add(it.seat, "sent to "+to)
				}
			case kk.StakeMoved:
				if ev.To.Kind != kk.AtPlayer || ev.To.Index != it.seat || ev.From.Kind == kk.AtMiddle {
					continue
				}
				what := stakeName(ev.Stake)
				if ev.From.Kind == kk.AtPlayer {
					what += " from " + whom(ev.From.Index)
				}
				add(it.seat, "bought "+what)
			case kk.CardTaken:
				if ev.Card == kk.CorruptionCard {
					add(ev.Seat, "a Corruption card")
				}
			case kk.FightBegan:
				fight = ev
			case kk.FightWon:
				result := "won"
				if ev.Winner != fight.Attacker {
					result = "lost"
				}
				add(fight.Attacker, fmt.Sprintf("fought %s for the %s, %s", whom(fight.Defender), shortNames[fight.Target], result))
			case kk.CardsPlayed:
				if ev.N > 0 && ev.Seat != fight.Attacker && ev.Seat != fight.Defender {
					side := fight.Attacker
					if ev.Side == kk.Defender {
						side = fight.Defender
					}
					add(ev.Seat, fmt.Sprintf("backed %s with %d Corruption", whom(side), ev.N))
				}
			case kk.MoneyMoved:
				if it.move.Kind == kk.Rob && ev.To.Kind == kk.AtPlayer && ev.From.Kind == kk.AtCashMarker {
					add(ev.To.Index, fmt.Sprintf("robbed %s of %d", kk.SpaceName(ev.From.Index), ev.Amount))
				}
			case kk.BecameTourist:
				add(ev.Seat, "is a tourist now")
			case kk.PlayerOut:
				add(ev.Seat, "is out")
			}
		}
	}
	var lines []string
	for _, seat := range order {
		if !s.t.IsAI(seat) {
			continue
		}
		if len(said[seat]) == 0 {
			said[seat] = []string{"moved on"}
		}
		lines = append(lines, s.ch.Names.Name(seat)+": "+strings.Join(said[seat], ", ")+".")
	}
	return strings.Join(lines, "\n")
}

// recapBox is where the recap goes in the middle of the street: under the
// buttons, down to the foot of the street (the goal's line stays under it
// where the recap leaves room). It is empty where there is no room for two
// lines above the goal's line.
func (s *Scene) recapBox() ui.Rect {
	if s.recap == "" || len(s.choices) == 0 {
		return ui.Rect{}
	}
	cr := s.ring.centre
	bottom := 0.0
	for _, ch := range s.choices {
		bottom = max(bottom, ch.rect.Bottom())
	}
	top := bottom + 8
	r := ui.R(cr.X+6, top, cr.W-12, cr.Bottom()-4-top)
	if r.H-s.goalHeight()-4 < 2*minRecap*1.3+16 {
		return ui.Rect{}
	}
	return r
}

// minRecap is the least size the recap is set in.
const minRecap = 11

// paintRecap writes the recap into r of a layer, as large as fits, and
// reports its size and whether lines were cut at r's foot.
func paintRecap(cv *ui.Canvas, r ui.Rect, text string) (float64, bool) {
	size := 16.0
	for size > minRecap && recapHeight(cv, text, r.W-16, size) > r.H-16 {
		size -= 0.5
	}
	need := recapHeight(cv, text, r.W-16, size)
	r.H = min(r.H, need+16)
	cv.RoundRect(r, 8, ui.Alpha(ui.Hex(0x000000), 0.35))
	cv.TextBox(text, r.Inset(8), size, ui.Regular, ui.Paper, ui.Start)
	return size, need > r.H-16+0.5
}

func recapHeight(cv *ui.Canvas, text string, w, size float64) float64 {
	return float64(len(cv.Wrap(text, w, size, ui.Regular))) * size * 1.3
}
