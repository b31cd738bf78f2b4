// The WHATWG URL parser is global in browsers and Node; the domain package compiles without either's types.
declare const URL: new (input: string) => {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  toString(): string;
};

export type VideoLink = { kind: 'youtube' | 'vimeo' | 'direct'; url: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/**
 * Reads a game's video link: YouTube and Vimeo pages are kept for analysts to watch there; any other
 * http(s) link is a file to fetch. Null for anything that is not an http or https URL.
 */
export function classifyVideoLink(input: string): VideoLink | null {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) return { kind: 'youtube', url: url.toString() };
  if (VIMEO_HOSTS.has(host)) return { kind: 'vimeo', url: url.toString() };
  return { kind: 'direct', url: url.toString() };
}
