import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../storage/storage.js';
import { parseRange } from './range.js';

/** Answers with a stored file, honouring a Range header (players seek by asking for byte ranges). */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  contentType: string,
): Promise<FastifyReply> {
  const size = await storage.size(key);
  if (size === null) throw new AppError(404, 'not_found', 'This game has no footage yet');
  reply.header('Accept-Ranges', 'bytes').header('Content-Type', contentType).header('Cache-Control', 'private, no-store');
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') return reply.status(416).header('Content-Range', `bytes */${size}`).send();
  if (!range) return reply.header('Content-Length', String(size)).send(await storage.read(key));
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', String(range.end - range.start + 1))
    .send(await storage.read(key, range));
}
