package hongkong

import (
	hk "quartet/rules/hongkong"
	"quartet/scenes/table"
)

// Title is Hong Kong as the app offers it.
var Title = table.Title{Rules: hk.Title, New: New, Emblem: Emblem}
