//go:build !js

package lang

import "os"

// System is the language the environment asks for (see FromEnv).
func System() Language { return FromEnv(os.Getenv) }
