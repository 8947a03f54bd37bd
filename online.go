//go:build !js

package main

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"quartet/online/client"
	"quartet/rules/catalog"
	"quartet/rules/record"
)

func init() { commands["online"] = onlineMain }

// onlineMain plays one seat of a room on a Quartet server with the AI and
// prints the game's record at the end, for scripts and tests.
func onlineMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("online", flag.ContinueOnError)
	fs.SetOutput(stderr)
	server := fs.String("server", envOr("QUARTET_SERVER", "http://127.0.0.1:7350"), "the server's address")
	key := fs.String("key", envOr("QUARTET_SERVER_KEY", client.PublicServerKey), "the server key (server/run.sh env prints it)")
	create := fs.String("create", "", "create a room for this title and print its code")
	join := fs.String("join", "", "join the room with this code")
	players := fs.Int("players", 0, "players in the room created (default: the title's)")
	computers := fs.String("computers", "", "levels of the server's computers in the room created, comma-separated; the other seats are for friends")
	level := fs.String("level", "medium", "AI level that plays this seat")
	stdin := fs.Bool("stdin", false, "play this seat with the moves on standard input, one a line, instead of the AI")
	device := fs.String("device", "", "this device's id (default: a new one)")
	name := fs.String("name", "", "the name shown to the other players")
	seed := fs.Uint64("seed", 1, "seed of this seat's AI")
	usage := func() int {
		fmt.Fprintln(stderr, "usage: quartet online [-server ADDR] [-key K] (-create TITLE [-players N] [-computers L,...] | -join CODE) [-level L | -stdin]")
		return exitBadInput
	}
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 || (*create == "") == (*join == "") {
		return usage()
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "quartet online: %v\n", err)
		return exitInternal
	}
	if *device == "" {
		var b [12]byte
		_, _ = rand.Read(b[:])
		*device = "cli-" + hex.EncodeToString(b[:])
	}
	ctx := context.Background()
	s, err := client.Login(ctx, *server, *key, *device)
	if err != nil {
		return fail(err)
	}
	var room client.Room
	if *create != "" {
		setup, err := onlineSetup(*create, *players, *computers)
		if err != nil {
			fmt.Fprintf(stderr, "quartet online: %v\n", err)
			return exitBadInput
		}
		if room, err = s.Create(ctx, setup); err != nil {
			return fail(err)
		}
		fmt.Fprintln(stdout, room.Code)
	} else if room, err = s.JoinCode(ctx, *join); err != nil {
		return fail(err)
	}
	conn, err := s.Connect(ctx)
	if err != nil {
		return fail(err)
	}
	defer conn.Close()
	p := &client.Player{Conn: conn, Match: room.Match, Session: s, Code: room.Code, Name: *name, Level: *level, Seed: *seed, Log: stderr}
	if *stdin {
		p.Input = bufio.NewScanner(os.Stdin)
	}
	rec, err := p.Play(ctx)
	if err != nil {
		return fail(err)
	}
	if err := rec.Write(stdout); err != nil {
		return fail(err)
	}
	return exitOK
}

// onlineSetup is the room -create asks for: this seat first, then the
// computers, then seats for friends up to the number of players.
func onlineSetup(title string, players int, computers string) (client.Setup, error) {
	t, ok := catalog.Lookup(title)
	if !ok {
		return client.Setup{}, fmt.Errorf("unknown title %q (known: %v)", title, catalog.IDs())
	}
	seats := []string{record.Human}
	if computers != "" {
		seats = append(seats, strings.Split(computers, ",")...)
	}
	if players == 0 {
		players = max(t.DefaultSeats, len(seats))
	}
	if players < len(seats) {
		return client.Setup{}, fmt.Errorf("%d players cannot hold you and %d computers", players, len(seats)-1)
	}
	for len(seats) < players {
		seats = append(seats, record.Human)
	}
	return client.Setup{Title: title, Seats: seats}, nil
}

func envOr(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
