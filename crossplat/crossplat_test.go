package crossplat

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// printEnv makes the test binary print the fingerprints and exit: the
// WebAssembly build runs that way under Node.
const printEnv = "QUARTET_CROSSPLAT_PRINT"

func TestMain(m *testing.M) {
	if os.Getenv(printEnv) != "" {
		if err := Write(os.Stdout, Standard); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// wasmLines builds this package's tests as WebAssembly and runs them under
// Node in print mode.
func wasmLines(t *testing.T) ([]string, error) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		return nil, err
	}
	out, err := exec.Command(gobin, "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("go env GOROOT: %v", err)
	}
	goroot := strings.TrimSpace(string(out))
	bin := filepath.Join(t.TempDir(), "crossplat.wasm")
	build := exec.Command(gobin, "test", "-c", "-o", bin, ".")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("building for WebAssembly: %v\n%s", err, out)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, fmt.Errorf("node is needed to run the WebAssembly build: %v", err)
	}
	run := exec.Command(node, "--stack-size=8192", filepath.Join(goroot, "lib", "wasm", "wasm_exec_node.js"), bin)
	run.Env = append(os.Environ(), printEnv+"=1")
	var stdout, stderr bytes.Buffer
	run.Stdout, run.Stderr = &stdout, &stderr
	if err := run.Run(); err != nil {
		return nil, fmt.Errorf("running under Node: %v\n%s", err, stderr.String())
	}
	return strings.Split(strings.TrimSpace(stdout.String()), "\n"), nil
}

// The same records replay to the same summary natively and in WebAssembly,
// for every title and player count, and the computer chooses the same
// move for the same seed and budget.
func TestNativeAndWebAssemblyPlayTheSameGames(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("this is the WebAssembly side; the native test runs it")
	}
	type result struct {
		lines []string
		err   error
		took  time.Duration
	}
	wasm := make(chan result, 1)
	go func() {
		start := time.Now()
		lines, err := wasmLines(t)
		wasm <- result{lines, err, time.Since(start)}
	}()
	start := time.Now()
	var buf bytes.Buffer
	if err := Write(&buf, Standard); err != nil {
		t.Fatal(err)
	}
	native := strings.Split(strings.TrimSpace(buf.String()), "\n")
	nativeTook := time.Since(start)
	w := <-wasm
	if w.err != nil {
		t.Fatal(w.err)
	}
	if len(w.lines) != len(native) {
		t.Fatalf("native wrote %d lines, WebAssembly %d", len(native), len(w.lines))
	}
	replays, probes := map[string]int{}, map[string]int{}
	for i := range native {
		if native[i] != w.lines[i] {
			t.Errorf("native:      %s\nWebAssembly: %s", native[i], w.lines[i])
			continue
		}
		f := strings.Fields(native[i])
		if f[0] == "replay" {
			replays[f[1]]++
		} else {
			probes[f[1]]++
		}
	}
	for title, n := range replays {
		t.Logf("%-10s %3d replay summaries and %2d computer moves agree", title, n, probes[title])
	}
	t.Logf("native %v, WebAssembly (build and run) %v", nativeTook.Round(time.Millisecond), w.took.Round(time.Millisecond))
}
