import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { passwordWords } from './password-words';

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

/**
 * Installable and offline (decision 034): the web app manifest with its icons, and the service
 * worker built from src/sw.ts (app shell precache, saved stories, push) to /sw.js. The app
 * registers it itself (lib/service-worker.ts), so nothing inline is added to the page (CSP).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    name: 'Tiny Tidings',
    short_name: 'Tiny Tidings',
    description: 'Gentle daily news stories for children aged 1 to 7, with pictures, voice and music.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#fff8ef',
    theme_color: '#ffb36b',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // the app shell: scripts, styles, the page and the icons; story media is cached on demand
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // the password dictionaries load only when a new password is typed: not part of the shell
    globIgnores: ['**/estimator-*', '**/*.br', '**/*.gz'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), passwordWords(), precompress(), pwa],
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
            // only the libraries every page runs on: a group takes each module it names, whoever
            // imports it, so a catch-all would pull the forms' libraries and zod into the story page
            // (issue 26 §0); the rest load with the pages that use them
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|i18next|react-i18next|lucide-react)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': server, '/media': server, '/dev': server } },
});
