import type { FastifyReply } from 'fastify';

/** "Tigers vs Hawks (Oct 3)" -> "tigers-vs-hawks-oct-3": a file name any system takes. */
export function downloadName(gameName: string, suffix: string): string {
  const slug = gameName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'game'}-${suffix}`;
}

/** Sends `body` as a download saved as `fileName`, never kept by a shared cache. */
export function sendAttachment(reply: FastifyReply, type: string, fileName: string, body: Buffer | string) {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
