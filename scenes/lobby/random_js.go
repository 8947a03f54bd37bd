package lobby

import (
	"math/rand/v2"
	"syscall/js"
)

// randomBytes fills b from the page's own crypto.getRandomValues. Go's
// crypto/rand would do the same through its FIPS module, which costs the
// download some 25 KB for the one device id it is needed for.
func randomBytes(b []byte) {
	if c := js.Global().Get("crypto"); c.Truthy() {
		a := js.Global().Get("Uint8Array").New(len(b))
		c.Call("getRandomValues", a)
		js.CopyBytesToGo(b, a)
		return
	}
	// No Web Crypto (never in a browser that runs WebAssembly): the
	// runtime's generator is seeded from the system, which is still no one
	// else's guess.
	for i := range b {
		b[i] = byte(rand.Uint32())
	}
}
