// Package chinatown is the rules of Chinatown (Karsten Hartwig; Alea 1999,
// Z-Man 2008) for 3 to 5 players: 85 building lots in 6 districts, 12 shop
// types, six years of dealing lots, drawing tiles, trading, building and
// earning. The richest player after the sixth year wins; a tie goes to the
// player with the most shop tiles on the board.
//
// # The year
//
// Each round (one year, 1965 to 1970) runs through six phases. Dealing,
// drawing, income and the year marker happen by themselves; players act in
// three phases:
//
//  1. Deal building cards (automatic): the table's number of cards each, of
//     which each player keeps the table's smaller number (3p 7/5 then 6/4;
//     4p 6/4 then 5/3; 5p 5/3 three times, then 4/2). Phase Keeping: every
//     player chooses, in secret and in any order; when all have chosen the
//     kept lots are revealed and marked, and the rest go back to the deck.
//  2. Draw shop tiles (automatic), from the first player clockwise
//     (3p 7,4,4,4,4,4; 4p 6,3,3,3,3,3; 5p 5,3,3,2,2,2), revealed together.
//  3. Phase Trading: deals, described below, until every player is done.
//  4. Phase Placing: from the first player clockwise, each player builds any
//     number of tiles from hand on vacant lots of their own, then passes. A
//     player who cannot build is skipped; one who runs out of tiles or lots
//     is done. A placed tile never moves.
//  5. Income (automatic): each run of orthogonally adjacent shops of one type
//     and one owner is a business; a run longer than the type's size counts
//     as floor(n/size) complete businesses plus one of the remainder.
//     Incomplete 1..5: $10k, 20k, 40k, 60k, 80k; complete 3..6: $50k, 80k,
//     110k, 140k.
//  6. The Year marker moves on and the First Player card passes clockwise.
//
// # Notation
//
// Every move starts with its seat, P1 (seat 0) to P5, because keeping and
// trading are simultaneous and a move may come from any player at any time.
//
//	P1 keep 3 17 22 40          keep these building cards (the others go back)
//	P1 propose P1>P2 17 photo $10000 P2>P1 tea tea
//	                            open a deal: P1 gives P2 lot 17 (with its shop,
//	                            if any), a Photo tile from hand and $10,000; P2
//	                            gives P1 two Tea House tiles
//	P2 change #3 P1>P2 17 P2>P1 tea
//	                            replace the terms of open deal #3
//	P2 confirm #3               agree to deal #3 as it stands
//	P2 withdraw #3              take deal #3 off the table (refuse it)
//	P2 done                     done trading for now
//	P1 place photo 17           build a Photo shop on lot 17
//	P1 pass                     build nothing more this year
//
// A deal is a list of transfers "Pa>Pb item...", where an item is a lot
// number (1..85), a shop word (photo, tea, seafood, jewelry, florist, fish,
// laundry, dimsum, takeout, restaurant, antiques, factory; repeat it for
// several tiles) or money ("$10000"; "$10k" and "$10,000" are read too, and
// money moves in whole thousands). Deal numbers count up through the game.
//
// # Trading protocol
//
//   - A deal involves two or more players; its proposer must be one of them.
//     Proposing or changing a deal counts as its author's confirmation.
//   - A deal executes, all at once, the moment its last party confirms.
//   - Changing a deal (any party may) clears every confirmation.
//   - A deal is checked when proposed or changed (the givers hold what they
//     give; the author can pay), each party's money when that party confirms,
//     and everything again when it executes. A move that breaks a rule is
//     refused with the reason and changes nothing.
//   - When a deal executes, every other open deal is checked again: one that
//     can no longer take place is off the table, and one that shares a party
//     with it is reopened (all confirmations cleared), because that party's
//     holdings changed.
//   - Withdraw takes a deal off the table; any party may withdraw.
//   - "done" is sticky: it is cleared only when a deal involving the player
//     is proposed, changed or reopened, or when the player proposes or
//     changes one. Trading ends when every player is done; open deals lapse.
//   - ToMove names one seat in a fixed order: it cycles clockwise through the
//     players not done, starting with the first player; each may propose,
//     change, confirm, withdraw or say done. Apply accepts trading moves from
//     any seat at any time, without moving the turn. There is no "wait":
//     every turn does something, so play in which proposals are bounded
//     (as the AI's are, and LegalMoves' menu is) always ends.
//
// # Hidden information
//
// Money is secret until the game ends; everyone knows the total (start money
// plus the income everyone can count). Building cards in hand while keeping,
// and the choice made, are secret until revealed. Tiles are public once
// drawn. View removes what a seat may not see; Determinize samples it.
package chinatown
