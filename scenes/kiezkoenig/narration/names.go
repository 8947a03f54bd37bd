// Package narration is what KiezKönig's table says in words: the log's
// headings, the message line's sentences and the recap of the computer
// players' turns. It knows the rules and the seats' names, and nothing of
// the screen, so each sentence is tested on its own.
package narration

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"quartet/lang"
	kk "quartet/rules/kiezkoenig"
)

// authorityShort are the authorities' names without "the", in the rules'
// order.
var authorityShort = [...]string{lang.Noop("Law Courts"), lang.Noop("Tax Office"), lang.Noop("Police")}

// AuthorityShort is authority a's name without "the", in the screens'
// language.
func AuthorityShort(a kk.Authority) string { return lang.Of(authorityShort[a]) }

// AuthoritySpace is authority a as a space of the track: German and
// French say it bare, as they say a business ("aufs Feld Gericht"), where
// the setup's label is said after "at" ("dem Gericht"; play-test: "auf
// dem Feld dem Gericht").
func AuthoritySpace(a kk.Authority) string {
	return [...]string{lang.TC("space", "the Law Courts"), lang.TC("space", "the Tax Office"), lang.TC("space", "the Police")}[a]
}

// The rules name businesses, authorities and kinds of stake in English:
// the screens say them in the player's language. German keeps the board's
// own German names (board.json's "de").
var _ = [...]string{
	lang.Noop("Pawn Shop"), lang.Noop("Shell Company"), lang.Noop("Arms Ltd"),
	lang.Noop("Corner Kiosk"), lang.Noop("Shisha Bar"), lang.Noop("Harbour Warehouse"),
	lang.Noop("Peep Show"), lang.Noop("Table Dance Club"), lang.Noop("Eros Centre"),
	lang.Noop("Betting Shop"), lang.Noop("Back-Room Poker"), lang.Noop("Casino"),
	lang.Noop("the Law Courts"), lang.Noop("the Tax Office"), lang.Noop("the Police"),
	lang.Noop("Gang"), lang.Noop("Cash"), lang.Noop("Hot Commodity"),
}

// Business is business b's name in the screens' language.
func Business(b int) string { return lang.Of(kk.BusinessAt(b).Name) }

// Kind is a kind of stake's full name in the screens' language.
func Kind(k kk.Kind) string { return lang.Of(k.String()) }

// ShortNames are the businesses' names as a phone's narrow cell writes
// them, in the order of the rules' businesses.
var ShortNames = func() [kk.Businesses]string {
	short := map[string]string{"S1": lang.Noop("Pawn Shop"), "S2": lang.Noop("Shell Co."), "S3": lang.Noop("Arms Ltd"),
		"D1": lang.Noop("Kiosk"), "D2": lang.Noop("Shisha Bar"), "D3": lang.Noop("Harbour"), "R1": lang.Noop("Peep Show"),
		"R2": lang.Noop("Dance Club"), "R3": lang.Noop("Eros Centre"), "G1": lang.Noop("Betting"), "G2": lang.Noop("Poker"),
		"G3": lang.Noop("Casino")}
	var out [kk.Businesses]string
	for b := range kk.Businesses {
		out[b] = short[kk.BusinessAt(b).ID]
		if out[b] == "" {
			out[b] = kk.BusinessAt(b).Name
		}
	}
	return out
}()

// Short is business b's name as a phone's narrow cell writes it.
func Short(b int) string { return lang.Of(ShortNames[b]) }

// StakesName names a business's stakes of the given kinds as one, as a
// button, a bet and a fight's spoils name them: the business's short name
// and its kinds ("Kiosk Gang+Cash"), which the board shows, rather than
// codes. German joins the two as a compound ("Eckkiosk-Gang+Cash") and
// French names the kinds first ("Gang+Caisse (Mont-de-piété)"): the
// English order read as two words side by side inside a sentence (review:
// "dein Einsatz Eckkiosk Ware", "vos Mont-de-piété Caisse").
func StakesName(b int, kinds []kk.Kind) string {
	words := make([]string, len(kinds))
	for i, k := range kinds {
		words[i] = KindWord(k)
	}
	return lang.TCf("stake", "%s %s", Short(b), strings.Join(words, "+"))
}

