// Package online is the wire protocol of online play: the messages a Quartet
// client and the game server's referee (online/room) exchange inside a
// match, and the rooms' short codes.
//
// The messages are plain structs with JSON tags, written by hand rather than
// generated, so that the browser build stays small: the client needs
// encoding/json and nothing else. Each message travels as one match-data
// packet whose op code says which struct its bytes hold.
//
// A client sends a move with the index it expects the move to get (the
// number of moves accepted so far). The referee accepts it only at that
// index, so two people acting at once (Chinatown's trading) never have a move
// applied to a game they had not seen; the loser of such a race is told the
// game moved on and sends again. A move resent after a reconnect, at the
// index it already holds, is confirmed again and not played twice.
package online
