import type { Side } from './sides.js';

// Team colours as the statistics page and the PDF report draw them (one rule, so both show the same colours).

/** The colours drawn for a team without one, or with the other team's. */
export const FALLBACK_COLORS: Record<Side, string> = { home: '#c2410c', away: '#1d4ed8' };

/** WCAG's least contrast for the parts of a graphic (1.4.11). */
const GRAPHIC_CONTRAST = 3;

function parseHex(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of a colour against white, 1 to 21. */
export function contrastOnWhite(color: string): number | null {
  const rgb = parseHex(color);
  return rgb ? 1.05 / (luminance(rgb) + 0.05) : null;
}

/**
 * A team colour that shows on the white page and the pale court: darkened step by step while it stands out
 * less than 3:1 (a white or yellow kit would vanish otherwise); the fallback when it is not a hex colour.
 */
export function readableColor(color: string | undefined, fallback: string): string {
  let rgb = color === undefined ? null : parseHex(color);
  if (!rgb) return fallback;
  while (1.05 / (luminance(rgb) + 0.05) < GRAPHIC_CONTRAST) rgb = rgb.map((channel) => Math.floor(channel * 0.9)) as typeof rgb;
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Each team's colour as drawn: readable on white, and never the same for both teams. */
export function teamColors(setup: Record<Side, { color?: string | undefined }>): Record<Side, string> {
  const home = readableColor(setup.home.color, FALLBACK_COLORS.home);
  let away = readableColor(setup.away.color, FALLBACK_COLORS.away);
  if (away.toLowerCase() === home.toLowerCase())
    away = home === FALLBACK_COLORS.away ? FALLBACK_COLORS.home : FALLBACK_COLORS.away;
  return { home, away };
}
