import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A JSON answer with its compressed forms, each made once on first demand. A kept answer (a
 * visitor's list page, answer-cache.ts) keeps them too, so a browser's request for a popular page
 * costs no compression at all. Compression settings are @fastify/compress's defaults (brotli
 * quality 4, gzip level 6), which the store's other answers get.
 */
export interface EncodedAnswer {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

type Encoding = 'br' | 'gzip';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Below this, compression saves less than it costs (the same threshold app.ts gives @fastify/compress). */
const COMPRESS_FROM_BYTES = 1024;
const SERVER_PREFERENCE = ['br', 'gzip', 'identity'];

export function encodedAnswer(json: Buffer): EncodedAnswer {
  return { json };
}

/** The encoding to send for this Accept-Encoding header; null for the plain bytes. */
export function chooseEncoding(acceptEncoding: string | undefined, bytes: number): Encoding | null {
  if (!acceptEncoding || bytes < COMPRESS_FROM_BYTES) return null;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'), SERVER_PREFERENCE);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

export function bodyIn(answer: EncodedAnswer, encoding: Encoding | null): Buffer {
  if (encoding === 'br') return (answer.br ??= brotliCompressSync(answer.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
  if (encoding === 'gzip') return (answer.gzip ??= gzipSync(answer.json));
  return answer.json;
}

/**
 * Sends the answer in the encoding the request accepts. The route opts out of @fastify/compress
 * (`compress: false`), so nothing compresses these bytes again; Vary tells caches the body depends
 * on Accept-Encoding.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], answer.json.length);
  const vary = reply.getHeader('vary');
  reply.type(JSON_TYPE).header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bodyIn(answer, encoding));
}
