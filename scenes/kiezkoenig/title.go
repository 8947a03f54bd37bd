package kiezkoenig

import (
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/table"
)

// Title is KiezKönig as the app offers it.
var Title = table.Title{Rules: kk.Title, New: New, Emblem: Emblem, Diagram: Diagram, OptionHelp: OptionHelp}
