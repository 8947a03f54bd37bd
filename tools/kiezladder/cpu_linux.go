package main

import (
	"syscall"
	"time"
)

// cpuTime is the process's CPU time so far: with one worker it times a
// decision fairly on a machine other work shares, where wall time does not.
func cpuTime() (time.Duration, bool) {
	var r syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &r) != nil {
		return 0, false
	}
	return time.Duration(r.Utime.Nano() + r.Stime.Nano()), true
}
