import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractsInBrowser } from './contractsInBrowser.ts';
import { sideEffectFree } from './sideEffectFree.ts';

const API = process.env.API_URL ?? 'http://localhost:8080';

/** Calls are POST /<Area>/<Operation>; page routes are GETs of the app, so only POSTs go to the server in development. */
const postOnly = (req: { method?: string }) => (req.method === 'POST' ? undefined : '/index.html');

export default defineConfig({
  plugins: [react(), contractsInBrowser(), sideEffectFree()],
  server: {
    proxy: {
      '^/[A-Z][A-Za-z]+/[A-Za-z0-9]+$': { target: API, changeOrigin: false, bypass: postOnly },
      '/LogisticsInfrastructureHub': { target: API, ws: true },
      '/files/': API,
      '/version.json': API,
      '/docs': API,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Two entries of one build, sharing their chunks: the back office, and the customer portal in a phone layout at /app/.
    rollupOptions: { input: { main: fileURLToPath(new URL('index.html', import.meta.url)), app: fileURLToPath(new URL('app/index.html', import.meta.url)) } },
  },
});
