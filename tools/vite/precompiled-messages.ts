import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * Message catalogues are parsed into ICU syntax trees at build time, so the browser gets the trees
 * and never downloads the ICU parser (about 8 KB gzip); formatjs documents this "no-parser" setup.
 * A message that fails to parse fails the build.
 */
export function precompiledMessages(): Plugin {
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
