package ai_test

import (
	"testing"

	"quartet/ai"
	"quartet/rules/hongkong"
)

// BenchmarkSearchIterations measures the search's speed in Hong Kong from
// the opening (the widest position): iterations/s bounds what each level
// can afford within its time.
func BenchmarkSearchIterations(b *testing.B) {
	g := hongkong.New(1).Steps()
	const perOp = 1000
	for b.Loop() {
		s := ai.NewSearch(g, ai.Config{Iterations: perOp}, 1)
		s.Step(perOp)
	}
	b.ReportMetric(float64(perOp*b.N)/b.Elapsed().Seconds(), "iterations/s")
}
