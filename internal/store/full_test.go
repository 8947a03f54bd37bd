//go:build !js

package store

import (
	"errors"
	"fmt"
	"syscall"
	"testing"
)

func TestADiskWithNoRoomLeftIsAFullStorage(t *testing.T) {
	for _, errno := range []syscall.Errno{syscall.ENOSPC, syscall.EDQUOT} {
		err := full(fmt.Errorf("saving autosave-hong.json: %w", errno))
		if !errors.Is(err, ErrFull) || !errors.Is(err, errno) {
			t.Errorf("%v is not told as a full storage: %v", errno, err)
		}
	}
	if err := full(syscall.EACCES); errors.Is(err, ErrFull) {
		t.Errorf("a refused permission is told as a full storage: %v", err)
	}
}
