package sprites

import "golang.org/x/image/font/opentype"

// FontOf gives the tests the font a weight is drawn in.
func FontOf(w Weight) *opentype.Font { return fonts[w] }
