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
