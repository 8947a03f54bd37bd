//go:build !js

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// FullWords says, in a player's words, that a save found no room.
const FullWords = "The disk is full"

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

// Put writes a temporary file beside the target, syncs it, renames it over
// the target and syncs the directory: rename is atomic on one file system,
// so a reader (or the next run, after a crash or a power cut) finds the old
// document or the new one, never a mix; the directory's sync makes the
// rename itself durable.
func (d Dir) Put(name string, data []byte) error {
	return full(d.put(name, data))
}

// full adds ErrFull to the chain of an error that says the disk or the
// user's quota has no room left.
func full(err error) error {
	if errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) {
		return fmt.Errorf("%w: %w", ErrFull, err)
	}
	return err
}

func (d Dir) put(name string, data []byte) error {
	if err := os.MkdirAll(string(d), 0o755); err != nil {
		return err
	}
	d.sweep(name)
	tmp, err := os.CreateTemp(string(d), tempPrefix(name)+"*")
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
	if err := os.Rename(tmp.Name(), d.path(name)); err != nil {
		return err
	}
	return d.sync()
}

// sync flushes the directory entry of a rename or removal to disk.
func (d Dir) sync() error {
	f, err := os.Open(string(d))
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) {
		return err // EINVAL: a file system that cannot sync directories
	}
	return nil
}

func tempPrefix(name string) string { return "." + filepath.Base(name) + "." }

// staleAfter is how old a temporary file must be before Put takes it for
// the leftover of a program killed mid-write rather than another one's
// write in progress.
const staleAfter = time.Minute

// sweep removes the temporary files that killed writers left behind.
func (d Dir) sweep(name string) {
	old, _ := filepath.Glob(filepath.Join(string(d), tempPrefix(name)+"*"))
	for _, p := range old {
		if fi, err := os.Lstat(p); err == nil && fi.Mode().IsRegular() && time.Since(fi.ModTime()) > staleAfter {
			_ = os.Remove(p)
		}
	}
}

func (d Dir) Delete(name string) error {
	err := os.Remove(d.path(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	return d.sync()
}

// Names lists the documents in the directory, leaving out the temporary
// files of writes under way (and of writes a crash cut short).
func (d Dir) Names() ([]string, error) {
	entries, err := os.ReadDir(string(d))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if e.Type().IsRegular() && !strings.HasPrefix(e.Name(), ".") {
			out = append(out, e.Name())
		}
	}
	return out, nil
}
