package kiezkoenig

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
)

// boardJSON is the reconstruction of what the rulebook's lost figures held:
// track, business names, entrance fees, stake prices and display. It is the
// only place those values live, so real ones can replace them without code
// changes.
//
//go:embed board.json
var boardJSON []byte

// Counts fixed by the text: four rackets of three businesses of three stakes.
const (
	Rackets    = 4
	Businesses = Rackets * 3
	Stakes     = Businesses * 3
)

// Kind is the kind of a business stake.
type Kind uint8

const (
	Gang Kind = iota
	Cash
	Hot // Hot Commodity
)

// Letter is the kind's letter in stake ids: g, c, h.
func (k Kind) Letter() byte { return "gch"[k] }

func (k Kind) String() string {
	return [...]string{"Gang", "Cash", "Hot Commodity"}[k]
}

// SpaceKind says what a board space is.
type SpaceKind uint8

const (
	CarSpace SpaceKind = iota
	BusinessSpace
	AuthoritySpace
)

// Authority is one of the three authorities.
type Authority uint8

const (
	LawCourts Authority = iota
	TaxOffice
	Police
)

// Charge is what the authority takes per relevant stake, and Charged the
// kind of stake it charges for (WHAT DO I DO ON THE AUTHORITIES?).
func (a Authority) Charge() int { return [...]int{5, 10, 15}[a] }

// Charged is the kind of stake the authority charges for.
func (a Authority) Charged() Kind { return [...]Kind{Hot, Cash, Gang}[a] }

func (a Authority) String() string {
	return [...]string{"the Law Courts", "the Tax Office", "the Police"}[a]
}

// Space is one space of the loop track.
type Space struct {
	ID        string // notation: "car3", "S2", "court", "tax", "police"
	Kind      SpaceKind
	Business  int       // for business spaces
	Authority Authority // for authority spaces
}

// Business is one business: three stakes and a Cash marker on its space.
type Business struct {
	ID     string // "S1": racket letter and 1 (cheap) to 3 (expensive)
	Name   string
	German string
	Known  bool // named in the rulebook rather than reconstructed
	Racket int
	Tier   int // 0 cheap, 1 mid, 2 expensive
	Fee    int // entrance fee
	Space  int // its space on the track
}

// Stake returns the stake index of kind k of business b.
func StakeOf(b int, k Kind) int { return b*3 + int(k) }

// Racket is one racket: three businesses, all stakes in one colour.
type Racket struct {
	ID     byte
	Name   string
	German string
	Color  string
}

// StakeInfo is one Business Stake card.
type StakeInfo struct {
	ID       string // "S1g": business and kind letter
	Business int
	Kind     Kind
	Price    int
}

type boardData struct {
	track      []Space
	businesses [Businesses]Business
	rackets    [Rackets]Racket
	stakes     [Stakes]StakeInfo
	// nextAuthority[s] is how many spaces ahead of s the next authority is.
	nextAuthority []int
	// carRides[s] is how far a Sports Car at s may take a token: up to five
	// spaces, the next authority included but no further.
	carRides []int
	// stakeOrder is the display's order of the kinds within a business.
	stakeOrder [3]Kind
}

// board is the reconstruction, loaded once; the rules only read it.
var board = mustLoad(boardJSON)

type jsonBoard struct {
	Track   []string `json:"track"`
	Rackets []struct {
		ID         string `json:"id"`
		Name       string `json:"name"`
		German     string `json:"de"`
		Color      string `json:"color"`
		Businesses []struct {
			ID     string         `json:"id"`
			Name   string         `json:"name"`
			German string         `json:"de"`
			Known  bool           `json:"known"`
			Fee    int            `json:"fee"`
			Prices map[string]int `json:"prices"`
		} `json:"businesses"`
	} `json:"rackets"`
	Display struct {
		Rows       []string `json:"rows"`
		StakeOrder []string `json:"stakeOrder"`
	} `json:"display"`
}

var kindKeys = [3]string{"gang", "cash", "hot"}

func mustLoad(data []byte) *boardData {
	b, err := load(data)
	if err != nil {
		panic("kiezkoenig: bad board data: " + err.Error())
	}
	return b
}

