package hong

import (
	hg "quartet/rules/hong"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// Title is Hong as the app offers it.
var Title = table.Title{Rules: hg.Title, New: New, Emblem: Emblem, Diagram: Diagram, TableOptions: TableOptions, OptionHelp: OptionHelp, LogWords: sayLogged}

// sayLogged says move e as the log of table s says it.
func sayLogged(s ui.Scene, e play.Entry) (string, []string) { return s.(*Scene).ch.LogWords(e) }
