package settings

import (
	"encoding/json"
	"slices"

	"quartet/internal/store"
)

// tipsDocument keeps the tips a person has seen, beside the settings: a
// tip is shown once in all their games, across games and restarts. It is
// a document of its own because Settings stays comparable (the settings
// page compares before and after a change).
const tipsDocument = "tips-seen.json"

// TipSeen reports whether the tip id was shown before. An unreadable
// document counts as none seen: tips are help, never a reason to fail.
func TipSeen(s store.Store, id string) bool {
	return slices.Contains(seenTips(s), id)
}

// SeeTip records the tip id as shown.
func SeeTip(s store.Store, id string) error {
	seen := seenTips(s)
	if slices.Contains(seen, id) {
		return nil
	}
	data, err := json.MarshalIndent(append(seen, id), "", "  ")
	if err != nil {
		return err
	}
	return s.Put(tipsDocument, data)
}

func seenTips(s store.Store) []string {
	data, err := s.Get(tipsDocument)
	if err != nil {
		return nil
	}
	var seen []string
	if json.Unmarshal(data, &seen) != nil {
		return nil
	}
	return seen
}
