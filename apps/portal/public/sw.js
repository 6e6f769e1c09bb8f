// Lönna's service worker: the app shell offline, never API data.
//
// - Navigations: the network first (a fresh index.html names the current build's
//   files); offline, the cached index.html.
// - /assets/* (content-hashed, immutable), icons, flags, the manifest: cache first.
// - /api/* and anything else: straight to the network, never stored — payroll data
//   must not outlive the session on a shared device.
// A new worker waits until the page's new-version banner asks it to take over
// (message SKIP_WAITING), so page and worker change build together.
const SHELL_CACHE = 'lonna-shell-v1';
const PRECACHE = ['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== SHELL_CACHE) await caches.delete(key);
      // assets of builds no page can ask for any more
      const cache = await caches.open(SHELL_CACHE);
      const index = await cache.match('/');
      const html = index ? await index.text() : '';
      for (const req of await cache.keys()) {
        const path = new URL(req.url).pathname;
        if (path.startsWith('/assets/') && !html.includes(path)) await cache.delete(req);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

const STATIC = /^\/(assets|icons|flags|countryflags)\/|^\/(favicon\.svg|manifest\.webmanifest)$/;

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  // never API data, never the push socket, never downloads and printouts
  if (url.pathname.startsWith('/api/') || url.pathname === '/api') return;

  if (req.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const fresh = await fetch(req);
          // never a page with the user's own data in it (the server's first view of the start page: no-store)
          const keep = !/no-store/.test(fresh.headers.get('cache-control') || '');
          if (fresh.ok && keep && (fresh.headers.get('content-type') || '').includes('text/html')) {
            const cache = await caches.open(SHELL_CACHE);
            await cache.put('/', fresh.clone());
          }
          return fresh;
        } catch (e) {
          const cached = await caches.match('/');
          if (cached) return cached;
          throw e;
        }
      })(),
    );
    return;
  }

  if (STATIC.test(url.pathname)) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(SHELL_CACHE);
        const hit = await cache.match(req);
        if (hit) return hit;
        const res = await fetch(req);
        if (res.ok) await cache.put(req, res.clone());
        return res;
      })(),
    );
  }
});
