// Command icons writes the web app's icons (assets/icon) as PNGs of the
// sizes browsers ask for.
//
//	go run ./web/icons -out DIR
package main

import (
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"

	"quartet/assets/icon"
)

func main() {
	out := flag.String("out", ".", "directory for icon-180.png, icon-192.png and icon-512.png")
	flag.Parse()
	for _, size := range []int{180, 192, 512} {
		if err := write(filepath.Join(*out, fmt.Sprintf("icon-%d.png", size)), size); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

func write(name string, size int) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := png.Encode(f, icon.Draw(size)); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
