//go:build !js

package store_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"quartet/internal/settings"
	"quartet/internal/store"
	"quartet/rules"
	"quartet/rules/catalog"
	"quartet/rules/record"
	"quartet/scenes/play"
)

// The crash tests re-run this test binary as a writer that saves over and
// over until it is killed; the writer reports each save it completed on
// standard output, one number per line.
const helperEnv = "QUARTET_CRASH_WRITER"

func TestMain(m *testing.M) {
	switch os.Getenv(helperEnv) {
	case "autosave":
		autosaveWriter(os.Getenv("QUARTET_CRASH_DIR"))
	case "settings":
		settingsWriter(os.Getenv("QUARTET_CRASH_DIR"))
	default:
		os.Exit(m.Run())
	}
	os.Exit(0)
}

// crashGame is the game the autosave writer plays, move after move: a
// KiezKönig game of random legal moves, long enough that kills land all
// along it. Both the writer and the test derive it from the seed.
func crashGame() *record.Record {
	rec := &record.Record{Title: "kiezkoenig", Seed: 5, Options: json.RawMessage(`{"players":4}`)}
	for range 4 {
		rec.Seats = append(rec.Seats, record.Seat{Level: record.Human})
	}
	g, err := rec.Start()
	if err != nil {
		panic(err)
	}
	r := rules.NewRand(9)
	for len(rec.Moves) < 300 && !g.Outcome().Over {
		legal := g.LegalMoves()
		m := legal[r.IntN(len(legal))]
		if _, err := g.Apply(m); err != nil {
			panic(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	// Stop one move short of any end, so that every save keeps the game.
	rec.Moves = rec.Moves[:len(rec.Moves)-1]
	return rec
}

// autosaveWriter resumes the saved game as the menu would and plays on
// through the table, which autosaves after every move. At the end of the
// game it discards the save and starts over. It prints the number of moves
// in the save on disk after each completed write (0: no save).
func autosaveWriter(dir string) {
	target := crashGame()
	st := store.Dir(dir)
	fresh := func() *record.Record {
		return &record.Record{Title: target.Title, Seed: target.Seed, Options: target.Options, Seats: target.Seats}
	}
	rec := fresh()
	if data, err := st.Get(play.SaveName(target.Title)); err == nil {
		if r, err := record.Parse(data); err == nil {
			rec = r
		}
	}
	t, err := play.New(rec, st)
	if err != nil {
		panic(err)
	}
	out := bufio.NewWriter(os.Stdout)
	report := func(n int) { fmt.Fprintln(out, n); out.Flush() }
	report(len(rec.Moves))
	for {
		for i := len(t.Rec.Moves); i < len(target.Moves); i++ {
			m, err := t.Game.ParseMove(target.Moves[i])
			if err != nil {
				panic(err)
			}
			if _, err := t.Submit(m); err != nil {
				panic(err)
			}
			if t.SaveErr != nil {
				panic(t.SaveErr)
			}
			report(i + 1)
		}
		if err := st.Delete(play.SaveName(target.Title)); err != nil {
			panic(err)
		}
		report(0)
		if t, err = play.New(fresh(), st); err != nil {
			panic(err)
		}
	}
}

// settingsWriter saves settings whose master volume counts saves, n/1000
// for save n (modulo 1001), and prints n after each completed write.
func settingsWriter(dir string) {
	st := store.Dir(dir)
	n := 0
	if data, err := st.Get("settings.json"); err == nil {
		var s settings.Settings
		if json.Unmarshal(data, &s) == nil {
			n = int(math.Round(s.Master * 1000))
		}
	}
	out := bufio.NewWriter(os.Stdout)
	fmt.Fprintln(out, n)
	out.Flush()
	for {
		n = (n + 1) % 1001
		v := settings.Defaults()
		v.Master = float64(n) / 1000
		if err := settings.Save(st, v); err != nil {
			panic(err)
		}
		fmt.Fprintln(out, n)
		out.Flush()
	}
}

// killWriter starts a writer, lets it save for a random moment and kills
// it with SIGKILL. It returns the last save the writer reported complete.
func killWriter(t *testing.T, kind, dir string, wait time.Duration) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperEnv+"="+kind, "QUARTET_CRASH_DIR="+dir)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	last, lines := -1, 0
	started := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			n, err := strconv.Atoi(sc.Text())
			if err != nil {
				continue // a line cut short by the kill is no report
			}
			mu.Lock()
			last = n
			lines++
			if lines == 1 {
				close(started)
			}
			mu.Unlock()
		}
	}()
	select {
	case <-started:
	case <-done:
		t.Fatalf("the %s writer died before it began: %v", kind, cmd.Wait())
	case <-time.After(30 * time.Second):
		t.Fatalf("the %s writer did not start", kind)
	}
	time.Sleep(wait)
	_ = cmd.Process.Signal(syscall.SIGKILL)
	<-done
	err = cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("the %s writer ended otherwise than by the kill: %v", kind, err)
	}
	mu.Lock()
	defer mu.Unlock()
	return last
}

