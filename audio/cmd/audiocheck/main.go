// Command audiocheck runs a tiny Ebitengine game that drives the audio
// engine the way the game does: it plays every effect in turn and switches
// themes, for a few seconds, then reports what the engine saw and exits 0.
// On a machine without a sound device it must still run to the end:
//
//	xvfb-run -a go run ./audio/cmd/audiocheck -seconds 6
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"quartet/audio"
)

type game struct {
	eng     *audio.Engine
	ticks   int
	limit   int
	themes  []audio.Theme
	effects []audio.Effect
	ready   int // first tick at which the engine was ready, -1 if never
}

func (g *game) Update() error {
	g.eng.Update()
	if g.ready < 0 && g.eng.Ready() {
		g.ready = g.ticks
	}
	if g.ticks%10 == 0 {
		g.eng.Play(g.effects[(g.ticks/10)%len(g.effects)])
	}
	if g.ticks%120 == 0 {
		g.eng.PlayMusic(g.themes[(g.ticks/120)%len(g.themes)])
	}
	if g.ticks == 200 {
		g.eng.SetVolumes(audio.Volumes{Master: 0.5, Music: 0.5, Effects: 1})
	}
	report(g)
	g.ticks++
	if g.ticks >= g.limit {
		return ebiten.Termination
	}
	return nil
}

func (g *game) Draw(*ebiten.Image) {}

func (g *game) Layout(int, int) (int, int) { return 320, 240 }

func main() {
	seconds := flag.Float64("seconds", 5, "how long to run")
	starts := flag.Int("starts", 2, "how many engines to start (the newest is heard)")
	silent := flag.Bool("silent", false, "start a silent engine (no device at all)")
	flag.Parse()
	var eng *audio.Engine
	for i := 0; i < *starts; i++ {
		eng = audio.Start()
	}
	if *silent {
		eng = audio.StartSilent()
	}
	g := &game{eng: eng, limit: int(*seconds * 60), themes: audio.Themes(), effects: audio.Effects(), ready: -1}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("audiocheck")
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "audiocheck: RunGame:", err)
		os.Exit(1)
	}
	st := eng.Stats()
	fmt.Printf("audiocheck: ran %d ticks; ready=%v (from tick %d) silent=%v err=%v; mixed %.1f s, playing %q, %d themes rendered\n",
		g.ticks, eng.Ready(), g.ready, eng.Silent(), eng.Err(), st.Mixed, st.Playing, st.Rendered)
}
