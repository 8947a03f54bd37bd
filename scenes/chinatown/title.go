package chinatown

import (
	ct "quartet/rules/chinatown"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// Title is Chinatown as the app offers it.
var Title = table.Title{Rules: ct.Title, New: New, Emblem: Emblem, Diagram: Diagram, LogWords: sayLogged}

// sayLogged says move e as the log of table s says it.
func sayLogged(s ui.Scene, e play.Entry) (string, []string) { return s.(*Scene).ch.LogWords(e) }
