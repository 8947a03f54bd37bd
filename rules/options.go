package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
)

// NoOptions accepts an absent or empty options object, for titles without
// options, and explains anything else.
func NoOptions(options json.RawMessage) error {
	var m map[string]json.RawMessage
	if err := DecodeOptions(options, &m); err != nil {
		return err
	}
	if len(m) > 0 {
		return fmt.Errorf("unknown options %v: this title has none", slices.Sorted(maps.Keys(m)))
	}
	return nil
}

// DecodeOptions reads a record's options object into dst, refusing unknown
// keys so that a typo is an error rather than a silently different game.
// Absent options leave dst untouched.
func DecodeOptions(options json.RawMessage, dst any) error {
	if len(bytes.TrimSpace(options)) == 0 || string(bytes.TrimSpace(options)) == "null" {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(options))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return fmt.Errorf("bad options: %v", err)
	}
	return nil
}
