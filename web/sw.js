// Quartet's service worker: everything the game needs is cached on first
// visit, so it starts and plays offline. The version changes with every
// build, which replaces the cache.
const VERSION = "__VERSION__";
const CACHE = "quartet-" + VERSION;
const SHELL = ["./", "index.html", "wasm_exec.js", "quartet.wasm", "manifest.webmanifest",
  "manifest.de.webmanifest", "manifest.fr.webmanifest",
  "icon-180.png", "icon-192.png", "icon-512.png", "words/de.json", "words/fr.json"];

self.addEventListener("install", event => {
  event.waitUntil(caches.open(CACHE).then(c => c.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", event => {
  event.waitUntil(caches.keys()
    .then(keys => Promise.all(keys.filter(k => k.startsWith("quartet-") && k !== CACHE).map(k => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// Cache first, falling back to the network (and caching what it brings).
self.addEventListener("fetch", event => {
  if (event.request.method !== "GET") return;
  event.respondWith(caches.match(event.request, { ignoreSearch: true }).then(hit => hit ||
    fetch(event.request).then(resp => {
      if (resp.ok && new URL(event.request.url).origin === location.origin) {
        const copy = resp.clone();
        caches.open(CACHE).then(c => c.put(event.request, copy));
      }
      return resp;
    })));
});
