package match

import (
	"context"
	"encoding/json"

	"github.com/heroiclabs/nakama-common/runtime"

	"quartet/online/room"
)

// Rooms live in one storage collection, owned by the system user and
// readable by no client (they hold the seed), keyed by code. The match id
// is kept there too: a label query right after MatchCreate finds nothing
// for about a second.
const collection = "rooms"

// entry is one stored room.
type entry struct {
	Match string      `json:"match"`
	Room  room.Stored `json:"room"`
}

func load(ctx context.Context, nk runtime.NakamaModule, code string) (entry, error) {
	objs, err := nk.StorageRead(ctx, []*runtime.StorageRead{{Collection: collection, Key: code}})
	if err != nil {
		return entry{}, err
	}
	if len(objs) == 0 {
		return entry{}, errNoRoom
	}
	var e entry
	err = json.Unmarshal([]byte(objs[0].Value), &e)
	return e, err
}

func store(ctx context.Context, nk runtime.NakamaModule, e entry) error {
	v, err := json.Marshal(e)
	if err != nil {
		return err
	}
	_, err = nk.StorageWrite(ctx, []*runtime.StorageWrite{{Collection: collection, Key: e.Room.Code, Value: string(v)}})
	return err
}

// saveRoom writes the room's record, keeping its match id.
func saveRoom(ctx context.Context, nk runtime.NakamaModule, r room.Stored) error {
	e, err := load(ctx, nk, r.Code)
	if err != nil && err != errNoRoom {
		return err
	}
	e.Room = r
	return store(ctx, nk, e)
}
