import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Message catalogues are parsed into ICU syntax trees at build time, so the browser gets the trees
 * and never downloads the ICU parser (about 8 KB gzip); formatjs documents this "no-parser" setup.
 * A message that fails to parse fails the build.
 */
function precompiledMessages(): Plugin {
  const catalogue = /\/(i18n|messages)\/(en|fr)\.json$/;
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!catalogue.test(id.split('?')[0] ?? '')) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: `export default ${JSON.stringify(compiled)};`, map: null, moduleType: 'js' };
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [precompiledMessages(), react()],
  resolve: {
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
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
});
