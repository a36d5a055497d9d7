import type { TokenResponse } from './auth';
import type { PageSettings } from './page-settings-keys';

/**
 * Ids of the JSON script elements the server writes into a server-rendered page, read by
 * src/web/boot.ts and src/web/main.tsx before hydration. JSON elements, not inline scripts: the content security
 * policy allows no inline script.
 */
export const SERVER_RENDER_ELEMENT_IDS = {
  /** The access token issued with the page (TokenResponse), so the first calls need no round trip. */
  accessToken: 'access-token',
  /** TanStack Query's dehydrated cache: the answers the page was rendered with; present only when the server rendered the page. */
  queryState: 'query-state',
  /** The script files a rendered page fetches once it has painted (src/web/boot.ts). */
  pageScripts: 'page-scripts',
} as const;

/** The attribute on <html> that says the page is interactive: rendered, or hydrated, in the browser. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** An API call the renderer makes; the server answers it in-process. */
export interface ServerApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the server hands src/web/entry-server.tsx for one page request. */
export interface ServerRenderRequest {
  /** The page's absolute address. */
  url: string;
  settings: PageSettings;
  token: TokenResponse;
  callApi(call: ServerApiCall): Promise<Response>;
}

export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** A page the browser renders itself (routes.tsx marks the ones the server renders). */
  | { kind: 'browser' }
  | {
      kind: 'page';
      /** 404 when the page's own answer was "not found" (an unknown product). */
      status: number;
      /** The page's <title>, as the browser will set it. */
      title: string;
      /** The markup inside #root. */
      html: string;
      queryState: unknown;
      /** Source paths under src/web of the page's modules and message catalogues, for preloading. */
      assets: string[];
    };

export interface ServerRenderer {
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult>;
}
