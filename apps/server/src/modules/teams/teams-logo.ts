import { randomBytes } from 'node:crypto';
import type { TeamLogoType } from '@courtside/domain';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXTENSIONS: Record<TeamLogoType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...Buffer.from(text, 'ascii')];

/**
 * The image type of a logo by its first bytes (the Content-Type a browser sends is only the file's name
 * speaking): PNG's 8-byte signature, JPEG's SOI marker followed by a marker, or a RIFF container of WEBP.
 * Null for anything else, SVG included (an SVG is a document that can carry script).
 */
export function logoTypeOf(bytes: Uint8Array): TeamLogoType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * A fresh storage key for a team's logo. Each upload gets its own key, so a replaced logo never overwrites the
 * object the row still points at, and the key's random part versions the logo's address for caches.
 */
export function newLogoKey(teamId: string, type: TeamLogoType): string {
  return `teams/${teamId}/logo-${randomBytes(12).toString('hex')}.${EXTENSIONS[type]}`;
}

/** The address the owner's browser reads a team's logo from; it changes whenever the logo does. */
export function logoUrlOf(team: { id: string; logoKey: string | null }): string | null {
  if (!team.logoKey) return null;
  const version = /logo-([0-9a-f]+)\./.exec(team.logoKey)?.[1] ?? '';
  return `/api/teams/${team.id}/logo?v=${version}`;
}
