package hongkong_test

import (
	"testing"

	"quartet/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m) }
