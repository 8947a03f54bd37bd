package sprites

// Rect is an axis-aligned rectangle in logical pixels.
type Rect struct{ X, Y, W, H float64 }

// R builds a Rect.
func R(x, y, w, h float64) Rect { return Rect{x, y, w, h} }

// Contains reports whether the point lies inside the rectangle.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Inset shrinks the rectangle by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Centre returns the middle point.
func (r Rect) Centre() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Union is the smallest rectangle holding both; an empty one (no width or
// no height) adds nothing.
func (r Rect) Union(o Rect) Rect {
	if o.W <= 0 || o.H <= 0 {
		return r
	}
	if r.W <= 0 || r.H <= 0 {
		return o
	}
	x0, y0 := min(r.X, o.X), min(r.Y, o.Y)
	return Rect{x0, y0, max(r.Right(), o.Right()) - x0, max(r.Bottom(), o.Bottom()) - y0}
}

// Right and Bottom are the far edges.
func (r Rect) Right() float64  { return r.X + r.W }
func (r Rect) Bottom() float64 { return r.Y + r.H }

// SplitH cuts the rectangle into n columns with gap between them.
func (r Rect) SplitH(n int, gap float64) []Rect {
	w := (r.W - gap*float64(n-1)) / float64(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X + float64(i)*(w+gap), r.Y, w, r.H}
	}
	return out
}

// SplitV cuts the rectangle into n rows with gap between them.
func (r Rect) SplitV(n int, gap float64) []Rect {
	h := (r.H - gap*float64(n-1)) / float64(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X, r.Y + float64(i)*(h+gap), r.W, h}
	}
	return out
}

// CutTop takes a strip of height h off the top, returning it and the rest.
func (r Rect) CutTop(h float64) (Rect, Rect) {
	return Rect{r.X, r.Y, r.W, h}, Rect{r.X, r.Y + h, r.W, r.H - h}
}

// CutBottom takes a strip of height h off the bottom.
func (r Rect) CutBottom(h float64) (Rect, Rect) {
	return Rect{r.X, r.Y + r.H - h, r.W, h}, Rect{r.X, r.Y, r.W, r.H - h}
}

// CutLeft takes a strip of width w off the left.
func (r Rect) CutLeft(w float64) (Rect, Rect) {
	return Rect{r.X, r.Y, w, r.H}, Rect{r.X + w, r.Y, r.W - w, r.H}
}

// CutRight takes a strip of width w off the right.
func (r Rect) CutRight(w float64) (Rect, Rect) {
	return Rect{r.X + r.W - w, r.Y, w, r.H}, Rect{r.X, r.Y, r.W - w, r.H}
}

// Fit returns the largest rectangle of aspect w:h centred inside r.
func (r Rect) Fit(w, h float64) Rect {
	s := min(r.W/w, r.H/h)
	return Rect{r.X + (r.W-w*s)/2, r.Y + (r.H-h*s)/2, w * s, h * s}
}

// Centred returns a w by h rectangle centred in r.
func (r Rect) Centred(w, h float64) Rect {
	return Rect{r.X + (r.W-w)/2, r.Y + (r.H-h)/2, w, h}
}
