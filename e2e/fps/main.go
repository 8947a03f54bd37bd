//go:build !js

// Fps measures Quartet's frame rate in each scripted state (menu, idle
// table, pieces flying, computer thinking) against a blank Ebitengine app,
// natively, and prints the ratios and the peak memory of each program.
// Runs are interleaved (blank, scene, blank, scene, ...) so that whatever
// else the machine does weighs on both alike. `make fps` runs it in Xvfb:
//
//	xvfb-run -a -s "-screen 0 1280x720x24" go run ./e2e/fps [-rounds 2] [-seconds 6]
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

var scripts = []string{"menu", "idle", "flights", "thinking"}

// displayHz is the refresh rate of most displays. Xvfb has none, so the
// blank app draws as fast as llvmpipe lets it (80-100 fps here), while
// Ebitengine paces a frame that changes nothing at 1/60 s and presents
// nothing (the idle table: 60 fps for no work at all). "ratio" compares
// the raw rates, which shows what each frame costs; "at 60 Hz" compares
// what a 60 Hz display would show of each.
const displayHz = 60.0

type result struct {
	fps      float64
	rssMB    float64
	decideMs []float64
}

func main() {
	rounds := flag.Int("rounds", 2, "measurements of each scene (and of the blank app before each)")
	seconds := flag.Float64("seconds", 6, "seconds of frames counted per measurement")
	only := flag.String("scripts", strings.Join(scripts, ","), "the scenes to measure")
	out := flag.String("out", "dist/fps", "where the programs are built")
	prebuilt := flag.String("game", "", "measure this game binary instead of building one (an older build, say)")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fail(err)
	}
	game, blank := filepath.Join(*out, "quartet"), filepath.Join(*out, "blank")
	builds := [][2]string{{game, "."}, {blank, "./e2e/blank"}}
	if *prebuilt != "" {
		game, builds = *prebuilt, builds[1:]
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

	blanks := map[string][]result{}
	games := map[string][]result{}
	names := strings.Split(*only, ",")
	for r := range *rounds {
		for _, name := range names {
			b := run(blank, "", *seconds, data)
			g := run(game, name, *seconds, data)
			blanks[name] = append(blanks[name], b)
			games[name] = append(games[name], g)
			fmt.Fprintf(os.Stderr, "round %d %-9s blank %6.1f fps %5.0f MB   quartet %6.1f fps %5.0f MB  ratio %.2f\n",
				r+1, name, b.fps, b.rssMB, g.fps, g.rssMB, g.fps/b.fps)
		}
	}
	fmt.Printf("\n%-10s %10s %10s %7s %9s %11s %11s\n", "scene", "blank fps", "game fps", "ratio", "at 60 Hz", "blank RSS", "game RSS")
	var peakBlank, peakGame float64
	for _, name := range names {
		var ratios, at60 []float64
		var bf, gf []float64
		var br, gr float64
		for i := range games[name] {
			b, g := blanks[name][i], games[name][i]
			ratios = append(ratios, g.fps/b.fps)
			at60 = append(at60, min(g.fps, displayHz)/min(b.fps, displayHz))
			bf, gf = append(bf, b.fps), append(gf, g.fps)
			br, gr = max(br, b.rssMB), max(gr, g.rssMB)
		}
		peakBlank, peakGame = max(peakBlank, br), max(peakGame, gr)
		fmt.Printf("%-10s %10.1f %10.1f %7.2f %9.2f %8.0f MB %8.0f MB\n", name, median(bf), median(gf), median(ratios), median(at60), br, gr)
		var decide []float64
		for _, g := range games[name] {
			decide = append(decide, g.decideMs...)
		}
		if len(decide) > 0 {
			slices.Sort(decide)
			fmt.Printf("%-10s computer's wall time per decision: median %.0f ms, max %.0f ms over %d decisions\n", "", median(decide), decide[len(decide)-1], len(decide))
		}
	}
	fmt.Printf("peak RSS: game %.0f MB, blank %.0f MB: %.2fx\n", peakGame, peakBlank, peakGame/peakBlank)
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
		case "decide_ms":
			for _, v := range f[1:] {
				if x, err := strconv.ParseFloat(v, 64); err == nil {
					res.decideMs = append(res.decideMs, x)
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
