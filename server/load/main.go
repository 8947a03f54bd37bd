// Command load plays many rooms at once against a running Quartet server
// (server/run.sh start; server/run.sh env gives -server and -key) and
// reports the moves per second, the move latency, the server's memory and
// the errors. Each room is a Hong Kong game between two headless clients
// at the easy level (the one title a client can follow today), or, with
// -computer LEVEL, between one client and the server's computer.
//
//	go run ./load -rooms 200
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"quartet/online/client"
)

func main() {
	server := flag.String("server", os.Getenv("QUARTET_SERVER"), "the server's address")
	key := flag.String("key", os.Getenv("QUARTET_SERVER_KEY"), "the server key")
	rooms := flag.Int("rooms", 200, "rooms played at once")
	computer := flag.String("computer", "", "a level: the second seat is the server's computer at it, not a second client")
	pidfile := flag.String("pid", "../dist/online/nakama.pid", "Nakama's pid file, to read its memory")
	flag.Parse()

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	var (
		mu      sync.Mutex
		waits   []time.Duration
		errs    []string
		moves   int
		wg      sync.WaitGroup
		players = make(chan *client.Player, 2**rooms)
	)
	fail := func(err error) {
		mu.Lock()
		errs = append(errs, err.Error())
		mu.Unlock()
	}
	// Rooms are set up first, so that the clock measures the games alone.
	for i := range *rooms {
		var room client.Room
		seats := []string{"human", "human"}
		if *computer != "" {
			seats[1] = *computer
		}
		for seat := range 2 {
			if seats[seat] != "human" {
				continue
			}
			s, err := client.Login(ctx, *server, *key, fmt.Sprintf("load-%d-%d-%d", time.Now().UnixNano(), i, seat))
			if err != nil {
				fail(err)
				continue
			}
			if seat == 0 {
				room, err = s.Create(ctx, client.Setup{Title: "hongkong", Seats: seats})
			} else {
				room, err = s.JoinCode(ctx, room.Code)
			}
			if err != nil {
				fail(err)
				continue
			}
			conn, err := s.Connect(ctx)
			if err != nil {
				fail(err)
				continue
			}
			players <- &client.Player{Conn: conn, Match: room.Match, Code: room.Code, Level: "easy", Seed: uint64(i*2 + seat),
				Waited: func(d time.Duration) { mu.Lock(); waits = append(waits, d); mu.Unlock() }}
		}
	}
	close(players)
	start := time.Now()
	for p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer p.Conn.Close()
			rec, err := p.Play(ctx)
			if err != nil {
				fail(err)
				return
			}
			if p.Seed%2 == 0 {
				mu.Lock()
				moves += len(rec.Moves)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	wall := time.Since(start)
	slices.Sort(waits)
	pct := func(q float64) time.Duration {
		if len(waits) == 0 {
			return 0
		}
		return waits[min(len(waits)-1, int(q*float64(len(waits))))]
	}
	fmt.Printf("rooms %d, moves %d in %.1f s: %.0f moves/s\n", *rooms, moves, wall.Seconds(), float64(moves)/wall.Seconds())
	fmt.Printf("move latency (send to confirmation): p50 %v, p99 %v, max %v\n", pct(0.5).Round(time.Millisecond), pct(0.99).Round(time.Millisecond), pct(1).Round(time.Millisecond))
	fmt.Printf("server memory: %s\n", memory(*pidfile))
	fmt.Printf("errors: %d\n", len(errs))
	for i, e := range errs {
		if i == 5 {
			fmt.Printf("  ...\n")
			break
		}
		fmt.Printf("  %s\n", e)
	}
	if len(errs) > 0 {
		os.Exit(1)
	}
}

// memory is Nakama's resident and peak memory, from /proc.
func memory(pidfile string) string {
	pid, err := os.ReadFile(pidfile)
	if err != nil {
		return "unknown (" + err.Error() + ")"
	}
	status, err := os.ReadFile("/proc/" + strings.TrimSpace(string(pid)) + "/status")
	if err != nil {
		return "unknown (" + err.Error() + ")"
	}
	var out []string
	for _, line := range strings.Split(string(status), "\n") {
		if strings.HasPrefix(line, "VmRSS") || strings.HasPrefix(line, "VmHWM") {
			out = append(out, strings.Join(strings.Fields(line), " "))
		}
	}
	return strings.Join(out, ", ")
}
