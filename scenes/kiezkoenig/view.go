package kiezkoenig

import (
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
)

// Where a stake lies in the view, besides a seat.
const (
	inDisplay = -1
	inMiddle  = -2
)

// view is the table as the player sees it while a move's events play out:
// the rules' state jumps to the end of a move at once, but money, stakes
// and cards change hands on screen one event at a time, in step with the
// animations. When the events are over it is read from the rules again, so
// it can never drift.
type view struct {
	seats      int
	money      [kk.MaxSeats]int
	cash       [40]int
	middle     int // fight money in the middle
	owner      [kk.Stakes]int8
	corruption [kk.MaxSeats]int
	turbo      [kk.MaxSeats]int
	super      [kk.MaxSeats]bool
	pos        [kk.MaxSeats]int
	out        [kk.MaxSeats]bool
}

func viewOf(g *kk.Game) view {
	v := view{seats: g.Seats()}
	for s := range v.seats {
		v.money[s] = g.Money(s)
		v.corruption[s] = g.CorruptionCards(s)
		v.turbo[s] = g.TurboCards(s)
		v.super[s] = g.HasSuperTurbo(s)
		v.pos[s] = g.Position(s)
		v.out[s] = g.Out(s)
	}
	for sp := range kk.TrackLen() {
		v.cash[sp] = g.CashAt(sp)
	}
	for st := range kk.Stakes {
		v.owner[st] = int8(g.Owner(st))
	}
	for _, st := range g.Middle() {
		v.owner[st] = inMiddle
	}
	if f, ok := g.Fight(); ok {
		v.middle = f.FightMoney
	}
	return v
}

// purse is the amount a place holds in the view.
func (v *view) purse(p kk.Place) *int {
	switch p.Kind {
	case kk.AtPlayer:
		return &v.money[p.Index]
	case kk.AtCashMarker:
		return &v.cash[p.Index]
	case kk.AtMiddle:
		return &v.middle
	}
	return nil
}

func placeOwner(p kk.Place) int8 {
	switch p.Kind {
	case kk.AtPlayer:
		return int8(p.Index)
	case kk.AtMiddle:
		return inMiddle
	}
	return inDisplay
}

// apply moves what one event moves.
func (v *view) apply(e rules.Event) {
	switch ev := e.(type) {
	case kk.MoneyMoved:
		if p := v.purse(ev.From); p != nil {
			*p -= ev.Amount
		}
		if p := v.purse(ev.To); p != nil {
			*p += ev.Amount
		}
	case kk.StakeMoved:
		v.owner[ev.Stake] = placeOwner(ev.To)
	case kk.CardTaken:
		switch ev.Card {
		case kk.CorruptionCard:
			v.corruption[ev.Seat]++
		case kk.TurboCard:
			v.turbo[ev.Seat]++
		}
	case kk.CardsReturned:
		switch ev.Card {
		case kk.CorruptionCard:
			v.corruption[ev.Seat] = max(0, v.corruption[ev.Seat]-ev.N)
		case kk.TurboCard:
			v.turbo[ev.Seat] = max(0, v.turbo[ev.Seat]-ev.N)
		case kk.SuperTurboCard:
			v.super[ev.Seat] = false
		}
	case kk.CardsPlayed:
		v.corruption[ev.Seat] = max(0, v.corruption[ev.Seat]-ev.N)
	case kk.Moved:
		v.pos[ev.Seat] = ev.To
	case kk.PlayerOut:
		v.out[ev.Seat] = true
		v.pos[ev.Seat] = kk.OffBoard
	}
}

// held lists the stakes a seat owns in the view.
func (v *view) held(seat int) []int {
	var out []int
	for st, o := range v.owner {
		if int(o) == seat {
			out = append(out, st)
		}
	}
	return out
}
