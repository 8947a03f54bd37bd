package chinatown

import (
	"encoding/json"
	"fmt"
	"reflect"

	"quartet/rules"
)

// A player's copy of a game played elsewhere (online) cannot replay the
// moves: every deal is a secret draw, and the other players' money and
// cards are hidden. So the referee sends each seat its View after every
// move (MarshalView), and the seat's copy is that view (UnmarshalView):
// it shows exactly what the seat may see, and it answers the seat's own
// moves with the rules, so a person is told at once why a move is refused.
// A move that turns on what the view hides (another player's money) is let
// through, and the referee, which holds the whole game, decides it.

// seatView is a View of the game as it travels: every field of the state
// but the chance generator, which a view replaces anyway.
type seatView struct {
	Seats     int                   `json:"seats"`
	Round     int                   `json:"round"`
	Phase     Phase                 `json:"phase"`
	First     int                   `json:"first"`
	Owner     [Lots + 1]int8        `json:"owner"`
	Shop      [Lots + 1]Shop        `json:"shop"`
	Hand      [MaxSeats][Shops]int8 `json:"hand"`
	Money     [MaxSeats]int         `json:"money"`
	Earned    [MaxSeats]int         `json:"earned"`
	Bag       [Shops]int8           `json:"bag"`
	Deck      []int8                `json:"deck"`
	Dealt     [MaxSeats][]int8      `json:"dealt"`
	Kept      [MaxSeats][]int8      `json:"kept"`
	Chose     [MaxSeats]bool        `json:"chose"`
	Deals     []Deal                `json:"deals"`
	History   []ClosedDeal          `json:"history"`
	NextDeal  int                   `json:"next_deal"`
	Done      [MaxSeats]bool        `json:"done"`
	Cursor    int                   `json:"cursor"`
	Proposals [MaxSeats]int         `json:"proposals"`
	Offers    [MaxSeats]int         `json:"offers"`
	Proposed  int                   `json:"proposed"`
	Executed  int                   `json:"executed"`
	Placer    int                   `json:"placer"`
	Over      bool                  `json:"over"`
	Viewer    int                   `json:"viewer"`
	Hidden    bool                  `json:"hidden"`
	Total     int                   `json:"total"`
}

// MarshalView encodes the game as seat sees it (View), for that seat
// alone.
func (g *Game) MarshalView(seat int) ([]byte, error) {
	v := g.View(seat).(*Game)
	return json.Marshal(seatView{
		Seats: v.seats, Round: v.round, Phase: v.phase, First: v.first,
		Owner: v.owner, Shop: v.shop, Hand: v.hand, Money: v.money, Earned: v.earned,
		Bag: v.bag, Deck: v.deck, Dealt: v.dealt, Kept: v.kept, Chose: v.chose,
		Deals: v.deals, History: v.history, NextDeal: v.nextDeal, Done: v.done,
		Cursor: v.cursor, Proposals: v.proposals, Offers: v.offers,
		Proposed: v.proposed, Executed: v.executed, Placer: v.placer,
		Over: v.over, Viewer: v.viewer, Hidden: v.hidden, Total: v.total,
	})
}

// UnmarshalView reads a view that MarshalView wrote into a seat's copy of
// the game: it shows what the view shows, and it applies its seat's moves
// with the rules, though it hides what they draw (a deal, the tiles), so
// it is a copy to check a move with and to draw, replaced by the next
// view the referee sends.
func UnmarshalView(data []byte) (*Game, error) {
	var v seatView
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("a Chinatown view does not read: %w", err)
	}
	if v.Seats < MinSeats || v.Seats > MaxSeats || v.Round < 1 || v.Round > Rounds || v.Phase < Keeping || v.Phase > Over {
		return nil, fmt.Errorf("a Chinatown view of %d players in round %d, phase %d, is no game", v.Seats, v.Round, v.Phase)
	}
	return &Game{
		seats: v.Seats, round: v.Round, phase: v.Phase, first: v.First,
		owner: v.Owner, shop: v.Shop, hand: v.Hand, money: v.Money, earned: v.Earned,
		bag: v.Bag, deck: v.Deck, dealt: v.Dealt, kept: v.Kept, chose: v.Chose,
		deals: v.Deals, history: v.History, nextDeal: v.NextDeal, done: v.Done,
		cursor: v.Cursor, proposals: v.Proposals, offers: v.Offers,
		proposed: v.Proposed, executed: v.Executed, placer: v.Placer,
		over: v.Over, viewer: v.Viewer, hidden: v.Hidden, total: v.Total,
		rng: *rules.NewRand(0), follows: true,
	}, nil
}

// Follows reports whether the game is a seat's copy read from a view
// (UnmarshalView).
func (g *Game) Follows() bool { return g.follows }

// events lists every event type, by the name an encoded event carries.
var events = map[string]reflect.Type{}

func init() {
	for _, e := range []rules.Event{
		RoundStarted{}, Dealt{}, Chose{}, Revealed{}, Drew{}, TradingOpened{},
		Proposed{}, Changed{}, Confirmed{}, Executed{}, Withdrawn{}, Cancelled{},
		Reopened{}, SaidDone{}, TradingClosed{}, Placed{}, FinishedPlacing{},
		Earned{}, YearAdvanced{}, Ended{},
	} {
		t := reflect.TypeOf(e)
		events[t.Name()] = t
	}
}

// DecodeEvent reads an event encoded as JSON, given its type's name
// ("Dealt"): a seat's copy shows the events the referee sent it.
func DecodeEvent(kind string, data []byte) (rules.Event, error) {
	t, ok := events[kind]
	if !ok {
		return nil, fmt.Errorf("Chinatown has no event %q", kind)
	}
	p := reflect.New(t)
	if len(data) > 0 {
		if err := json.Unmarshal(data, p.Interface()); err != nil {
			return nil, fmt.Errorf("a Chinatown %s event does not read: %w", kind, err)
		}
	}
	return p.Elem().Interface().(rules.Event), nil
}
