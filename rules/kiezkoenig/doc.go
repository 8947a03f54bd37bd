// Package kiezkoenig is the rules core of KiezKönig (Arne Schepke and
// Christoph Cantzler, 2018) for 2 to 5 players: racketeers buy, bribe and
// fight for the business stakes of St. Pauli.
//
// # Data
//
// The rulebook's figures are lost. The track, nine of the twelve business
// names, the entrance fee of each business, the 36 stake prices and the
// display are a reconstruction kept in one file, board.json, marked as such
// and calibrated by AI-against-AI play (README, "KiezKönig"). The code reads
// only that file, so real values can replace it.
//
// # Notation
//
// Spaces are named by id: Sports Cars car1, car2, ... in clockwise order,
// businesses S1..S3 (Shady Deals), D1..D3 (Drugs), R1..R3 (Red Light, the
// text's Prostitution), G1..G3 (Gambling), 1 the cheap business and 3 the
// expensive one, and the authorities court, tax and police. A stake is its
// business and a kind letter: g Gang, c Cash, h Hot Commodity (S3g is the
// Gang of Arms Ltd). Players are P1 to P5 (seat 0 is P1).
//
//	roll              throw the die: for the start, to move, to throw again
//	super SPACE       play the Super Turbo at the start of the turn
//	drive N           Sports Car: advance N spaces (drive 0 stays)
//	lose STAKE        corruption without the money: give up this stake
//	rob               three Corruption cards: take the authority's Cash marker
//	fight BET TARGET Pn  bet all your stakes of business BET against all of
//	                  Pn's stakes of business TARGET (the same business when
//	                  you bet one or two stakes, another one of the racket
//	                  when you bet all three)
//	sell STAKE        entrance fee without the money: offer this stake
//	accept, decline   the player offered the stake buys it or not
//	buy STAKE         second job: buy a stake of the racket you are on
//	draw              second job: draw a Turbo card
//	turbo SPACE       the free move of the third Turbo card
//	corrupt N         a duellist plays N Corruption cards in this duel
//	support A N, support D N, support none
//	                  another player adds N of their Corruption cards to the
//	                  attacker (A) or the defender (D) for this duel, or not
//
// ToMove is always the seat making the decision: the player whose turn it
// is, the player offered a stake, the duellists and the supporters in turn.
//
// # Readings
//
// Where the text leaves a choice, the game plays it as follows.
//
//   - Start: each player throws; the highest starts, and those sharing the
//     highest throw again. The Start lies before the first space and is
//     not counted once left. The chips left in the box lie on the Cash
//     marker of the Law Courts unless the option "rest" names the Tax
//     Office or the Police.
//   - Money is kept as amounts. All prices, fees and charges are multiples
//     of 5 and players may change money at a Cash marker in their turn, so
//     whoever owns an amount can pay it; Chips shows an amount as chips.
//     There is no bank: all 1180 kiezdollars are always with the players,
//     on the Cash markers or bet in a fight. Money, stakes and cards lie
//     openly on the table, so a player's view hides only the future dice.
//   - A token lands wherever a move ends: after a throw, a Sports Car ride,
//     a Turbo or Super Turbo move, or the forced move to the next
//     authority, and the space then acts. So a Sports Car ride that ends
//     on another Sports Car gives another ride. The ride is 0 to 5 spaces
//     and never past the next authority. Turbo and Super Turbo moves must
//     go to another space than the one the token is on.
//   - Authorities: the charge is per stake of the authority's kind; one
//     Corruption card per visit whatever the number of stakes. A player
//     who cannot pay the whole charge pays nothing and gives up one stake
//     of that kind of their choice. The Super Turbo may only be played at
//     the start of the turn, not at a throw again.
//   - Three Corruption cards, the third from an authority: fight or rob.
//     Robbing takes the whole Cash marker; the three cards are spent and go
//     back at once, and the player throws again. Fighting puts the token on
//     the business fought for, in any racket, with no first job; the
//     attacker may play up to three cards per duel, and all their
//     Corruption cards go back when the turn ends, used or not.
//   - First job: it follows from the stakes the player owns (fee, no fee,
//     or cash in), so it is no decision. Second job: buy or fight; a Turbo
//     card may be drawn only when the player can neither buy a stake nor
//     fight ("If fighting or buying is not an option, take a Turbo card",
//     which rules the general "choose either one of the three options";
//     NOTES.md).
//   - Fights: the attacker bets all they own of one business of the
//     racket. With one or two stakes the defender bets all they own of the
//     same business; with all three, all they own of another business of
//     the racket. The attacker adds the difference in purchase price as
//     fight money when their bet is worth less; the defender never pays.
//     Before each duel the attacker, then the defender, then the other
//     players clockwise from the attacker decide on Corruption cards; only
//     players holding some are asked. Duellists play 0 to 2 (see above for
//     3); a supporter adds 1 or 2 of their own to one side. A side scores
//     its die, plus one per card on it, plus one if its bet holds a Gang.
//     Every card played is spent after the duel, draws included. The first
//     to win three duels takes both bets and the fight money.
//   - Entrance fee without the money: the player picks one of their stakes
//     and offers it at its price to the owner of the most expensive owned
//     stake of the business; if they buy, the fee is paid from the proceeds
//     and the second job follows. If they decline (or cannot pay), or
//     nobody owns a stake of the business, the token moves to the next
//     authority, which acts as usual. A player with no stake to sell pays
//     what they have and is out, as is a player left with neither money nor
//     stakes by an entrance fee ("once you've spent your last kiezdollar on
//     entrance fees").
//   - Tourists (NOTES.md): when a turn ends with the display sold out,
//     every player without stakes is a tourist: out of the race (they can
//     no longer win), their Corruption and Turbo cards back in the display
//     and an unused Super Turbo out of the game. Their token stays on the
//     board: they take their turns, throw, ride Sports Cars, visit
//     authorities (which charge them nothing and give them no card) and
//     pay entrance fees, with no second job, until their money is gone;
//     then the token leaves the board and they are out. A tourist with no
//     money at all leaves at once. Out players' money stays in front of
//     them, out of play.
//
// For a table: Tourist(seat) says a player is a tourist (token on the
// board, out of the race), Out(seat) that the token is off the board,
// InRace(seat) that the player can still win; the summary's players carry
// "tourist" and "out", and the events BecameTourist and PlayerOut mark the
// two steps.
//   - The win condition is that of the number of players the game started
//     with; it is checked whenever a player gains a stake (buying, winning
//     a fight as attacker or defender, accepting a forced sale), and the
//     game ends at once. When only one player is left in the race (the
//     others tourists or out), that player wins.
package kiezkoenig
