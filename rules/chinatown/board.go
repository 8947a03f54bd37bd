package chinatown

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

// board.json is a verbatim copy of the shared board data
// (shared/data/chinatown-board.json). Its "sources" field names the four
// independent implementations and the board photo it was checked against.
// The district grids are the source of truth: lots are adjacent exactly when
// they are orthogonal neighbours inside one district's grid, because streets
// separate the districts. The file's own adjacency list is kept for the
// tests, which check that both agree.
//
//go:embed board.json
var boardJSON []byte

// Board facts (NOTES.md, Chinatown, fact 1).
const (
	Lots      = 85
	Districts = 6
)

// LotInfo is one building lot: its district, its place in the district's grid
// and its place on the suggested whole-board drawing grid.
type LotInfo struct {
	ID       int
	District int
	Row, Col int // inside the district, row 0 at the top
	GX, GY   int // on the whole-board grid, for drawing
	// PX, PY is the approximate lot centre on the 1200x896 photo of the
	// printed board, normalised to [0, 1]; a layout reference only.
	PX, PY float64
}

type boardFile struct {
	Sources   []string `json:"sources"`
	Districts []struct {
		ID         int     `json:"id"`
		Grid       [][]int `json:"grid"`
		GridOffset struct {
			GX int `json:"gx"`
			GY int `json:"gy"`
		} `json:"gridOffset"`
	} `json:"districts"`
	Lots []struct {
		ID         int `json:"id"`
		ApproxNorm struct {
			X float64 `json:"x"`
			Y float64 `json:"y"`
		} `json:"approxNorm"`
		Neighbors []int `json:"neighbors"`
	} `json:"lots"`
	Adjacency map[string][]int `json:"adjacency"`
	EdgeCount int              `json:"edgeCount"`
}

var (
	lotInfo [Lots + 1]LotInfo
	// adj[l] lists lot l's neighbours in ascending order, padded with 0.
	adj [Lots + 1][4]int8
	// districtLots[d] lists district d's lots in ascending order.
	districtLots [Districts + 1][]int
	sources      []string
)

func init() {
	if err := loadBoard(boardJSON); err != nil {
		panic("chinatown: embedded board.json: " + err.Error())
	}
}

func loadBoard(data []byte) error {
	var f boardFile
	if err := json.Unmarshal(data, &f); err != nil {
		return err
	}
	sources = f.Sources
	seen := 0
	var where [Lots + 1][2]int // district-local row, col
	for _, d := range f.Districts {
		if d.ID < 1 || d.ID > Districts {
			return fmt.Errorf("district %d", d.ID)
		}
		for r, row := range d.Grid {
			for c, id := range row {
				if id == 0 {
					continue
				}
				if id < 1 || id > Lots || lotInfo[id].ID != 0 {
					return fmt.Errorf("lot %d misplaced in district %d", id, d.ID)
				}
				lotInfo[id] = LotInfo{ID: id, District: d.ID, Row: r, Col: c,
					GX: d.GridOffset.GX + c, GY: d.GridOffset.GY + r}
				where[id] = [2]int{r, c}
				districtLots[d.ID] = append(districtLots[d.ID], id)
				seen++
			}
		}
	}
	if seen != Lots {
		return fmt.Errorf("%d lots in the grids, want %d", seen, Lots)
	}
	for _, l := range f.Lots {
		if l.ID >= 1 && l.ID <= Lots {
			lotInfo[l.ID].PX, lotInfo[l.ID].PY = l.ApproxNorm.X, l.ApproxNorm.Y
		}
	}
	for a := 1; a <= Lots; a++ {
		n := 0
		for b := 1; b <= Lots; b++ {
			if lotInfo[a].District != lotInfo[b].District {
				continue
			}
			dr, dc := where[a][0]-where[b][0], where[a][1]-where[b][1]
			if dr*dr+dc*dc == 1 {
				adj[a][n] = int8(b)
				n++
			}
		}
	}
	for d := 1; d <= Districts; d++ {
		sortInts(districtLots[d])
	}
	return nil
}

func sortInts(s []int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// Lot returns the facts of lot id (1..85).
func Lot(id int) LotInfo { return lotInfo[id] }

// ValidLot reports whether id names a lot.
func ValidLot(id int) bool { return id >= 1 && id <= Lots }

// Neighbours lists the lots orthogonally adjacent to lot id inside its
// district, in ascending order.
func Neighbours(id int) []int {
	var out []int
	for _, n := range adj[id] {
		if n != 0 {
			out = append(out, int(n))
		}
	}
	return out
}

// Adjacent reports whether lots a and b touch (same district, orthogonal).
func Adjacent(a, b int) bool {
	if !ValidLot(a) || !ValidLot(b) {
		return false
	}
	for _, n := range adj[a] {
		if int(n) == b {
			return true
		}
	}
	return false
}

// DistrictLots lists the lots of district d (1..6) in ascending order.
func DistrictLots(d int) []int { return append([]int(nil), districtLots[d]...) }

// BoardSources names where the board data comes from.
func BoardSources() []string { return append([]string(nil), sources...) }