// StakeName is one stake as StakesName names it ("Kiosk Gang").
func StakeName(st int) string {
	info := kk.Stake(st)
	return StakesName(info.Business, []kk.Kind{info.Kind})
}

// StakesOf names stakes business by business as StakesName does, so that
// a fight's spoils read as its bets did ("Kiosk Gang+Cash", not "Kiosk
// Gang and Kiosk Cash").
func StakesOf(stakes []int) string {
	var order []int
	kinds := map[int][]kk.Kind{}
	for _, st := range stakes {
		info := kk.Stake(st)
		if kinds[info.Business] == nil {
			order = append(order, info.Business)
		}
		kinds[info.Business] = append(kinds[info.Business], info.Kind)
	}
	names := make([]string, len(order))
	for i, b := range order {
		names[i] = StakesName(b, kinds[b])
	}
	return AndList(names)
}

// KindWord is a stake's kind in one word.
func KindWord(k kk.Kind) string {
	return [...]string{lang.TC("kind", "Gang"), lang.TC("kind", "Cash"), lang.TC("kind", "Hot")}[k]
}

// StakeWords is how a person reads a stake: its kind and business, with
// the business's code the board prints on it ("S1"; the notation's "S1c"
// is printed nowhere, review).
func StakeWords(st int) string {
	info := kk.Stake(st)
	return lang.Tf("the %s of %s (%s)", Kind(info.Kind), Business(info.Business), kk.BusinessAt(info.Business).ID)
}

// Capitalised is s with its first letter upper case: a sentence that
// begins with a stake's words ("la part Gang …") in the log.
func Capitalised(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// SpaceName is how a person reads space sp: a business's or an
// authority's name, or which Sports Car it is (kk.SpaceName in the
// screens' language).
func SpaceName(sp int) string {
	if sp < 0 || sp >= kk.TrackLen() {
		return lang.T("the Start")
	}
	space := kk.Track()[sp]
	switch space.Kind {
	case kk.BusinessSpace:
		return Business(space.Business)
	case kk.AuthoritySpace:
		return AuthoritySpace(space.Authority)
	}
	next := kk.Track()[(sp+1)%kk.TrackLen()]
	if next.Kind == kk.BusinessSpace {
		return lang.Tf("the Sports Car before %s", Business(next.Business))
	}
	return lang.T("a Sports Car")
}

// ShortSpace is a space's name short enough for a button on a phone.
func ShortSpace(sp int) string {
	space := kk.Track()[sp]
	switch space.Kind {
	case kk.BusinessSpace:
		return Business(space.Business)
	case kk.AuthoritySpace:
		return AuthorityShort(space.Authority)
	}
	// French "Voiture de sport" ran past a phone's button: a button says
	// the car in its shortest word.
	return lang.TC("button", "Sports Car")
}

// Spaces is a number of spaces: "1 space", "3 spaces".
func Spaces(n int) string { return lang.N("%d space", "%d spaces", n, n) }

// AndList joins names as the language does: "A, B and C".
func AndList(names []string) string {
	out := ""
	for i, n := range names {
		switch {
		case i == 0:
		case i == len(names)-1:
			out += lang.T(" and ")
		default:
			out += ", "
		}
		out += n
	}
	return out
}

var _ = [...]string{lang.Noop("Shady Deals"), lang.Noop("Drugs"), lang.Noop("Red Light"), lang.Noop("Gambling")}

// Racket is racket r's name in the screens' language.
func Racket(r int) string { return lang.Of(kk.RacketAt(r).Name) }
