package tabletest_test

import (
	"testing"

	"quartet/scenes"
	"quartet/scenes/scenetest"
	"quartet/scenes/tabletest"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

func TestEveryTitlesTableKeepsTheContract(t *testing.T) {
	for _, title := range scenes.Titles {
		t.Run(title.Rules.ID, func(t *testing.T) { tabletest.Conformance(t, title) })
	}
}
