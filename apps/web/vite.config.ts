import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes a .br and a .gz beside every script and style sheet, compressed once at build time at
 * the highest levels; the server sends them to browsers that accept them (preCompressed).
 */
function precompress(): Plugin {
  return {
    name: 'tt-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(options.dir!, name);
          const data = await fs.readFile(file);
          await fs.writeFile(
            `${file}.br`,
            zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await fs.writeFile(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        }),
      );
    },
  };
}

// the API server; `npm run dev -w @tt/web` proxies the calls, media and dev mailbox to it
const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
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
            // zod only validates the sign-in and registration forms: it loads with those pages
            // the password dictionaries (about 1.5 MB) load only when a new password is typed
            { name: 'vendor', test: /node_modules[\\/](?!zod[\\/]|@zxcvbn-ts[\\/])/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': server, '/media': server, '/dev': server } },
});
