//go:build !js

package lobby

import "crypto/rand"

// randomBytes fills b from the system's generator.
func randomBytes(b []byte) { _, _ = rand.Read(b) }
