package hong

import (
	hg "quartet/rules/hong"
	"quartet/scenes/table"
)

// Title is Hong as the app offers it.
var Title = table.Title{Rules: hg.Title, New: New, Emblem: Emblem, Diagram: Diagram, TableOptions: TableOptions, OptionHelp: OptionHelp}
