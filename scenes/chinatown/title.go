package chinatown

import (
	ct "quartet/rules/chinatown"
	"quartet/scenes/table"
)

// Title is Chinatown as the app offers it.
var Title = table.Title{Rules: ct.Title, New: New, Emblem: Emblem, Diagram: Diagram}
