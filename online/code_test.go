package online

import (
	"strings"
	"testing"

	"quartet/rules"
)

func TestRoomCodesHaveNoLookalikeLetters(t *testing.T) {
	r := rules.NewRand(1)
	for range 2000 {
		code := NewCode(r.Uint64())
		if len(code) != CodeLength || strings.ContainsAny(code, "0O1I") {
			t.Fatalf("code %q", code)
		}
		if back, err := ParseCode(strings.ToLower(code[:3]) + "-" + code[3:]); err != nil || back != code {
			t.Fatalf("%q read back as %q, %v", code, back, err)
		}
	}
}

func TestParseCodeExplainsALookalikeLetter(t *testing.T) {
	if _, err := ParseCode("ABC0EF"); err == nil || !strings.Contains(err.Error(), "'0'") {
		t.Errorf("ABC0EF: %v", err)
	}
	if _, err := ParseCode("ABCDE"); err == nil {
		t.Error("a code of five letters was read")
	}
}
