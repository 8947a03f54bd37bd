//go:build !js

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestTutorialCheckPassesEveryEmbeddedTutorial(t *testing.T) {
	var out, errb bytes.Buffer
	if code := tutorialMain([]string{"check"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s%s", code, out.String(), errb.String())
	}
	if !strings.Contains(out.String(), "tutorials/hongkong.json") || !strings.Contains(out.String(), "plays to its end") {
		t.Fatal(out.String())
	}
}

func TestTutorialCheckReportsAStepTheRulesRefuseAndExits1(t *testing.T) {
	file := filepath.Join(t.TempDir(), "bad.json")
	bad := `{"title": "hongkong", "seed": 1, "sections": [{"name": "Start", "steps": [{"say": "Tap the centre.", "expect": "B c3"}]}]}`
	if err := os.WriteFile(file, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	code := tutorialMain([]string{"check", file}, &out, &errb)
	if code != 1 || !strings.Contains(out.String(), "section 1 (Start), step 1") || !strings.Contains(out.String(), "centre") {
		t.Fatalf("exit %d: %s%s", code, out.String(), errb.String())
	}
}

func TestTutorialCheckExits2OnAFileItCannotRead(t *testing.T) {
	var out, errb bytes.Buffer
	if code := tutorialMain([]string{"check", "no-such-file.json"}, &out, &errb); code != 2 {
		t.Fatalf("exit %d", code)
	}
	if code := tutorialMain(nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "usage") {
		t.Fatalf("exit %d", code)
	}
}
