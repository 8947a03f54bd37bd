//go:build !js

// Fps measures Quartet's frame rate in each scripted state (the menu; each
// title idle, pieces moving, an expert deciding) against a blank Ebitengine app,
// natively, and prints the ratios and the peak memory of each program.
// Runs are interleaved (blank, scene, blank, scene, ...) so that whatever
// else the machine does weighs on both alike. `make fps` runs it in Xvfb:
//
//	xvfb-run -a -s "-screen 0 1280x720x24" go run ./e2e/fps [-rounds 2] [-seconds 6] [-scripts menu,hong/thinking | -only chinatown] [-before old-binary]
package main

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// states are the columns of the printed table: a title's scripted states
// (scenes/script.go), the menu standing alone.
var states = []string{"idle", "flights", "thinking"}

var titles = []string{"hongkong", "hong", "kiezkoenig", "chinatown"}

// displayHz is the refresh rate of most displays. Xvfb has none, so the
// blank app draws as fast as llvmpipe lets it (80-100 fps here), while
// Ebitengine paces a frame that changes nothing at 1/60 s and presents
// nothing (the idle table: 60 fps for no work at all). "ratio" compares
// the raw rates, which shows what each frame costs; "at 60 Hz" compares
// what a 60 Hz display would show of each.
const displayHz = 60.0

type result struct {
	fps      float64
	cpuMs    float64 // the program's CPU time per frame, every thread
	rssMB    float64
	decideMs []float64
	waitMs   []float64 // the part of each decision in which the table stood calm
}

// game is one build of the game being measured, with what it measured.
type game struct {
	label, bin string
	runs       map[string][]result
}

func main() {
	rounds := flag.Int("rounds", 1, "measurements of each scene (and of the blank app before each)")
	seconds := flag.Float64("seconds", 3, "seconds of frames counted per measurement (after two of warm-up)")
	only := flag.String("scripts", strings.Join(allScripts(), ","), "the scenes to measure")
	titlesOnly := flag.String("only", "", "measure only these titles' states (comma-separated ids, menu among them if wanted), instead of -scripts")
	out := flag.String("out", "dist/fps", "where the programs are built")
	prebuilt := flag.String("game", "", "measure this game binary instead of building one (an older build, say)")
	before := flag.String("before", "", "also measure this game binary (an older build), interleaved with the new one, for a before/after table")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fail(err)
	}
	bin, blank := filepath.Join(*out, "quartet"), filepath.Join(*out, "blank")
	builds := [][2]string{{bin, "."}, {blank, "./e2e/blank"}}
	if *prebuilt != "" {
		bin, builds = *prebuilt, builds[1:]
	}
	for _, b := range builds {
		cmd := exec.Command("go", "build", "-o", b[0], b[1])
		cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
		if err := cmd.Run(); err != nil {
			fail(fmt.Errorf("building %s: %w", b[1], err))
		}
	}
	data, err := os.MkdirTemp("", "quartet-fps")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(data)

	games := []*game{{label: "quartet", bin: bin, runs: map[string][]result{}}}
	if *before != "" {
		games = append([]*game{{label: "before", bin: *before, runs: map[string][]result{}}}, games...)
		games[1].label = "after"
	}
	blanks := map[string][]result{}
	names := strings.Split(*only, ",")
	if *titlesOnly != "" {
		names = titleScripts(strings.Split(*titlesOnly, ","))
	}
	for r := range *rounds {
		for _, name := range names {
			b := run(blank, "", *seconds, data)
			blanks[name] = append(blanks[name], b)
			line := fmt.Sprintf("round %d %-20s blank %5.1f fps %5.1f ms %4.0f MB", r+1, name, b.fps, b.cpuMs, b.rssMB)
			for _, g := range games {
				res := run(g.bin, name, *seconds, data)
				g.runs[name] = append(g.runs[name], res)
				line += fmt.Sprintf("  %s %5.1f fps %5.1f ms %4.0f MB", g.label, res.fps, res.cpuMs, res.rssMB)
			}
			fmt.Fprintln(os.Stderr, line)
		}
	}
	for _, g := range games {
		g.print(names, blanks)
	}
}

// allScripts are every scene: the menu, and each title in each state.
func allScripts() []string {
	names := []string{"menu"}
	for _, t := range titles {
		for _, st := range states {
			names = append(names, t+"/"+st)
		}
	}
	return names
}

// titleScripts are the scenes of the titles named: each state of each,
// and the menu where named.
func titleScripts(ids []string) []string {
	var names []string
	for _, id := range ids {
		if id == "menu" {
			names = append(names, id)
			continue
		}
		for _, st := range states {
			names = append(names, id+"/"+st)
		}
	}
	return names
}

