package hongkong

// RulesSummary is the rules page of the pause menu, in the rulebook's order
// (hongkong-en.txt) with our rulings (NOTES.md) where it is silent.
const RulesSummary = `# Aim
Control more buildings than your opponent when all 25 plots are occupied, or when all standard blocks and roofs are used up. A building belongs to the player whose piece is on top.

# Your pieces
Each player has 20 standard blocks, 5 fast blocks (with a white mark) and 5 roofs.

# Your turn
Choose one:
- place one standard block;
- place one roof;
- place a fast block, then a standard block (a double move);
- place a fast block, then a roof.
The two pieces of a double move may go on the same plot or on two different plots. The second piece is checked against the board after the first has landed. With five fast blocks you have five double moves.

# Where pieces may go
- Any piece may go on any empty plot, even a roof.
- Nothing may ever be placed on a roof.
- A building is at most five pieces high, its roof included.
- You may always build on your own blocks.
- To build on your opponent's block, you must control a building on a plot next to it (sharing an edge) that is at least as high as the target will be once your piece is on it. Blocks count higher than roofs: think of a block as two half-storeys and a roof as one.
- On the start player's first turn, no piece may go on the centre plot (c3).
- A fast block is a block in every way except that it is never played alone.

# Passing
A player who can place nothing (no standard blocks or roofs left) passes. If both players pass in a row the game ends.

# The end
The game ends at the end of a turn when all 25 plots are occupied, or when both players have used up all their standard blocks and roofs (fast blocks may be left). The player controlling more buildings wins. On a tie, the player controlling the centre plot wins; a tie with the centre empty is a draw.

# Playing here
Pick Block, Roof or Double, then tap a lit plot. For a double move, tap where the fast block goes, then pick Block or Roof and tap again. Long-press a plot to read its building. Keys: B, R, F choose the piece; type a plot name such as c3 to place; U undoes; Esc pauses.`
