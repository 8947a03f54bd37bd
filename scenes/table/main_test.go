package table

import (
	"testing"

	"quartet/scenes/scenetest"
)

// The tests that look at pixels need the game loop: they run inside it
// where there is a display, and are skipped where there is none.
func TestMain(m *testing.M) { scenetest.Main(m) }
