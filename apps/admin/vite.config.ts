import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The staff application: a single-page app built to dist/client, served by server/main.ts. `vite` (npm run dev -w
 * @store/admin) serves it with hot reload on ADMIN_PORT and forwards /admin/* to the API at API_URL, as the server does.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist/client', emptyOutDir: true, target: 'es2022' },
  server: {
    port: Number(process.env.ADMIN_PORT ?? 3001),
    strictPort: true,
    proxy: {
      '/admin': { target: process.env.API_URL ?? 'http://127.0.0.1:4000' },
      '/media/photos': { target: process.env.API_URL ?? 'http://127.0.0.1:4000' },
    },
  },
});
