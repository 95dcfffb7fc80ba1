import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const relay = process.env.RELAY_URL ?? 'http://127.0.0.1:3000';

/** The chat's service worker is served from the root, so its scope is the whole site. */
const serviceWorker = { name: 'chat-service-worker', source: 'src/chat/chat-service-worker.ts' };

export default defineConfig({
  plugins: [
    react(),
    {
      name: 'talkhire-chat-service-worker-dev',
      // In development the root URL of the service worker serves its source, transformed by vite.
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          if (request.url === `/${serviceWorker.name}.js`) request.url = `/${serviceWorker.source}`;
          next();
        });
      },
    },
  ],
  server: {
    port: 5173,
    proxy: {
      // ws: the chat socket (/api/chat/socket) goes through the dev server too.
      '/api': { target: relay, ws: true },
      '/translation': relay,
      '/dev': relay,
      '/sandbox-oidc': relay,
    },
  },
  // Entries: the seeker site, the employer (Boss) console, which the relay serves on its own port, and
  // the chat's service worker.
  build: {
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        employer: path.resolve(import.meta.dirname, 'employer.html'),
        [serviceWorker.name]: path.resolve(import.meta.dirname, serviceWorker.source),
      },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === serviceWorker.name ? `${serviceWorker.name}.js` : 'assets/[name]-[hash].js',
      },
    },
  },
});
