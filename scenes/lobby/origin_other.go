//go:build !js

package lobby

import "os"

// DefaultServer is the server a native game finds first: $QUARTET_SERVER,
// or this machine's (make server).
func DefaultServer() string {
	if s := os.Getenv("QUARTET_SERVER"); s != "" {
		return s
	}
	return "http://127.0.0.1:7350"
}

// LinkedRoom is the room a native game was started for: $QUARTET_ROOM.
func LinkedRoom() string { return os.Getenv("QUARTET_ROOM") }

// RoomLink is the address that opens the game in a room; a native game
// has none to give, so friends are given the code.
func RoomLink(code string) string { return "" }
