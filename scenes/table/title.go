package table

import (
	"quartet/rules"
	"quartet/scenes/play"
	"quartet/scenes/ui"
	"quartet/sprites"
)

// Title is one game as the app offers it: its rules, its table, its card in
// the menu, and what its setup and rules pages add. Each title's package
// exports one (hongkong.Title), and scenes/titles.go lists them: adding a
// title to the app is adding it there. The rules and the computer players
// are also registered below the app (rules/catalog, ai/opponents), where
// the headless tools and the game server find them without any drawing;
// the table conformance test checks that every title here is known there.
type Title struct {
	// Rules are the title's rules, as rules/catalog lists them.
	Rules rules.Title
	// New builds the table scene for a game of this title.
	New func(t *play.Table, c *ui.Context) ui.Scene
	// Emblem paints the title's picture on its menu card.
	Emblem func(cv *sprites.Canvas, r sprites.Rect)
	// TableOptions are setup choices about how the table begins that are
	// not rules options (stones placed by hand, say); the scene finds the
	// chosen values in play.Table.Choices.
	TableOptions []rules.Option
	// Diagram, when set, draws the rules page's diagrams ("@SPEC|caption"
	// strips and "[diagram NAME]" pictures).
	Diagram func(cv *sprites.Canvas, r sprites.Rect, spec string)
	// OptionHelp, when set, says in a sentence what an option's chosen value
	// does (the setup page shows it under the choice), or "".
	OptionHelp func(key string, value any, seats int) string
	// LogWords, when set, says move e as the log of table s (a table New
	// built) says it (Chrome.LogWords): the replay viewer says a kept
	// game's moves in the same words, in the player's language.
	LogWords func(s ui.Scene, e play.Entry) (head string, events []string)
}
