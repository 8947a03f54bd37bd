//go:build js

package store

import (
	"errors"
	"strings"
	"syscall/js"
)

// FullWords says, in a player's words, that a save found no room.
const FullWords = "Your browser's storage is full"

// Local stores documents in the browser's localStorage under "quartet.".
type Local struct{ ls js.Value }

// Default is localStorage, or memory when the browser refuses it (private
// modes can).
func Default() Store {
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return Memory{}
	}
	return Local{ls}
}

func (l Local) Get(name string) (b []byte, err error) {
	defer catch(&err)
	v := l.ls.Call("getItem", "quartet."+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, ErrNotFound
	}
	return []byte(v.String()), nil
}

// Put is atomic by nature: setItem replaces the value in one step, and a
// setItem refused for want of room leaves the old value in place.
func (l Local) Put(name string, data []byte) (err error) {
	defer catch(&err)
	l.ls.Call("setItem", "quartet."+name, string(data))
	return nil
}

func (l Local) Delete(name string) (err error) {
	defer catch(&err)
	l.ls.Call("removeItem", "quartet."+name)
	return nil
}

// Names lists the game's documents in localStorage (those under
// "quartet.").
func (l Local) Names() (out []string, err error) {
	defer catch(&err)
	for i := range l.ls.Get("length").Int() {
		k := l.ls.Call("key", i)
		if k.Type() == js.TypeString && strings.HasPrefix(k.String(), "quartet.") {
			out = append(out, strings.TrimPrefix(k.String(), "quartet."))
		}
	}
	return out, nil
}

// catch turns a JavaScript exception (quota exceeded, storage disabled) into
// an error instead of a crash; a quota exceeded is ErrFull.
func catch(err *error) {
	r := recover()
	if r == nil {
		return
	}
	*err = errors.New("browser storage refused the save")
	if je, ok := r.(js.Error); ok && quota(je.Value) {
		*err = ErrFull
	}
}

// quota reports a QuotaExceededError, by the names browsers have given it.
func quota(v js.Value) bool {
	if v.Type() != js.TypeObject {
		return false
	}
	name := v.Get("name")
	if name.Type() == js.TypeString {
		switch name.String() {
		case "QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED":
			return true
		}
	}
	code := v.Get("code")
	return code.Type() == js.TypeNumber && (code.Int() == 22 || code.Int() == 1014)
}
