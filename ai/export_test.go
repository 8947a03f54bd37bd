package ai

import "time"

// SetClock makes r read the time from now, for tests that must not
// depend on the machine's speed.
func SetClock(r *Runner, now func() time.Time) { r.now = now }
