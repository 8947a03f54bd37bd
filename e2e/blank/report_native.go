//go:build !js

package main

import (
	"fmt"

	"quartet/internal/fpsprobe"
)

func probe() *fpsprobe.Probe { return fpsprobe.FromEnv() }

// report prints the rate, and the CPU time per frame, for the harness and
// ends the program.
func report(p *fpsprobe.Probe) bool {
	fmt.Printf("fps %.2f\ncpu_ms_per_frame %.3f\n", p.FPS(), float64(p.CPUPerFrame())/1e6)
	return true
}
