import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The staff application: a single-page app built to dist/client, served by server/main.ts. `vite` (npm run dev -w
 * @store/admin) serves it with hot reload on ADMIN_PORT and forwards /admin/* to the API at API_URL, as the server does.
 */
export default defineConfig({
  // Each script, style sheet and icon of 1 KB or more also written as .br and .gz, which the server sends as the browser
  // accepts (@fastify/static preCompressed): compressed once at build time, at the strongest settings, never per request.
  plugins: [react(), tailwindcss(), compression({ include: /\.(js|css|svg)$/, threshold: 1024 })],
  // The manifest lists each chunk's static imports: `npm run budget` measures the first screen's script from it.
  build: { outDir: 'dist/client', emptyOutDir: true, target: 'es2022', manifest: true },
  server: {
    port: Number(process.env.ADMIN_PORT ?? 3001),
    strictPort: true,
    proxy: {
      '/admin': { target: process.env.API_URL ?? 'http://127.0.0.1:4000' },
      '/media/photos': { target: process.env.API_URL ?? 'http://127.0.0.1:4000' },
    },
  },
});
