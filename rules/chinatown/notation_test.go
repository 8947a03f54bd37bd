package chinatown

import (
	"strings"
	"testing"
)

func TestNotationReadsBackAsWritten(t *testing.T) {
	for _, text := range []string{
		"P1 keep 3 17 22 40",
		"P1 propose P1>P2 17 photo $10000 P2>P1 tea tea",
		"P3 propose P1>P2 5 P2>P3 fish P3>P1 $2000",
		"P2 change #3 P1>P2 17 P2>P1 tea",
		"P2 confirm #3",
		"P5 withdraw #12",
		"P4 done",
		"P1 place dimsum 85",
		"P1 pass",
	} {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if m.String() != text {
			t.Errorf("%q reads back as %q", text, m.String())
		}
	}
}

func TestNotationIsCanonical(t *testing.T) {
	cases := map[string]string{
		"p2 KEEP 40 3 22 17":                           "P2 keep 3 17 22 40",
		"P1 propose P2>P1 tea P1>P2 $10k photo 17":     "P1 propose P1>P2 17 photo $10000 P2>P1 tea",
		"P1 propose P1>P2 $5,000 P1>P2 $5000 P1>P2 12": "P1 propose P1>P2 12 $10000",
		"P1   place   Photo  9":                        "P1 place photo 9",
	}
	for in, want := range cases {
		m, err := ParseMove(in)
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if m.String() != want {
			t.Errorf("%q is written %q, want %q", in, m.String(), want)
		}
	}
}

func TestNotationRefusesNonsenseWithAReason(t *testing.T) {
	cases := map[string]string{
		"":                       "seat and the action",
		"P6 done":                "not a seat",
		"P1 dance":               "not an action",
		"P1 keep 0":              "not a building card",
		"P1 keep":                "name the building cards",
		"P1 propose 17":          "who gives to whom",
		"P1 propose P1>P2 pizza": "neither a lot",
		"P1 propose P1>P2 $12x":  "neither a lot",
		"P1 propose P1>P2":       "must transfer something",
		"P1 propose P1>P7 3":     "not a transfer",
		"P1 confirm 3":           "not a deal number",
		"P1 confirm #0":          "not a deal number",
		"P1 confirm #2 now":      "nothing may follow",
		"P1 place photo":         "place photo 17",
		"P1 place pizza 3":       "not a shop type",
		"P1 place photo 86":      "not a lot",
		"P1 done now":            "nothing may follow",
	}
	for in, want := range cases {
		_, err := ParseMove(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want it to mention %q", in, err, want)
		}
	}
}
