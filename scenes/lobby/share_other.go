//go:build !js

package lobby

// newSharer: a native game has no link to give (RoomLink), and no share
// sheet; the page shows the code to give instead.
func newSharer() sharer { return nil }
