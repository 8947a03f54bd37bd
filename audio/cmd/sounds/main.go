// Command sounds writes every effect and music theme of Quartet to WAV files,
// for listening:
//
//	go run ./audio/cmd/sounds -out sounds
//
// Effects are written as mono effect-NAME.wav, themes as stereo theme-NAME.wav
// (one loop each). A summary line per file gives its length, peak and RMS.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"time"

	"quartet/audio/synth"
)

func main() {
	out := flag.String("out", "sounds", "directory to write the WAV files into")
	only := flag.String("only", "", "write only the effect or theme with this name")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "sounds:", err)
		os.Exit(1)
	}
	for _, e := range synth.Effects {
		if *only != "" && *only != e.Name {
			continue
		}
		start := time.Now()
		buf, _ := synth.RenderEffect(e.Name)
		if err := write(filepath.Join(*out, "effect-"+e.Name+".wav"), buf, 1, time.Since(start)); err != nil {
			fmt.Fprintln(os.Stderr, "sounds:", err)
			os.Exit(1)
		}
	}
	for _, t := range synth.Themes {
		if *only != "" && *only != t.Name {
			continue
		}
		start := time.Now()
		buf, _ := synth.RenderTheme(t.Name)
		if err := write(filepath.Join(*out, "theme-"+t.Name+".wav"), synth.Floats(buf), 2, time.Since(start)); err != nil {
			fmt.Fprintln(os.Stderr, "sounds:", err)
			os.Exit(1)
		}
	}
}

func write(name string, buf []float32, channels int, took time.Duration) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if err := synth.WriteWAV(w, buf, channels); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	peak := synth.Peak(buf)
	fmt.Printf("%-28s %6.2f s  peak %5.3f (%6.1f dBFS)  rms %6.1f dBFS  rendered in %v\n",
		filepath.Base(name), float64(len(buf)/channels)/synth.Rate, peak, 20*math.Log10(peak),
		20*math.Log10(synth.RMS(buf)), took.Round(100*time.Microsecond))
	return nil
}
