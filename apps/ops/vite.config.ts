import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The operations console (docs/decisions/023): a desktop React app served by the server at /ops/,
// off the H5's critical path; in development its API calls go to the local server.
export default defineConfig({
  base: '/ops/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: 5174,
    proxy: { '/ops/api': 'http://127.0.0.1:8080', '/uploads': 'http://127.0.0.1:8080' },
  },
});
