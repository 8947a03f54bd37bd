// Package store keeps small named documents between runs: settings and the
// autosaved game. Natively they are files in the user's config directory,
// written atomically; in a browser they live in localStorage.
package store

import "errors"

// Store holds named documents.
type Store interface {
	// Get returns the document, or ErrNotFound.
	Get(name string) ([]byte, error)
	// Put replaces the document as a whole: a reader sees the old or the new
	// version, never a mix, even if the program dies mid-write.
	Put(name string, data []byte) error
	// Delete removes the document; deleting a missing one is not an error.
	Delete(name string) error
}

// Lister is a Store that can name the documents it holds: the replays
// list finds the kept game records among them.
type Lister interface {
	// Names lists every document, in no particular order.
	Names() ([]string, error)
}

// Names lists st's documents, or none where st cannot list them.
func Names(st Store) []string {
	l, ok := st.(Lister)
	if !ok {
		return nil
	}
	names, err := l.Names()
	if err != nil {
		return nil
	}
	return names
}

// ErrNotFound is returned by Get for a document that was never saved.
var ErrNotFound = errors.New("not saved yet")

// ErrFull is in the chain of a Put refused for want of room (a browser's
// storage quota, a full disk). The document keeps its previous version.
var ErrFull = errors.New("storage is full")

// Memory is a Store that forgets everything when the program ends; tests
// and the fallback when no real storage is available use it.
type Memory map[string][]byte

func (m Memory) Get(name string) ([]byte, error) {
	d, ok := m[name]
	if !ok {
		return nil, ErrNotFound
	}
	return append([]byte(nil), d...), nil
}

func (m Memory) Put(name string, data []byte) error {
	m[name] = append([]byte(nil), data...)
	return nil
}

func (m Memory) Delete(name string) error {
	delete(m, name)
	return nil
}

func (m Memory) Names() ([]string, error) {
	out := make([]string, 0, len(m))
	for name := range m {
		out = append(out, name)
	}
	return out, nil
}
