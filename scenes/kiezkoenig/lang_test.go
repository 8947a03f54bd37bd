package kiezkoenig_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"quartet/lang"
	"quartet/rules"
	kk "quartet/rules/kiezkoenig"
	"quartet/scenes/kiezkoenig"
	"quartet/scenes/scenetest"
	"quartet/scenes/testapp"
)

// kiezSizes are a phone upright and on its side, and a tablet both ways.
var kiezSizes = [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}}

// kiezWords are words each language's table says at the person's second
// job and in a duel, which English never does.
var kiezWords = map[lang.Language]struct{ job, buy, fight, throw string }{
	lang.German: {job: "2. Aktion", buy: "Kiezdollar", fight: "Kampf um ", throw: " würfelt eine "},
	lang.French: {job: "Étape 2", buy: "kiezdollars", fight: "Combat pour ", throw: " fait "},
}

// checkKiezWords fails on a word the table showed in English because the
// catalogue lacks it, and on a message line cut short where the English
// one fits (englishFits).
func checkKiezWords(t *testing.T, d *testapp.Driver, where string, englishFits bool) {
	t.Helper()
	d.Draw()
	if missing := lang.Missing(); len(missing) > 0 {
		t.Errorf("%s: shown in English: %q", where, missing)
	}
	if s := d.State(); s["messageFits"] == false && englishFits {
		t.Errorf("%s: the line %q does not fit at %.1f px", where, s["message"], s["messageSize"])
	}
}

// A turn of KiezKönig in German and in French, at a phone's and a
// tablet's sizes: the second job's line, the purchase buttons, a purchase
// and the computers' turns after it, every word in the language (none
// shown in English for want of a translation) and the line whole.
func TestKiezKoenigPlaysATurnInGermanAndFrench(t *testing.T) {
	defer lang.Use(lang.English)
	rec := kiezRecordFor(t, 3, 5, true, func(g *kk.Game, next rules.Move) bool {
		return next.(kk.Move).Kind == kk.Buy && g.Turns() > 2
	})
	// Where the English line of the second job does not fit (a phone on
	// its side: the line has two lines' room beside the seat cards), the
	// translation is not asked to.
	englishFits := map[[2]float64]bool{}
	for _, size := range kiezSizes {
		d := resumeKiez(t, size[0], size[1], rec)
		d.WaitFor("the person's purchase", 300, scenetest.HumanTurn)
		d.Tick(2)
		d.Draw()
		englishFits[size] = d.State()["messageFits"] != false
	}
	for _, l := range []lang.Language{lang.German, lang.French} {
		for _, size := range scenetest.ScreensFor(l) {
			where := fmt.Sprintf("%s %vx%v", l, size[0], size[1])
			lang.Use(l)
			lang.Missing()
			d := resumeKiez(t, size[0], size[1], rec)
			d.WaitFor("the person's purchase", 300, scenetest.HumanTurn)
			d.Tick(2)
			s := d.State()
			if msg, _ := s["message"].(string); !strings.Contains(msg, kiezWords[l].job) {
				t.Errorf("%s: the second job's line says %q", where, msg)
			}
			buy := ""
			for _, c := range s["choices"].([]any) {
				ch := c.(map[string]any)
				if id := ch["id"].(string); strings.HasPrefix(id, "buy-") && buy == "" {
					buy = id
					if label := ch["label"].(string); strings.Contains(label, " to ") {
						t.Errorf("%s: the purchase button %q is in English", where, label)
					}
				}
			}
			if buy == "" {
				t.Fatalf("%s: no purchase buttons", where)
			}
			// The person's seat card, opened and closed.
			d.TapTarget("seatcard-0")
			d.Tick(2)
			if info, _ := d.State()["infoText"].(string); !strings.Contains(info, kiezWords[l].buy) {
				t.Errorf("%s: the seat's card says %q", where, info)
			}
			d.Shot(fmt.Sprintf("kiez-%s-seat-%vx%v", l, size[0], size[1]))
			d.TapTarget("info-close")
			d.Tick(2)
			d.Shot(fmt.Sprintf("kiez-%s-buy-%vx%v", l, size[0], size[1]))
			checkKiezWords(t, d, where+", buying", englishFits[size])
			d.TapTarget(buy)
			d.WaitFor("the person's next decision", 3000, scenetest.HumanTurn)
			d.Tick(2)
			d.Shot(fmt.Sprintf("kiez-%s-next-%vx%v", l, size[0], size[1]))
			checkKiezWords(t, d, where+", after the purchase", englishFits[size])
			// The log says the computers' throws since in the language.
			d.TapTarget("log")
			d.Tick(2)
			lines := d.App.Top().(interface{ Describe() map[string]any }).Describe()["lines"].([]string)
			if !strings.Contains(strings.Join(lines, "\n"), kiezWords[l].throw) {
				t.Errorf("%s: the log says no throw in its language: %q", where, lines[max(0, len(lines)-8):])
			}
			checkKiezWords(t, d, where+", in the log", true)
		}
	}
}

