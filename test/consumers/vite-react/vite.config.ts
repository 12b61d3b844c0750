// vite.config.ts
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // In development (`vite`), the session route is the Express server's.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
