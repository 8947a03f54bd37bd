//go:build tools

// The Nakama server binary is built from this module, not installed with
// go install (the module proxy here refuses the version list), and the
// runtime plugin must be built from the same module so that every package
// the two share is the same version; importing Nakama here keeps it in
// the module's requirements.
package server

import _ "github.com/heroiclabs/nakama/v3"
