import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages } from './tools/vite/precompiled-messages';

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