// kills is how many times each test kills its writer.
func kills(t *testing.T, n int) int {
	if testing.Short() {
		return n / 10
	}
	return n
}

// A player's game survives the game being killed at any moment while it
// autosaves: the save on disk is always the game before the move being
// saved or after it, whole, and resumes.
func TestAutosaveSurvivesSIGKILLAtAnyMoment(t *testing.T) {
	target := crashGame()
	dir := t.TempDir()
	r := rules.NewRand(1)
	seen := map[int]bool{}
	n := kills(t, 250)
	for k := range n {
		reported := killWriter(t, "autosave", dir, time.Duration(r.IntN(12000))*time.Microsecond)
		next := reported + 1
		if reported == len(target.Moves) {
			next = 0 // discarding the finished game
		}
		data, err := os.ReadFile(filepath.Join(dir, play.SaveName("kiezkoenig")))
		on := 0
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil:
			t.Fatal(err)
		default:
			rec, err := record.Parse(data)
			if err != nil {
				t.Fatalf("kill %d: the save cannot be read: %v\n%s", k, err, data)
			}
			if _, err := rec.Replay(); err != nil {
				t.Fatalf("kill %d: the save does not replay: %v", k, err)
			}
			if _, ok := catalog.Lookup(rec.Title); !ok || len(rec.Moves) > len(target.Moves) {
				t.Fatalf("kill %d: a save of another game", k)
			}
			for i, m := range rec.Moves {
				if m != target.Moves[i] {
					t.Fatalf("kill %d: move %d of the save is %q, the game's is %q", k, i+1, m, target.Moves[i])
				}
			}
			on = len(rec.Moves)
		}
		if on != reported && on != next {
			t.Fatalf("kill %d: the save holds %d moves; the writer had saved %d and was saving %d", k, on, reported, next)
		}
		seen[on-reported] = true
	}
	t.Logf("%d kills survived; the save was the previous game %v, the new one %v", n, seen[0], seen[1] || seen[-len(target.Moves)])
}

// The same for the settings: a kill leaves the old settings or the new,
// never a file that falls back to the defaults.
func TestSettingsSurviveSIGKILLAtAnyMoment(t *testing.T) {
	dir := t.TempDir()
	r := rules.NewRand(2)
	n := kills(t, 150)
	for k := range n {
		reported := killWriter(t, "settings", dir, time.Duration(r.IntN(4000))*time.Microsecond)
		data, err := os.ReadFile(filepath.Join(dir, "settings.json"))
		if errors.Is(err, fs.ErrNotExist) && reported == 0 {
			continue // killed before the first save
		}
		if err != nil {
			t.Fatalf("kill %d: %v", k, err)
		}
		var s settings.Settings
		if err := json.Unmarshal(data, &s); err != nil {
			t.Fatalf("kill %d: the settings cannot be read: %v\n%s", k, err, data)
		}
		on := int(math.Round(s.Master * 1000))
		if on != reported && on != (reported+1)%1001 {
			t.Fatalf("kill %d: settings save %d on disk; the writer had saved %d", k, on, reported)
		}
		if got := settings.Load(store.Dir(dir)); got != s {
			t.Fatalf("kill %d: Load gives %+v for %+v", k, got, s)
		}
	}
	t.Logf("%d kills survived", n)
}

// A writer killed mid-write leaves its temporary file behind; a later save
// clears such leftovers once they are old enough not to be another
// program's write in progress.
func TestPutClearsTheLeftoversOfKilledWriters(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, ".autosave.json.123")
	fresh := filepath.Join(dir, ".autosave.json.456")
	for _, p := range []string{old, fresh} {
		if err := os.WriteFile(p, []byte("{"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	past := time.Now().Add(-time.Hour)
	if err := os.Chtimes(old, past, past); err != nil {
		t.Fatal(err)
	}
	if err := store.Dir(dir).Put("autosave.json", []byte("{}")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(old); !errors.Is(err, fs.ErrNotExist) {
		t.Fatal("an hour-old leftover is still there")
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Fatal("a write that may be in progress was removed")
	}
}
