/** The web shell's public module: the page plugin for app.ts and the page settings other routes read. */
export { decodeConsumerCookie, languageOf } from './page-settings';
export { spaPlugin } from './spa.plugin';
