package hong

import (
	"quartet/lang"
	hg "quartet/rules/hong"
)

// OptionHelp says in a sentence what each setup choice means, for the
// setup page: the three boards, the dragons and the stones were named
// there and explained only in the rules (play-test).
func OptionHelp(key string, value any, _ int) string {
	switch key {
	case "board":
		id, _ := value.(string)
		b, ok := hg.BoardByID(id)
		if !ok {
			return ""
		}
		return lang.Of(boardHelp[id]) + " " + lang.Tf("The Dragon Master needs %d Hongs to win.", b.Target)
	case "expansion":
		if value == true {
			return lang.T("Seven Great Dragons wait in a lair: the first Hong of each size summons one, and its power (turn, move or swap a piece, an extra tile…) is used at once.")
		}
		return lang.T("Hongs only, no dragons: the plain game, best to learn on.")
	case "stones":
		if value == "placed" {
			return lang.T("The players lay the three stones by hand before the first move. Stones block Hongs.")
		}
		return lang.T("Three stones that block Hongs lie on spaces drawn at random.")
	}
	return ""
}

var boardHelp = map[string]string{
	"castle": lang.Noop("The castle court: 9 by 7 open spaces."),
	"garden": lang.Noop("The garden: 9 by 7, but its pond and trees take spaces no piece may fill."),
	"inner":  lang.Noop("The castle's inner 7 by 7: a shorter, tighter game."),
}

// The rules write the setup page's words for Hong and the boards' names
// in English; they are marked here so that the setup page and the
// stones' refusal say them in the screens' language (lang.Of).
var _ = [...]string{
	lang.Noop("Board: the Dragon Master's target"),
	lang.Noop("Castle · 15"), lang.Noop("Garden · 13"), lang.Noop("Inner 7x7 · 11"),
	lang.Noop("Lair of the seven Great Dragons"),
	lang.Noop("Castle"), lang.Noop("Garden"), lang.Noop("Castle, inner 7x7"),
}