// A fight of KiezKönig in German and in French, at a phone's and a
// tablet's size: the bet and target buttons, the duel panel's head and
// sides, the duels thrown and the fight's outcome, every word in the
// language.
func TestKiezKoenigFightsADuelInGermanAndFrench(t *testing.T) {
	defer lang.Use(lang.English)
	var fight kk.Move
	rec := kiezRecordFor(t, 2, 7, true, func(g *kk.Game, next rules.Move) bool {
		m := next.(kk.Move)
		if m.Kind != kk.Fight || g.Phase() != "job" {
			return false
		}
		fight = m
		return true
	})
	for _, l := range []lang.Language{lang.German, lang.French} {
		for _, size := range [][2]float64{{390, 844}, {1024, 768}} {
			where := fmt.Sprintf("%s %vx%v", l, size[0], size[1])
			lang.Use(l)
			lang.Missing()
			d := resumeKiez(t, size[0], size[1], rec)
			d.WaitFor("the person's second job", 300, scenetest.HumanTurn)
			tapFight(d, fight)
			shot := false
			for range 3000 {
				s := d.State()
				if s["duel"] != true {
					if shot {
						break
					}
				} else if int(s["duelNumber"].(float64)) >= 1 && !shot {
					d.Draw()
					if head, _ := d.State()["duelHeader"].(string); !strings.HasPrefix(head, kiezWords[l].fight) {
						t.Errorf("%s: the duel's head says %q", where, head)
					}
					d.Shot(fmt.Sprintf("kiez-%s-duel-%vx%v", l, size[0], size[1]))
					shot = true
				} else if shot && int(s["duelWon"].(float64)) >= 0 {
					d.Draw()
					d.Shot(fmt.Sprintf("kiez-%s-fight-won-%vx%v", l, size[0], size[1]))
					break
				}
				if playOnWithoutCards(d, s) {
					continue
				}
				d.Update()
			}
			if !shot {
				t.Fatalf("%s: no duel was shown", where)
			}
			checkKiezWords(t, d, where+", in the fight", true)
		}
	}
}

// The setup's help for the option "rest" names the authority twice, where
// the loot lies and what is robbed: German and French say the bare name
// there, not the setup label's "dem Gericht" / "au tribunal" (play-test:
// "auf dem Feld dem Gericht", "darf das Feld dem Gericht ausrauben").
func TestTheRestOptionsHelpNamesTheAuthorityInEachLanguagesCase(t *testing.T) {
	defer lang.Use(lang.English)
	want := map[lang.Language][]string{
		lang.English: {"They lie at the Law Courts as loot", "may rob the Law Courts and take it all."},
		lang.German:  {"auf dem Feld „Gericht“", "darf diese Behörde ausrauben"},
		lang.French:  {"sur la case Tribunal", "dévaliser la case Tribunal"},
	}
	for l, parts := range want {
		lang.Use(l)
		help := kiezkoenig.OptionHelp("rest", "court", 3)
		for _, p := range parts {
			if !strings.Contains(help, p) {
				t.Errorf("%s: %q lacks %q", l, help, p)
			}
		}
		for _, bad := range []string{"Feld dem", "case au"} {
			if strings.Contains(help, bad) {
				t.Errorf("%s: %q says %q", l, help, bad)
			}
		}
	}
}

// The log heads the move that decided a fight's duels with what it is,
// who fights whom for which business, not with the card played last: a
// whole fight was headed "spielt 1 Korruptionskarte" (third reading).
func TestTheLogHeadsAFightsDuelsByTheFight(t *testing.T) {
	defer lang.Use(lang.English)
	fought := false
	rec := kiezRecord(t, 3, 11, func(g *kk.Game, _ rules.Move) bool {
		_, in := g.Fight()
		fought = fought || in
		return fought && !in && g.ToMove() == 0
	})
	lang.Use(lang.German)
	d := resumeKiez(t, 1024, 768, rec)
	d.WaitFor("the person's turn", 300, scenetest.HumanTurn)
	d.TapTarget("log")
	d.Tick(2)
	lines := d.App.Top().(interface{ Describe() map[string]any }).Describe()["lines"].([]string)
	heading := regexp.MustCompile(`^\d+\. `)
	duelsHead := regexp.MustCompile(`^\d+\. Duelle? \d+( bis \d+)?: .+ gegen .+ um „.+“$`)
	// Newest first, each move's heading above its lines.
	head, duels, headed := "", 0, 0
	for _, l := range lines {
		if heading.MatchString(l) {
			head = l
			if duelsHead.MatchString(l) {
				headed++
			}
			continue
		}
		if !strings.HasPrefix(l, "Duell ") {
			continue
		}
		duels++
		if !duelsHead.MatchString(head) && !strings.Contains(head, ": kämpft: setzt ") {
			t.Errorf("the duel %q is headed %q", l, head)
		}
	}
	if duels == 0 || headed == 0 {
		t.Fatalf("no duel decided by a card played in the log: %q", lines[:min(20, len(lines))])
	}
	d.Shot("kiez-de-log-duels")
}
