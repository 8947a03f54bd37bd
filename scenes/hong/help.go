package hong

import (
	"fmt"

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
		return boardHelp[id] + fmt.Sprintf(" The Dragon Master needs %d Hongs to win.", b.Target)
	case "expansion":
		if value == true {
			return "Seven Great Dragons wait in a lair: the first Hong of each size summons one, and its power (turn, move or swap a piece, an extra tile…) is used at once."
		}
		return "Hongs only, no dragons: the plain game, best to learn on."
	case "stones":
		if value == "placed" {
			return "The players lay the three stones by hand before the first move. Stones block Hongs."
		}
		return "Three stones that block Hongs lie on spaces drawn at random."
	}
	return ""
}

var boardHelp = map[string]string{
	"castle": "The castle court: 9 by 7 open spaces.",
	"garden": "The garden: 9 by 7, but its pond and trees take spaces no piece may fill.",
	"inner":  "The castle's inner 7 by 7: a shorter, tighter game.",
}
