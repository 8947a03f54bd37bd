package play

import "quartet/internal/settings"

// FirstTime reports whether the tip id was never shown in this person's
// games, and records it as shown: the runtime shows a tip only when this
// says so, so that each tip appears once, across games and restarts. A
// table with nowhere to remember says no: a tip it could not remember
// would come back at every move.
func (t *Table) FirstTime(id string) bool {
	if t.store == nil || settings.TipSeen(t.store, id) {
		return false
	}
	return settings.SeeTip(t.store, id) == nil
}
