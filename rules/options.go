package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
)

// The sentences of a record's options that make no game.
var (
	// BadOptions is options that do not read, with the decoder's reason.
	BadOptions   = &Phrase{Code: "options.bad", English: "bad options: %s"}
	sayNoOptions = &Phrase{Code: "options.none", English: "unknown options %s: this title has none"}
)

// NoOptions accepts an absent or empty options object, for titles without
// options, and explains anything else.
func NoOptions(options json.RawMessage) error {
	var m map[string]json.RawMessage
	if err := DecodeOptions(options, &m); err != nil {
		return err
	}
	if len(m) > 0 {
		return Refused(sayNoOptions.With(fmt.Sprint(slices.Sorted(maps.Keys(m)))))
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
		return Refused(BadOptions.With(err.Error()))
	}
	return nil
}
