import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// the API server; `npm run dev -w @tt/web` proxies the calls, media and dev mailbox to it
const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // libraries change less often than the app: separate chunks stay cached between releases
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': server, '/media': server, '/dev': server } },
});
