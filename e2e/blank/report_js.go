//go:build js

package main

import (
	"net/url"
	"strconv"
	"strings"
	"syscall/js"

	"quartet/internal/fpsprobe"
)

// probe reads the measuring time from the page address (?fps=SECONDS).
func probe() *fpsprobe.Probe {
	q, err := url.ParseQuery(strings.TrimPrefix(js.Global().Get("location").Get("search").String(), "?"))
	if err != nil {
		return nil
	}
	secs, err := strconv.ParseFloat(q.Get("fps"), 64)
	if err != nil || secs <= 0 {
		return nil
	}
	return fpsprobe.New(secs)
}

// report leaves the rate for the browser test; the page keeps running.
func report(p *fpsprobe.Probe) bool {
	js.Global().Set("quartetFps", p.FPS())
	return false
}
