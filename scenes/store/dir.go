//go:build !js

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Dir stores each document as a file in a directory.
type Dir string

// Default is the user's config directory (~/.config/quartet on Linux), or
// $QUARTET_DATA_DIR when set, which tests use to stay out of the real one.
func Default() Store {
	if d := os.Getenv("QUARTET_DATA_DIR"); d != "" {
		return Dir(d)
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return Memory{}
	}
	return Dir(filepath.Join(base, "quartet"))
}

func (d Dir) path(name string) string { return filepath.Join(string(d), filepath.Base(name)) }

// Where is the file a document is kept in, to tell the player.
func (d Dir) Where(name string) string { return d.path(name) }

func (d Dir) Get(name string) ([]byte, error) {
	b, err := os.ReadFile(d.path(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	return b, err
}

// Put writes a temporary file beside the target, syncs it and renames it over
// the target: rename is atomic on one file system.
func (d Dir) Put(name string, data []byte) error {
	if err := os.MkdirAll(string(d), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(string(d), "."+filepath.Base(name)+".*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // a no-op once renamed
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("saving %s: %w", name, err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("saving %s: %w", name, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("saving %s: %w", name, err)
	}
	return os.Rename(tmp.Name(), d.path(name))
}

func (d Dir) Delete(name string) error {
	err := os.Remove(d.path(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
