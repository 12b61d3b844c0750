import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // In development (`vite`), the session route is the app's server.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
