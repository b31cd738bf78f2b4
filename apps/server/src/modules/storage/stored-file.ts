import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { Storage } from './storage.js';
import { parseRange } from './range.js';
import { isVideoContentType } from '../../lib/media/video-probe.js';

/** Posters are the only stored files that are not footage. */
const IMAGE_TYPES = new Set(['image/jpeg']);

/**
 * The Content-Type a stored file is sent with: a video type we store, or a poster's JPEG. Anything else
 * (a row written before footage was typed by probing kept whatever a remote server claimed, text/html
 * included) is sent as an opaque download, never as something a browser would render on our origin.
 */
export function servedContentType(contentType: string | null | undefined): { type: string; attachment: boolean } {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (isVideoContentType(type) || IMAGE_TYPES.has(type)) return { type, attachment: false };
  return { type: 'application/octet-stream', attachment: true };
}

/**
 * Answers with a stored file, honouring a Range header (players seek by asking for byte ranges). The file
 * came from a customer: it is sent with an allowlisted type, `nosniff` (no guessing a page out of it) and a
 * `sandbox` policy (were it ever opened as a document, it would run no script and have no origin).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  contentType: string | null | undefined,
): Promise<FastifyReply> {
  const size = await storage.size(key);
  if (size === null) throw new AppError(404, 'not_found', 'This game has no footage yet');
  const served = servedContentType(contentType);
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', served.type)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', 'sandbox')
    .header('Cache-Control', 'private, no-store');
  if (served.attachment) reply.header('Content-Disposition', 'attachment');
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') return reply.status(416).header('Content-Range', `bytes */${size}`).send();
  if (!range) return reply.header('Content-Length', String(size)).send(await storage.read(key));
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', String(range.end - range.start + 1))
    .send(await storage.read(key, range));
}
