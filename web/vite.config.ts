import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const relay = process.env.RELAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
  // Two entries: the seeker site and the employer (Boss) console, which the relay serves on its own port.
  build: {
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        employer: path.resolve(import.meta.dirname, 'employer.html'),
      },
    },
  },
});
