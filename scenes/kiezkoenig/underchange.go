package kiezkoenig

import (
	"math"
	"quartet/sprites"
)

// underChange is where the still street differs between two of its keys:
// the spaces whose keys differ, the middle when its panel changed, and
// the die where it rested or rests now. It is empty when the street must
// be painted whole: a new size, a duel opening or closing.
//
// The die comes to rest and is thrown again on every move, and a stake
// or a Cash marker changes with most: painting the whole street for each
// was most of what five computers' turns cost a browser's frame.
func underChange(old, now underKey) sprites.Rect {
	if old.board != now.board || old.scale != now.scale || old.duel != now.duel {
		return sprites.Rect{}
	}
	var r sprites.Rect
	for sp := range old.spaces {
		if old.spaces[sp] != now.spaces[sp] {
			r = r.Union(old.spaces[sp].r.Inset(-spacePad)).Union(now.spaces[sp].r.Inset(-spacePad))
		}
	}
	if old.centre != now.centre {
		r = r.Union(old.centre.r).Union(now.centre.r)
	}
	if old.die != now.die {
		r = r.Union(old.die.area()).Union(now.die.area())
	}
	return r
}

// area is where a resting die is drawn, turned or not; none for a die in
// the air, which is drawn every frame instead.
func (d dieKey) area() sprites.Rect {
	if !d.resting {
		return sprites.Rect{}
	}
	return around(d.x, d.y, d.size*0.75*math.Sqrt2)
}
