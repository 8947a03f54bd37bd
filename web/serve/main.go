// Command serve serves the WebAssembly build for `make web` and the browser
// tests: the right MIME types, and precompressed .br and .gz files sent with
// Content-Encoding when the browser accepts them. With -server it also
// passes the game server's API and socket (/v2/, /ws) through to a Quartet
// server (make server), so one address serves the game and its online
// rooms, and the browser build finds its server where the page came from.
//
//	go run ./web/serve -dir dist/web -addr :8080 [-server http://127.0.0.1:7350]
package main

import (
	"flag"
	"fmt"
	"log"
	"mime"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
)

func main() {
	dir := flag.String("dir", "dist/web", "the built site")
	addr := flag.String("addr", ":8080", "address to listen on")
	server := flag.String("server", "", "a Quartet server (make server) whose API and socket to pass through")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		log.Fatalf("serve: %v (run make web first)", err)
	}
	h := Handler(*dir)
	if *server != "" {
		u, err := url.Parse(*server)
		if err != nil || u.Host == "" {
			log.Fatalf("serve: -server %q is not an address such as http://127.0.0.1:7350", *server)
		}
		h = WithServer(h, u)
		fmt.Printf("online rooms go to %s\n", u)
	}
	fmt.Printf("Quartet is served on %s\n", siteURL(*addr))
	log.Fatal(http.ListenAndServe(*addr, h))
}

// WithServer passes the game server's paths (its API under /v2/, its
// realtime socket at /ws) to server and serves the rest with site.
// httputil.ReverseProxy carries the socket's upgrade through.
func WithServer(site http.Handler, server *url.URL) http.Handler {
	proxy := httputil.NewSingleHostReverseProxy(server)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/v2/") || r.URL.Path == "/ws" {
			proxy.ServeHTTP(w, r)
			return
		}
		site.ServeHTTP(w, r)
	})
}

// siteURL is the address to open for a listening address: ":8080" is
// this machine's, "127.0.0.1:8731" is as given.
func siteURL(addr string) string {
	if strings.HasPrefix(addr, ":") {
		return "http://localhost" + addr + "/"
	}
	return "http://" + addr + "/"
}

var types = map[string]string{
	".wasm":        "application/wasm",
	".js":          "text/javascript; charset=utf-8",
	".html":        "text/html; charset=utf-8",
	".webmanifest": "application/manifest+json",
	".png":         "image/png",
	".json":        "application/json",
}

// Handler serves dir.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(p, "/") {
			p += "index.html"
		}
		file := filepath.Join(dir, filepath.FromSlash(p))
		ext := path.Ext(p)
		ct := types[ext]
		if ct == "" {
			ct = mime.TypeByExtension(ext)
		}
		w.Header().Set("Vary", "Accept-Encoding")
		// The service worker and the page must never be stale; the rest is
		// named by content through the worker's versioned cache.
		w.Header().Set("Cache-Control", "no-cache")
		accept := r.Header.Get("Accept-Encoding")
		for _, enc := range []struct{ token, suffix string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if !strings.Contains(accept, enc.token) {
				continue
			}
			if st, err := os.Stat(file + enc.suffix); err == nil && !st.IsDir() {
				w.Header().Set("Content-Encoding", enc.token)
				w.Header().Set("Content-Type", ct)
				serveFile(w, r, file+enc.suffix)
				return
			}
		}
		if ct != "" {
			w.Header().Set("Content-Type", ct)
		}
		serveFile(w, r, file)
	})
}

// serveFile sends a file as it is. http.ServeFile would answer
// /index.html with a redirect to ./, and the service worker then caches
// that redirected answer: opened again from the cache, /index.html failed
// to load at all (play-test: ERR_FAILED on every visit after the first).
func serveFile(w http.ResponseWriter, r *http.Request, name string) {
	f, err := os.Open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		http.NotFound(w, r)
		return
	}
	http.ServeContent(w, r, name, st.ModTime(), f)
}
