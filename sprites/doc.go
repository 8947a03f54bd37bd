// Package sprites draws the pieces and boards: a small perspective camera
// with shaded solids (blocks, roofs, slabs), particles and flight paths. It
// paints with vector paths on a Canvas, so everything stays crisp at any
// resolution and no image files are needed.
//
// Paths are dear to draw, so a table paints each solid once into a Sprite
// (Sprites.Get, keyed by what it shows and the camera) and copies it after:
// a building at rest is its sprite drawn at its place; a piece in flight is
// the sprite of the piece as it will stand, moved and scaled along its
// path (perspective hardly changes over a flight). Shadows of moving things
// are GroundDisc, particles copies of one disc image. Sprites, Particles and
// GroundDisc report the area they cover, for Scenery.Touch.
//
// The package is also the drawing kit every scene paints with: logical
// coordinates scaled for crisp high-DPI output, text, shapes, colours,
// easing and geometry (scenes/ui adds the pointer and widgets on top).
//
// Everything is laid out in logical pixels (CSS pixels in a browser). The
// canvas multiplies by the monitor's device scale factor when it draws, so
// shapes and glyphs are rasterised at the screen's real resolution.
//
// # Drawing cheaply
//
// Many players render on the CPU (Mesa's llvmpipe, a browser's
// SwiftShader), where every pixel drawn costs. A table stays as smooth as
// a blank Ebitengine app when it follows these rules:
//
//   - Draw with Scenery: what stands still goes into its Under and Over
//     images, painted once per change of their keys; each frame then only
//     restores and redraws the areas that moving things Touch. Implement
//     KeepsScreen so the app keeps the last frame on screen. A frame with
//     nothing moving then costs next to nothing.
//   - Keys are small comparable values (structs of numbers, arrays, short
//     strings). A key that changes every frame repaints every frame: leave
//     out what does not show (a timer past its fade), and step animations
//     of still parts rather than gliding them.
//   - RoundRect, Circle, SoftShadow, Panel and DrawButton draw cached
//     nine-slice tiles: cheap anywhere. Convex Poly and StrokePoly, and
//     StrokeRoundRect, are a few triangles with faded edges (convex.go).
//     Other shapes (a concave Poly, Line, Arc, Ellipse) build a vector
//     path each call: use them only inside something cached, and best into
//     a small image (a sprite, an icon), never straight onto a
//     screen-sized image every frame: a path's cost grows with the image
//     it is drawn on, and Ebitengine keeps its stencil images at the
//     largest size ever needed.
//   - Big images (layers, sprites) come from NewImage, which gives them
//     textures of their own instead of a growing atlas page; a scene that
//     holds images implements ui.Freer, so that they go when it does.
//   - Moving things are copies of cached images (Sprites, Spinner,
//     particles), moved, scaled and tinted by GeoM and ColorScale.
//   - Soft full-screen backdrops (gradients, glows) go in a Backdrop, kept
//     at an eighth of the resolution.
//   - Background work takes WorkBudget per frame, which adapts to keep the
//     frame rate of frames without work.
//
// `make fps` measures each scene against a blank app (scenes/script.go).
package sprites
