// Package narration is what KiezKönig's table says in words: the log's
// headings, the message line's sentences and the recap of the computer
// players' turns. It knows the rules and the seats' names, and nothing of
// the screen, so each sentence is tested on its own.
package narration

import (
	"fmt"
	"strings"

	kk "quartet/rules/kiezkoenig"
)

// AuthorityShort are the authorities' names without "the", in the rules'
// order.
var AuthorityShort = [...]string{"Law Courts", "Tax Office", "Police"}

// ShortNames are the businesses' names as a phone's narrow cell writes
// them, in the order of the rules' businesses.
var ShortNames = func() [kk.Businesses]string {
	short := map[string]string{"S1": "Pawn Shop", "S2": "Shell Co.", "S3": "Arms Ltd", "D1": "Kiosk", "D2": "Shisha Bar",
		"D3": "Harbour", "R1": "Peep Show", "R2": "Dance Club", "R3": "Eros Centre", "G1": "Betting", "G2": "Poker", "G3": "Casino"}
	var out [kk.Businesses]string
	for b := range kk.Businesses {
		out[b] = short[kk.BusinessAt(b).ID]
		if out[b] == "" {
			out[b] = kk.BusinessAt(b).Name
		}
	}
	return out
}()

// StakeName is a stake as a button names it: its business's short name and
// its kind ("Kiosk Gang"), which the board shows, rather than its code.
func StakeName(st int) string {
	info := kk.Stake(st)
	return ShortNames[info.Business] + " " + KindWord(info.Kind)
}

// KindWord is a stake's kind in one word.
func KindWord(k kk.Kind) string { return [...]string{"Gang", "Cash", "Hot"}[k] }

// StakeWords is how a person reads a stake: its kind and business, with
// the id the board prints on it.
func StakeWords(st int) string {
	info := kk.Stake(st)
	return fmt.Sprintf("the %s of %s (%s)", info.Kind, kk.BusinessAt(info.Business).Name, info.ID)
}

// ShortSpace is a space's name short enough for a button on a phone.
func ShortSpace(sp int) string {
	space := kk.Track()[sp]
	switch space.Kind {
	case kk.BusinessSpace:
		return kk.BusinessAt(space.Business).Name
	case kk.AuthoritySpace:
		return strings.TrimPrefix(space.Authority.String(), "the ")
	}
	return "Sports Car"
}

// AndList joins names as English does: "A, B and C".
func AndList(names []string) string {
	out := ""
	for i, n := range names {
		switch {
		case i == 0:
		case i == len(names)-1:
			out += " and "
		default:
			out += ", "
		}
		out += n
	}
	return out
}
