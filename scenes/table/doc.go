// Package table holds what every title's table shares, so that a title's
// scene package keeps only what is its own (its board, pieces and flows):
//
//   - Chrome: the message line, the toolbar (Undo, Log, Menu), the end
//     dialog with See board and back, the game log drawer, and the short
//     line after each computer move;
//   - Arrange: where the board, the seat cards, the title's controls, the
//     message and the toolbar go, from phone portrait to desktop;
//   - DrawSeatCard: a seat's card with its colour, name, state and score;
//   - Names: how seats are called ("You", "Jade (easy)", a chosen name).
//
// A title's scene owns a *Chrome, calls its Update first in every tick and
// its DrawHUD and DrawOverScenery around its own drawing. Drawing follows
// the project's rule: the cards, message and toolbar are painted into one
// cached layer, repainted only when what they show changes; the thinking
// spinner is drawn when it turns a step, and the end dialog's entrance
// every frame.
package table
