import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const relay = process.env.RELAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': relay, '/translation': relay, '/dev': relay, '/sandbox-oidc': relay },
  },
  build: { sourcemap: true, target: 'es2022' },
});
