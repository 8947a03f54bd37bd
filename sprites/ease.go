package sprites

import "math"

// Easing curves map progress t in [0, 1] to [0, 1]. Animations run on tick
// counts, never the wall clock, so they look the same at any frame rate.

func Clamp01(t float64) float64 { return max(0, min(1, t)) }

func EaseOutCubic(t float64) float64 { t = Clamp01(t); return 1 - math.Pow(1-t, 3) }

func EaseInOutCubic(t float64) float64 {
	t = Clamp01(t)
	if t < 0.5 {
		return 4 * t * t * t
	}
	return 1 - math.Pow(-2*t+2, 3)/2
}

func EaseInQuad(t float64) float64 { t = Clamp01(t); return t * t }

// EaseOutBack overshoots a little and settles: a piece that lands with life.
func EaseOutBack(t float64) float64 {
	t = Clamp01(t)
	const c1 = 1.70158
	const c3 = c1 + 1
	return 1 + c3*math.Pow(t-1, 3) + c1*math.Pow(t-1, 2)
}

// EaseOutBounce drops and bounces twice before resting.
func EaseOutBounce(t float64) float64 {
	t = Clamp01(t)
	const n1, d1 = 7.5625, 2.75
	switch {
	case t < 1/d1:
		return n1 * t * t
	case t < 2/d1:
		t -= 1.5 / d1
		return n1*t*t + 0.75
	case t < 2.5/d1:
		t -= 2.25 / d1
		return n1*t*t + 0.9375
	}
	t -= 2.625 / d1
	return n1*t*t + 0.984375
}

// Lerp blends a to b by t.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }
