//go:build js

package lang

import "syscall/js"

// System is the first language of the browser's navigator.languages that
// Quartet speaks, or English.
func System() Language {
	nav := js.Global().Get("navigator")
	if !nav.Truthy() {
		return English
	}
	var tags []string
	if list := nav.Get("languages"); list.Truthy() {
		for i := range list.Length() {
			tags = append(tags, list.Index(i).String())
		}
	}
	if one := nav.Get("language"); one.Truthy() {
		tags = append(tags, one.String())
	}
	return Pick(tags...)
}
