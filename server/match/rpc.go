package match

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"errors"
	"sync"

	"github.com/heroiclabs/nakama-common/runtime"

	"quartet/online"
	"quartet/online/room"
)

// RPC names.
const (
	RPCCreate = "quartet_create"
	RPCJoin   = "quartet_join"
)

// Joined is what both RPCs answer: the room's code and the match to join.
type Joined struct {
	Code  string `json:"code"`
	Match string `json:"match"`
}

// gRPC codes Nakama turns into HTTP statuses.
const (
	codeInvalid  = 3 // 400
	codeNotFound = 5 // 404
	codeInternal = 13
)

func random() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:]) // never fails (crypto/rand)
	return binary.LittleEndian.Uint64(b[:])
}

// Create opens a room from a room.Setup: it draws the seed and a code no
// room has, stores the room and starts its match.
func Create(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	var setup room.Setup
	if err := json.Unmarshal([]byte(payload), &setup); err != nil {
		return "", runtime.NewError("a room is {title, options, seats}: "+err.Error(), codeInvalid)
	}
	starting.Lock() // two rooms must not draw one code
	defer starting.Unlock()
	var code string
	for {
		code = online.NewCode(random())
		if _, err := load(ctx, nk, code); errors.Is(err, errNoRoom) {
			break
		} else if err != nil {
			return "", runtime.NewError(err.Error(), codeInternal)
		}
	}
	r, err := room.New(code, setup, random())
	if err != nil {
		return "", runtime.NewError(err.Error(), codeInvalid)
	}
	if err := store(ctx, nk, entry{Room: r.Stored()}); err != nil {
		return "", runtime.NewError(err.Error(), codeInternal)
	}
	logger.Info("room %s: %s for %d seats", code, setup.Title, len(setup.Seats))
	return start(ctx, nk, code)
}

// starting is held while a room's match is looked up and started again, so
// that friends coming back at once to a room whose match is gone all get
// the one new match, not one each, and while a room is created. Open-source Nakama runs on one node, so
// a lock in the process is enough.
var starting sync.Mutex

// Join finds the match of the room with the code in the payload
// ({"code": ...}), starting it again by replay when the server restarted
// or the match ended idle.
func Join(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	var req struct {
		Code string `json:"code"`
	}
	if err := json.Unmarshal([]byte(payload), &req); err != nil {
		return "", runtime.NewError(err.Error(), codeInvalid)
	}
	code, err := online.ParseCode(req.Code)
	if err != nil {
		return "", runtime.NewError(err.Error(), codeInvalid)
	}
	starting.Lock()
	defer starting.Unlock()
	e, err := load(ctx, nk, code)
	if errors.Is(err, errNoRoom) {
		return "", runtime.NewError("No room has the code "+code+".", codeNotFound)
	} else if err != nil {
		return "", runtime.NewError(err.Error(), codeInternal)
	}
	if e.Match != "" {
		if m, err := nk.MatchGet(ctx, e.Match); err == nil && m != nil {
			return answer(code, e.Match)
		}
	}
	logger.Info("room %s: its match is gone; rebuilding it from %d stored moves", code, len(e.Room.Moves))
	return start(ctx, nk, code)
}

// start creates the room's match and keeps its id with the room.
func start(ctx context.Context, nk runtime.NakamaModule, code string) (string, error) {
	id, err := nk.MatchCreate(ctx, Name, map[string]any{"code": code})
	if err != nil {
		return "", runtime.NewError(err.Error(), codeInternal)
	}
	e, err := load(ctx, nk, code)
	if err != nil {
		return "", runtime.NewError(err.Error(), codeInternal)
	}
	e.Match = id
	if err := store(ctx, nk, e); err != nil {
		return "", runtime.NewError(err.Error(), codeInternal)
	}
	return answer(code, id)
}

func answer(code, match string) (string, error) {
	b, _ := json.Marshal(Joined{Code: code, Match: match})
	return string(b), nil
}
