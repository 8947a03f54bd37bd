//go:build js

package lobby

import (
	"net/url"
	"strings"
	"syscall/js"
)

// DefaultServer is the page's own address: `make web` passes the server's
// API and socket through, so one address serves both.
func DefaultServer() string {
	return js.Global().Get("location").Get("origin").String()
}

// LinkedRoom is the room code of the page's link (…/?room=CODE).
func LinkedRoom() string {
	q, err := url.ParseQuery(strings.TrimPrefix(js.Global().Get("location").Get("search").String(), "?"))
	if err != nil {
		return ""
	}
	return q.Get("room")
}

// RoomLink is the page's address opening the room with code.
func RoomLink(code string) string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + "?room=" + code
}
