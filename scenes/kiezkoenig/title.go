package kiezkoenig

import (
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// Title is KiezKönig as the app offers it.
var Title = table.Title{Rules: kk.Title, New: New, Emblem: Emblem, Diagram: Diagram, OptionHelp: OptionHelp, LogWords: sayLogged}

// sayLogged says move e as the log of table s says it.
func sayLogged(s ui.Scene, e play.Entry) (string, []string) { return s.(*Scene).ch.LogWords(e) }
