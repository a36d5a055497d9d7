import type { FastifyRequest } from 'fastify';
import {
  CONSUMER_COOKIE,
  LANGUAGE_COOKIE,
  SESSION_COOKIE,
  type PageSettings,
} from '../../../contracts/page-settings';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../domain/constants';
import { PREVIEW_COOKIE } from '../../../contracts/store-preview';
import type { Config } from '../../config';

/** Language code cut to its first two letters; default en (cat §1). */
export function languageOf(request: FastifyRequest): Language {
  const fromCookie = request.cookies[LANGUAGE_COOKIE]?.slice(0, 2).toLowerCase();
  if (fromCookie && (LANGUAGES as readonly string[]).includes(fromCookie)) return fromCookie as Language;
  const accepted = request.headers['accept-language']?.slice(0, 2).toLowerCase();
  return accepted === 'fr' ? 'fr' : DEFAULT_LANGUAGE;
}

/** The consumer cookie holds base64-encoded JSON (cat §1); anything unreadable counts as absent. */
export function decodeConsumerCookie(value: string | undefined): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(decodeURIComponent(value), 'base64').toString('utf8'));
    return decoded && typeof decoded === 'object' && !Array.isArray(decoded) ? (decoded as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function pageSettingsFor(request: FastifyRequest, config: Config): PageSettings {
  return {
    currentLanguage: languageOf(request),
    isVcaClinic: config.isVcaClinic,
    showDebugInfo: false,
    cookieData: decodeConsumerCookie(request.cookies[CONSUMER_COOKIE]),
    layout: { showHeader: true, showFooter: true },
    imagesBaseUrl: config.imagesBaseUrl,
    signedIn: Boolean(request.cookies[SESSION_COOKIE]),
    ...(request.cookies[PREVIEW_COOKIE] ? { previewing: true } : {}),
  };
}

/** JSON inside a script element must not be able to close the element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
