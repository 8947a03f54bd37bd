// Package hong is the rules of Hong (Néstor Romeral Andrés, White Goblin
// Games 2016) with its expansion, the Lair of the seven Great Dragons.
//
// Two players fill a board with square tiles. A tile's dragon side shows one
// body segment crossing it and a head on each of the other two edges: H lies
// with its body left to right (heads up and down), V with its body up and
// down (heads left and right). A Hong is a maximal straight run of one or
// more segments with a head facing it at both ends: H tiles in a row closed
// by a V on each side, or V tiles in a column closed by an H below and above.
// Seat 0 is the Emperor, who moves first; seat 1 is the Dragon Master. Once
// every space is occupied the Dragon Master wins with at least the board's
// target of Hongs (castle 15, garden 13, inner 7x7 11), the Emperor otherwise.
//
// # Notation
//
// Cells are a1 to i7: columns a to i from left to right, rows 1 to 7 from
// bottom to top. Words may be in either case.
//
//	H d4           place a tile on d4, body left to right
//	V d4           place a tile on d4, body up and down
//	summon rotate  choose which Great Dragon to summon, when one action
//	               completed Hongs of several sizes whose dragons wait
//	rotate d4      rotate: turn the tile on d4 a quarter (H <-> V)
//	slide d4 d5    slide: move the tile on d4 to the adjacent empty d5
//	extra H d4     extra: place another tile
//	stone d4       stone: place a stone on the empty d4
//	carry c3 g5    carry: move the stone on c3 to the empty g5
//	swap d4 f6 V   swap: the tile on d4 and the stone on f6 change places,
//	               the tile landing on f6 turned V (or H)
//	flip d4        flip: turn the tile on d4 to its stone side
//
// # The expansion
//
// The seven Great Dragons lie on lair spaces 1 to 7 in an order drawn from
// the game's seed and shown to both players. Whoever completes a Hong of size
// s (its number of segments) while dragon s is still in the lair summons it,
// leaves it out of the game for good and must use its power at once, as
// further moves of the same turn. When one action completes Hongs of several
// sizes with dragons waiting, the player chooses one (summon); the others
// stay in the lair. A power can complete more Hongs and so summon one more
// dragon: chains go on, one dragon per action. A power with no legal target
// is skipped (event PowerSkipped).
//
// # Rulings
//
// These readings of the rulebook are ours (see also NOTES.md, Hong):
//   - "The first Hong of any size" summons a dragon that is still in the lair;
//     a dragon passed over in a choice stays there and answers the next Hong
//     of its size completed later.
//   - The summoner chooses every target among all the tiles and stones on
//     the board (tiles belong to nobody). Obstacles printed on the board are
//     not stone tiles: carry and swap cannot move them.
//   - Rotate always turns the tile a quarter. Slide keeps the tile's turn; swap
//     lets the player choose it.
//   - The end of the game is checked when the turn's chain of dragons is over:
//     a tile that fills the board still has its dragon's power used (rotate,
//     swap and flip need no empty space) before the Hongs are counted.
//   - With the expansion the count can fall: rotate, slide, swap and flip can
//     break Hongs (event HongsBroken). In the base game it never falls.
//
// # Boards
//
// Every board is a mask on the 7x9 grid (boards.go). The garden board is a
// reconstruction calibrated by simulation; its data says so.
package hong
