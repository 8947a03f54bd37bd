//go:build js

package store

import (
	"errors"
	"syscall/js"
)

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

// Put is atomic by nature: setItem replaces the value in one step.
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

// catch turns a JavaScript exception (quota exceeded, storage disabled) into
// an error instead of a crash.
func catch(err *error) {
	if r := recover(); r != nil {
		*err = errors.New("browser storage refused the save")
	}
}
