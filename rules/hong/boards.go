package hong

// The boards of Hong. The rulebook's pictures are lost; the shapes below come
// from /work/shared/rulebooks/NOTES.md (Hong, items 3 and 4). Every board is
// data, so a measured printed board can replace a reconstruction here without
// touching any code.

// Castle is the castle side of the board: 7 rows by 9 columns, 63 spaces (the
// box holds 60 Hong tiles plus 3 stones). Target 15 (rulebook, END OF THE
// GAME).
var Castle = &Board{
	ID:     "castle",
	Name:   "Castle",
	Target: 15,
	Layout: [Rows]string{
		".........",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........",
	},
	Source: "NOTES.md Hong item 3: 7 rows x 9 columns, the longest horizontal Hong (7) matches the lair's sizes 1..7.",
}

// Inner is the rulebook's shorter variant: only the inner 7x7 area of the
// castle board, the outer columns a and i left out. Target 11 (rulebook,
// Variant).
var Inner = &Board{
	ID:     "inner",
	Name:   "Castle, inner 7x7",
	Target: 11,
	Layout: [Rows]string{
		"#.......#",
		"#.......#",
		"#.......#",
		"#.......#",
		"#.......#",
		"#.......#",
		"#.......#",
	},
	Source: "Rulebook variant (inner 7x7 area of the castle board); NOTES.md Hong item 3.",
}

// Garden is the garden side of the board. RECONSTRUCTION: no picture or
// description of the printed garden board survives (NOTES.md Hong item 4).
// It is drawn on the castle's 7x9 grid with built-in obstacles that behave
// like stones: a pond (~) in the bottom-left corner and two trees (T) in the
// other corners on the left and at the bottom, 59 spaces in all. The layout
// was chosen by AI-against-AI simulation so that the rulebook's target of 13
// is as balanced as the castle's 15: between equal players the garden's mean
// Hong count stands as far above 13 as the castle's stands above 15 (about
// 1.7 Hongs). A central pond of three, the first guess in NOTES.md, costs
// the Dragon Master a Hong more than that. The README's Hong section has the
// figures.
var Garden = &Board{
	ID:     "garden",
	Name:   "Garden",
	Target: 13,
	Layout: [Rows]string{
		"T........",
		".........",
		".........",
		".........",
		".........",
		".........",
		"~~......T",
	},
	Source: "RECONSTRUCTION calibrated by AI-vs-AI simulation (NOTES.md Hong item 4); replace with the printed board when known.",
}

// Boards lists the boards in the order the setup screen offers them; the
// first is the default.
var Boards = []*Board{Castle, Garden, Inner}
