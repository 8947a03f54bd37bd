package play

import (
	"errors"

	"quartet/rules"
)

// Guide holds a person to the moves a tutorial expects (scenes/table runs
// tutorials). A table with a guide refuses any other move of a person's in
// the tutorial's own words, whatever scene made it: a tap, a key, a drag.
type Guide interface {
	// Refuse says why the person may not make m now, in the step's own
	// words, or "" when m is what the tutorial expects.
	Refuse(m rules.Move) string
}

// guided is the guide's refusal of a person's move, or nil.
func (t *Table) guided(seat int, m rules.Move) error {
	if t.Guide == nil || !t.IsPerson(seat) {
		return nil
	}
	if why := t.Guide.Refuse(m); why != "" {
		return errors.New(why)
	}
	return nil
}
