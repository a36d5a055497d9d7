/**
 * The yardstick of the list bench: a bare Fastify route that answers every GET with the same bytes
 * the store's list call answered: BARE_PLAIN's file, or BARE_ENCODED's (in BARE_ENCODING, the
 * encoding the store chose for a browser) when the request names that encoding. No token check, no search, no cache lookup: what Fastify and the
 * network cost alone on this machine.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const plain = readFileSync(process.env.BARE_PLAIN!);
const encoded = readFileSync(process.env.BARE_ENCODED!);
const encoding = process.env.BARE_ENCODING!;
const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (request.headers['accept-encoding']?.includes(encoding)) return reply.header('content-encoding', encoding).send(encoded);
  return reply.send(plain);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare route ready');
