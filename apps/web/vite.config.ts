import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { leanContracts } from './vite-lean-contracts';

// The dev server forwards API and socket traffic to the API process so cookies stay same-origin.
const API_TARGET = 'http://localhost:3000';

// The installable app (issue 22): manifest, icons and the service worker of src/sw/. Only the build
// has it (no devOptions): a service worker in `npm run dev` would serve stale modules.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  // Registered by app/service-worker.ts with its own update rule, not by the plugin.
  injectRegister: false,
  registerType: 'prompt',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Comandero',
    short_name: 'Comandero',
    description: 'Punto de venta y back office para restaurantes',
    lang: 'es',
    start_url: '/dashboard/pos',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    // The top bar and the page's paper colour (index.html's theme-color, index.css --color-paper).
    theme_color: '#1c1917',
    background_color: '#f7f4ef',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The whole app shell, lazy screens included (the kitchen screen opens offline too); not the
    // source maps. The POS's first chunk is over Workbox's 2 MiB default only with maps, but leave room.
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,webmanifest}'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    sourcemap: false,
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), leanContracts(), pwa],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET },
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // The contracts package only declares constants, schemas and functions (no package.json says
        // so): a screen then takes the contract modules it uses, not all of them through the index.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
        // zod's builders are free of side effects: a schema no code reads (vite-lean-contracts.ts) goes.
        manualPureFunctions: ['z'],
      },
      output: {
        // React changes far less often than the app: its own chunk stays cached across deploys. The
        // other libraries go with the screens that use them, so the first screen loads only its own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: 'start', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
