package hint

import "testing"

// BenchmarkHint is the time a hint takes at the default level, in one go,
// for a mid-game position of each title: what a person waits after the
// first tap on Hint, spread over frames at a table.
func BenchmarkHint(b *testing.B) {
	for _, c := range midGames {
		if c.options != "" {
			continue
		}
		b.Run(c.title+"-"+string(rune('0'+c.players)), func(b *testing.B) {
			g := midGame(b, c.title, c.players, c.options, c.moves, 3)
			for b.Loop() {
				if _, err := Find(g, DefaultLevel, 3); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
