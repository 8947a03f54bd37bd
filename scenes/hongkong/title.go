package hongkong

import (
	hk "quartet/rules/hongkong"
	"quartet/scenes/play"
	"quartet/scenes/table"
	"quartet/scenes/ui"
)

// Title is Hong Kong as the app offers it.
var Title = table.Title{Rules: hk.Title, New: New, Emblem: Emblem, LogWords: sayLogged}

// sayLogged says move e as the log of table s says it.
func sayLogged(s ui.Scene, e play.Entry) (string, []string) { return s.(*Scene).ch.LogWords(e) }
