//go:build !js

package main

import (
	"fmt"

	"quartet/internal/fpsprobe"
)

func probe() *fpsprobe.Probe { return fpsprobe.FromEnv() }

// report prints the rate for the harness and ends the program.
func report(fps float64) bool {
	fmt.Printf("fps %.2f\n", fps)
	return true
}
