package scenes

import (
	"encoding/json"

	"quartet/rules"
)

// optionsJSON writes the chosen options as the record's options object.
func optionsJSON(t rules.Title, chosen []int) json.RawMessage {
	m := map[string]any{}
	for i, o := range t.Options {
		if i < len(chosen) && chosen[i] < len(o.Choices) {
			m[o.Key] = o.Choices[chosen[i]].Value
		}
	}
	b, _ := json.Marshal(m) // json.Marshal sorts map keys
	return b
}