// load reads and checks the board data. The data is embedded, so an error
// here is a bug caught by the first test that runs.
func load(data []byte) (*boardData, error) {
	var j jsonBoard
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, err
	}
	b := &boardData{}
	if len(j.Rackets) != Rackets {
		return nil, fmt.Errorf("%d rackets, want %d", len(j.Rackets), Rackets)
	}
	ids := map[string]int{}
	for r, jr := range j.Rackets {
		if len(jr.ID) != 1 || len(jr.Businesses) != 3 {
			return nil, fmt.Errorf("racket %q needs a one-letter id and three businesses", jr.ID)
		}
		b.rackets[r] = Racket{ID: jr.ID[0], Name: jr.Name, German: jr.German, Color: jr.Color}
		for t, jb := range jr.Businesses {
			i := r*3 + t
			want := fmt.Sprintf("%s%d", jr.ID, t+1)
			if jb.ID != want {
				return nil, fmt.Errorf("business %q should be %q", jb.ID, want)
			}
			b.businesses[i] = Business{ID: jb.ID, Name: jb.Name, German: jb.German, Known: jb.Known,
				Racket: r, Tier: t, Fee: jb.Fee, Space: -1}
			ids[jb.ID] = i
			for k, key := range kindKeys {
				price, ok := jb.Prices[key]
				if !ok || price <= 0 || price%5 != 0 {
					return nil, fmt.Errorf("%s: %s price must be a positive multiple of 5", jb.ID, key)
				}
				s := StakeOf(i, Kind(k))
				b.stakes[s] = StakeInfo{ID: jb.ID + string(Kind(k).Letter()), Business: i, Kind: Kind(k), Price: price}
			}
			if len(jb.Prices) != 3 {
				return nil, fmt.Errorf("%s: prices need exactly gang, cash and hot", jb.ID)
			}
		}
	}
	cars := 0
	seenAuthority := [3]bool{}
	for n, id := range j.Track {
		switch id {
		case "car":
			cars++
			b.track = append(b.track, Space{ID: fmt.Sprintf("car%d", cars), Kind: CarSpace})
		case "court", "tax", "police":
			a := map[string]Authority{"court": LawCourts, "tax": TaxOffice, "police": Police}[id]
			if seenAuthority[a] {
				return nil, fmt.Errorf("%s appears twice on the track", id)
			}
			seenAuthority[a] = true
			b.track = append(b.track, Space{ID: id, Kind: AuthoritySpace, Authority: a})
		default:
			i, ok := ids[id]
			if !ok {
				return nil, fmt.Errorf("unknown space %q", id)
			}
			if b.businesses[i].Space >= 0 {
				return nil, fmt.Errorf("%s appears twice on the track", id)
			}
			b.businesses[i].Space = n
			b.track = append(b.track, Space{ID: id, Kind: BusinessSpace, Business: i})
		}
	}
	for a, ok := range seenAuthority {
		if !ok {
			return nil, fmt.Errorf("the track lacks %s", Authority(a))
		}
	}
	for _, bu := range b.businesses {
		if bu.Space < 0 {
			return nil, fmt.Errorf("%s is not on the track", bu.ID)
		}
	}
	if len(b.track) > maxSpaces {
		return nil, fmt.Errorf("the track has %d spaces, at most %d allowed", len(b.track), maxSpaces)
	}
	n := len(b.track)
	b.nextAuthority = make([]int, n)
	b.carRides = make([]int, n)
	for s := range n {
		for k := 1; k <= n; k++ {
			if b.track[(s+k)%n].Kind == AuthoritySpace {
				b.nextAuthority[s] = k
				break
			}
		}
		b.carRides[s] = min(5, b.nextAuthority[s])
	}
	if len(j.Display.StakeOrder) != 3 {
		return nil, fmt.Errorf("display.stakeOrder needs the three kinds")
	}
	for i, key := range j.Display.StakeOrder {
		k := -1
		for kk, name := range kindKeys {
			if name == key {
				k = kk
			}
		}
		if k < 0 {
			return nil, fmt.Errorf("display.stakeOrder: unknown kind %q", key)
		}
		b.stakeOrder[i] = Kind(k)
	}
	return b, nil
}

// Track returns the board's spaces in clockwise order. Start lies just
// before the first space and is left behind for good.
func Track() []Space { return append([]Space(nil), board.track...) }

// TrackLen is the number of spaces on the loop (Start not counted).
func TrackLen() int { return len(board.track) }

// BusinessAt returns business b (0 to 11: racket*3 + tier).
func BusinessAt(b int) Business { return board.businesses[b] }

// RacketAt returns racket r (0 to 3).
func RacketAt(r int) Racket { return board.rackets[r] }

// Stake returns the card of stake s (0 to 35: business*3 + kind).
func Stake(s int) StakeInfo { return board.stakes[s] }

// DisplayKinds is the order of the kinds within a business in the display.
func DisplayKinds() [3]Kind { return board.stakeOrder }

// ParseSpace reads a space id ("car3", "S2", "court"); ok is false otherwise.
func ParseSpace(s string) (int, bool) {
	for i, sp := range board.track {
		if strings.EqualFold(sp.ID, s) {
			return i, true
		}
	}
	return 0, false
}

// ParseStake reads a stake id such as "S1g" (any case).
func ParseStake(s string) (int, bool) {
	if len(s) != 3 {
		return 0, false
	}
	b, ok := ParseBusiness(s[:2])
	if !ok {
		return 0, false
	}
	k := strings.IndexByte("gch", s[2]|0x20)
	if k < 0 {
		return 0, false
	}
	return StakeOf(b, Kind(k)), true
}

// ParseBusiness reads a business id such as "S1" (any case).
func ParseBusiness(s string) (int, bool) {
	if len(s) != 2 || s[1] < '1' || s[1] > '3' {
		return 0, false
	}
	for r := range Rackets {
		if board.rackets[r].ID == s[0]&^0x20 {
			return r*3 + int(s[1]-'1'), true
		}
	}
	return 0, false
}

// value is the total price of a set of stakes.
func value(set uint64) int {
	v := 0
	for s := range Stakes {
		if set&(1<<s) != 0 {
			v += board.stakes[s].Price
		}
	}
	return v
}

// businessMask is the set of business b's three stakes.
func businessMask(b int) uint64 { return 7 << (3 * b) }

// racketMask is the set of racket r's nine stakes.
func racketMask(r int) uint64 { return 0x1ff << (9 * r) }

// stakeList writes a set of stakes as ids, in index order.
func stakeList(set uint64) []string {
	out := []string{}
	for s := range Stakes {
		if set&(1<<s) != 0 {
			out = append(out, board.stakes[s].ID)
		}
	}
	return out
}

// BoardJSON is the shipped reconstruction, for a calibration tool to vary.
func BoardJSON() []byte { return append([]byte(nil), boardJSON...) }

// UseBoard makes every game read the board of data (board.json's format)
// until restore is called. It exists for calibration tools, which play
// whole games on variants of the reconstruction; no game may be in play
// meanwhile, since the board is shared by all.
func UseBoard(data []byte) (restore func(), err error) {
	b, err := load(data)
	if err != nil {
		return nil, err
	}
	saved := board
	board = b
	return func() { board = saved }, nil
}