// print writes g's table: per title and state the frame rate as a 60 Hz
// display would show it against the blank app's (min(fps, 60) over
// min(blank, 60), the median over the rounds), the peak RSS of the title
// against the blank app's, and the expert's wall time per decision.
func (g *game) print(names []string, blanks map[string][]result) {
	fmt.Printf("\n%s: frame rate at 60 Hz against the blank app's (its fps in brackets), CPU time per frame\n", g.label)
	fmt.Printf("against the blank app's (x), peak RSS against the blank app's\n")
	fmt.Printf("%-11s", "table")
	for _, st := range states {
		fmt.Printf(" %-22s", st)
	}
	fmt.Printf(" %-13s %s\n", "peak RSS", "expert's decision; the part of it the table stood calm, waiting")
	var peakGame, peakBlank float64
	for _, row := range append([]string{"menu"}, titles...) {
		var cells []string
		var rss, brss float64
		var decide, wait []float64
		any := false
		cols := states
		if row == "menu" {
			cols = []string{""}
		}
		for _, st := range cols {
			name := row
			if st != "" {
				name = row + "/" + st
			}
			runs, ok := g.runs[name]
			if !ok {
				cells = append(cells, "")
				continue
			}
			any = true
			var at60, raw, cpu []float64
			for i, res := range runs {
				b := blanks[name][i]
				at60 = append(at60, min(res.fps, displayHz)/max(1e-9, min(b.fps, displayHz)))
				raw = append(raw, res.fps)
				cpu = append(cpu, res.cpuMs/max(1e-9, b.cpuMs))
				rss, brss = max(rss, res.rssMB), max(brss, b.rssMB)
				decide = append(decide, res.decideMs...)
				wait = append(wait, res.waitMs...)
			}
			cells = append(cells, fmt.Sprintf("%.2f (%.0f) cpu %.1fx", median(at60), median(raw), median(cpu)))
		}
		if !any {
			continue
		}
		peakGame, peakBlank = max(peakGame, rss), max(peakBlank, brss)
		for len(cells) < len(states) {
			cells = append(cells, "")
		}
		fmt.Printf("%-11s", row)
		for _, c := range cells {
			fmt.Printf(" %-22s", c)
		}
		fmt.Printf(" %-13s", fmt.Sprintf("%.0f MB %.2fx", rss, rss/max(1e-9, brss)))
		if len(decide) > 0 {
			slices.Sort(decide)
			fmt.Printf(" median %.0f ms, max %.0f ms (%d)", median(decide), decide[len(decide)-1], len(decide))
		}
		if len(wait) > 0 {
			slices.Sort(wait)
			fmt.Printf("; calm table waited median %.0f ms, max %.0f ms", median(wait), wait[len(wait)-1])
		}
		fmt.Println()
	}
	fmt.Printf("peak RSS: game %.0f MB, blank %.0f MB: %.2fx\n", peakGame, peakBlank, peakGame/max(1e-9, peakBlank))
}

// run starts one program, waits for its "fps N" line and its exit, and
// reads its peak resident memory from the kernel.
func run(bin, script string, seconds float64, data string) result {
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(seconds*8+60)*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin)
	cmd.Env = append(os.Environ(), "QUARTET_FPS_SECONDS="+strconv.FormatFloat(seconds, 'f', -1, 64), "QUARTET_DATA_DIR="+data)
	if script != "" {
		cmd.Env = append(cmd.Env, "QUARTET_SCRIPT="+script)
	}
	var stdout bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, os.Stderr
	var res result
	if err := cmd.Run(); err != nil {
		// A scene too slow to finish its measurement in time counts as 0 fps.
		fmt.Fprintf(os.Stderr, "%s %s: %v\n", bin, script, err)
		return res
	}
	sc := bufio.NewScanner(&stdout)
	for sc.Scan() {
		f := strings.Fields(strings.NewReplacer("[", " ", "]", " ").Replace(sc.Text()))
		if len(f) < 2 {
			continue
		}
		switch f[0] {
		case "fps":
			res.fps, _ = strconv.ParseFloat(f[1], 64)
		case "cpu_ms_per_frame":
			res.cpuMs, _ = strconv.ParseFloat(f[1], 64)
		case "decide_ms", "wait_ms":
			to := &res.decideMs
			if f[0] == "wait_ms" {
				to = &res.waitMs
			}
			for _, v := range f[1:] {
				if x, err := strconv.ParseFloat(v, 64); err == nil {
					*to = append(*to, x)
				}
			}
		}
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		res.rssMB = float64(ru.Maxrss) / 1024 // kilobytes on Linux
	}
	return res
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "fps:", err)
	os.Exit(1)
}
