package kiezkoenig

import (
	"encoding/json"
	"strings"
	"testing"
)

// NOTES.md: the reconstruction lives in one data file, marked as such.
func TestTheReconstructionIsMarkedAsSuch(t *testing.T) {
	var j struct {
		Reconstruction string `json:"reconstruction"`
	}
	if err := json.Unmarshal(boardJSON, &j); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(j.Reconstruction, "RECONSTRUCTION") {
		t.Fatal("board.json does not say it is a reconstruction")
	}
}

// NOTES.md: "A loop track of Business, Authority (Law Courts, Tax Office,
// Police) and Sports Car spaces, entered from Start. Each racket's three
// businesses lie together."
func TestTheTrackIsALoopWithEachRacketTogether(t *testing.T) {
	kinds := map[SpaceKind]int{}
	for _, s := range board.track {
		kinds[s.Kind]++
	}
	if kinds[BusinessSpace] != Businesses || kinds[AuthoritySpace] != 3 || kinds[CarSpace] == 0 {
		t.Fatalf("spaces %v", kinds)
	}
	for r := range Rackets {
		first, last := board.businesses[r*3].Space, board.businesses[r*3].Space
		for b := r * 3; b < r*3+3; b++ {
			first, last = min(first, board.businesses[b].Space), max(last, board.businesses[b].Space)
		}
		for s := first; s <= last; s++ {
			sp := board.track[s]
			if sp.Kind == AuthoritySpace || sp.Kind == BusinessSpace && board.businesses[sp.Business].Racket != r {
				t.Errorf("racket %s is split by %s", board.rackets[r].Name, sp.ID)
			}
		}
	}
}

// NOTES.md: "At least one Sports Car sits exactly 5 spaces before an
// authority."
func TestASportsCarSitsFiveSpacesBeforeAnAuthority(t *testing.T) {
	if len(carsAt(5)) == 0 {
		t.Fatal("no Sports Car five spaces before an authority")
	}
}

// "Depending on the location, the entrance fee is 5, 10, or 15" and the
// display holds "on the left the cheap ones, in the middle the mid-priced
// ones and on the right the expensive ones".
func TestEntranceFeesAndPricesRiseFromCheapToExpensive(t *testing.T) {
	for r := range Rackets {
		for tier := range 3 {
			b := board.businesses[r*3+tier]
			if b.Fee != []int{5, 10, 15}[tier] {
				t.Errorf("%s: fee %d", b.ID, b.Fee)
			}
			if tier > 0 && value(businessMask(r*3+tier)) <= value(businessMask(r*3+tier-1)) {
				t.Errorf("%s is not dearer than the business left of it", b.ID)
			}
		}
	}
}

// The forced sale pays the fee from the proceeds: every stake is worth at
// least the dearest fee. Prices within a business differ, so "the player
// who owns the most expensive business stake" is always one player.
func TestEveryStakeCoversAnEntranceFeeAndPricesDifferWithinABusiness(t *testing.T) {
	for b := range Businesses {
		seen := map[int]bool{}
		for k := range 3 {
			p := board.stakes[StakeOf(b, Kind(k))].Price
			if p < 15 {
				t.Errorf("%s costs %d, less than a fee", board.stakes[StakeOf(b, Kind(k))].ID, p)
			}
			if seen[p] {
				t.Errorf("%s: two stakes cost %d", board.businesses[b].ID, p)
			}
			seen[p] = true
		}
	}
}

// The Shady Deals racket's known businesses keep their names.
func TestTheKnownBusinessNames(t *testing.T) {
	want := map[string]string{"Arms Ltd": "Waffen GmbH", "Pawn Shop": "Pfandhaus", "Shell Company": "Scheinfirma"}
	for b := range 3 {
		bu := board.businesses[b]
		if want[bu.Name] != bu.German || !bu.Known {
			t.Errorf("Shady Deals business %s = %s (%s)", bu.ID, bu.Name, bu.German)
		}
	}
	if board.rackets[0].Name != "Shady Deals" {
		t.Errorf("the first racket is %s", board.rackets[0].Name)
	}
}

// The data loader refuses broken files rather than playing on them.
func TestBrokenBoardDataIsRefused(t *testing.T) {
	good := string(boardJSON)
	for name, bad := range map[string]string{
		"twice":       strings.Replace(good, `"car", "S1", "S2"`, `"car", "S1", "S1"`, 1),
		"no police":   strings.Replace(good, `"police"`, `"car"`, 1),
		"odd price":   strings.Replace(good, `"gang": 40`, `"gang": 41`, 1),
		"unknown":     strings.Replace(good, `"S2", "car"`, `"X9", "car"`, 1),
		"not json":    good[:100],
		"bad display": strings.Replace(good, `"stakeOrder": ["gang"`, `"stakeOrder": ["guns"`, 1),
	} {
		if _, err := load([]byte(bad)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := load(boardJSON); err != nil {
		t.Fatal(err)
	}
}
