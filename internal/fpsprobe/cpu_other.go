//go:build !unix

package fpsprobe

import "time"

// cpuTime is unknown here (a browser): 0.
func cpuTime() time.Duration { return 0 }
