import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageManifest } from './tools/vite/page-manifest';
import { precompiledMessages } from './tools/vite/precompiled-messages';
import { precompress } from './tools/vite/precompress';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [precompiledMessages(), react(), pageManifest(), precompress()],
  resolve: {
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    // Every browser we support knows <link rel=modulepreload>; the polyfill only added weight.
    modulePreload: { polyfill: false },
    // The first download in few files: the app with everything it imports, then the product list
    // (the landing page) with everything it imports. Each request costs a round trip, and a
    // connection only carries a few at a time; left alone, the bundler made some twenty small files.
    rolldownOptions: isSsrBuild ? {} : {
      output: {
        codeSplitting: {
          groups: [
            // The entry (src/web/boot.ts) stays its own small file: what it shares with the app
            // (the storage keys, the server render's element ids, the bundler's preload helper) sits in it, so it never waits for the app.
            { name: 'boot', test: /src[\\/](web[\\/](boot|storage-keys|next-task)|contracts[\\/]server-render)\.ts$|preload-helper/, priority: 3 },
            // The small parts the list shares with other pages go with the app: in the list's group
            // they made the cart, the checkout and the staff portals download the whole list (issue 29 §3).
            {
              name: 'app',
              test: /src[\\/](web[\\/](main\.tsx|ui[\\/](ProductImage|Breadcrumb)\.tsx)|domain[\\/](price|promotion)-display\.ts|contracts[\\/]catalogue-filter\.ts)$|node_modules[\\/]@tanstack[\\/]/,
              priority: 2,
            },
            { name: 'product-list', test: /src[\\/]web[\\/]features[\\/]shop[\\/]catalogue[\\/]ProductListPage\.tsx$/, priority: 1 },
          ],
          includeDependenciesRecursively: true,
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/Account/GetToken': 'http://localhost:3000',
      '/Account/Logon': { target: 'http://localhost:3000', bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
      '/Account/Logoff': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
      '/logout': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
    },
  },
}));
