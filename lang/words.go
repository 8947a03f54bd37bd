package lang

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
)

// wordsFile is a language's words as the browser fetches them
// (web/words/XX.json): the rules' phrases by code and the screens' words by
// key, each with its forms. The native program carries the same tables
// compiled in (compiled.go); the browser fetches only the language it
// speaks, so the download of a player reading English carries none.
type wordsFile struct {
	Phrases [][]string        `json:"phrases"`
	Screens [][]string        `json:"screens"`
	Pages   map[string]string `json:"pages"` // assets' rules pages and tutorials, by path ("rules/hongkong.md")
}

func encodeWords(phrases, screens []message, pages map[string]string) ([]byte, error) {
	rows := func(msgs []message) [][]string {
		out := make([][]string, 0, len(msgs))
		for _, m := range msgs {
			out = append(out, append([]string{m.code}, m.forms...))
		}
		return out
	}
	// One word a line, so that a change of words is a change of lines.
	var b bytes.Buffer
	for i, part := range []struct {
		name string
		rows [][]string
	}{{"phrases", rows(phrases)}, {"screens", rows(screens)}} {
		sep := "{"
		if i > 0 {
			sep = "],"
		}
		fmt.Fprintf(&b, "%s\n%q: [", sep, part.name)
		for j, r := range part.rows {
			line, err := json.Marshal(r)
			if err != nil {
				return nil, err
			}
			if j > 0 {
				b.WriteByte(',')
			}
			b.WriteString("\n")
			b.Write(line)
		}
	}
	b.WriteString("],\n\"pages\": {")
	names := make([]string, 0, len(pages))
	for name := range pages {
		names = append(names, name)
	}
	slices.Sort(names)
	for i, name := range names {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(name)
		v, err := json.Marshal(pages[name])
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "\n%s: %s", k, v)
	}
	b.WriteString("}\n}\n")
	return b.Bytes(), nil
}

// decodeWords reads a words file; the tables it gives are sorted as the
// file is (by code and key: the catalogue test writes them so).
func decodeWords(data []byte) (phrases, screens []message, pages map[string]string, err error) {
	var f wordsFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, nil, nil, err
	}
	msgs := func(rows [][]string) ([]message, error) {
		out := make([]message, 0, len(rows))
		for _, r := range rows {
			if len(r) < 2 {
				return nil, errors.New("a word without its translation")
			}
			out = append(out, message{r[0], r[1:]})
		}
		return out, nil
	}
	if phrases, err = msgs(f.Phrases); err != nil {
		return nil, nil, nil, err
	}
	screens, err = msgs(f.Screens)
	return phrases, screens, f.Pages, err
}
