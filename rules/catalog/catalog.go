// Package catalog lists every title Quartet knows. Adding a title means
// writing its rules package and adding its Title here.
package catalog

import (
	"quartet/rules"
	"quartet/rules/chinatown"
	"quartet/rules/hong"
	"quartet/rules/hongkong"
	"quartet/rules/kiezkoenig"
)

// Titles lists the titles in menu order.
var Titles = []rules.Title{
	hongkong.Title,
	hong.Title,
	kiezkoenig.Title,
	chinatown.Title,
}

// Lookup finds a title by its record id.
func Lookup(id string) (rules.Title, bool) {
	for _, t := range Titles {
		if t.ID == id {
			return t, true
		}
	}
	return rules.Title{}, false
}

// IDs lists the ids of all titles, for messages.
func IDs() []string {
	ids := make([]string, len(Titles))
	for i, t := range Titles {
		ids[i] = t.ID
	}
	return ids
}
