package main

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"testing"
)

func site(t *testing.T) http.Handler {
	t.Helper()
	dir := t.TempDir()
	for name, body := range map[string]string{"index.html": "<html>Quartet</html>", "quartet.wasm": "\x00asm", "quartet.wasm.br": "brotli"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return Handler(dir)
}

func get(h http.Handler, path, encoding string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", path, nil)
	if encoding != "" {
		req.Header.Set("Accept-Encoding", encoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// A redirect for /index.html, cached by the service worker, broke every
// later visit to that address.
func TestThePageIsServedAtIndexHTMLWithoutARedirect(t *testing.T) {
	h := site(t)
	for _, path := range []string{"/index.html", "/"} {
		rec := get(h, path, "")
		if rec.Code != http.StatusOK || rec.Body.String() != "<html>Quartet</html>" {
			t.Fatalf("%s: %d %q (Location %q)", path, rec.Code, rec.Body.String(), rec.Header().Get("Location"))
		}
	}
}

func TestTheWasmGoesCompressedToABrowserThatTakesIt(t *testing.T) {
	rec := get(site(t), "/quartet.wasm", "gzip, br")
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Encoding") != "br" || rec.Header().Get("Content-Type") != "application/wasm" || rec.Body.String() != "brotli" {
		t.Fatalf("%d %v %q", rec.Code, rec.Header(), rec.Body.String())
	}
}

func TestAMissingFileIsNotFound(t *testing.T) {
	if rec := get(site(t), "/nothing.js", ""); rec.Code != http.StatusNotFound {
		t.Fatalf("%d", rec.Code)
	}
}

func TestTheAddressPrintedCanBeOpened(t *testing.T) {
	for addr, want := range map[string]string{":8080": "http://localhost:8080/", "127.0.0.1:8731": "http://127.0.0.1:8731/"} {
		if got := siteURL(addr); got != want {
			t.Errorf("siteURL(%q) = %q, want %q", addr, got, want)
		}
	}
}

// With a game server behind it, one address serves the game and its rooms:
// the server's API and socket paths go to the server, the rest is the site.
func TestTheServersAPIAndSocketArePassedThroughAndTheSiteServedBeside(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("server:" + r.URL.Path))
	}))
	defer server.Close()
	u, _ := url.Parse(server.URL)
	h := WithServer(site(t), u)
	for path, want := range map[string]string{
		"/v2/rpc/quartet_join": "server:/v2/rpc/quartet_join",
		"/ws":                  "server:/ws",
		"/":                    "<html>Quartet</html>",
		"/v2x":                 "404 page not found\n",
	} {
		if got := get(h, path, "").Body.String(); got != want {
			t.Errorf("GET %s: %q, want %q", path, got, want)
		}
	}
}
