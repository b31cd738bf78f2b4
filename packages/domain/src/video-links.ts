// The WHATWG URL parser is global in browsers and Node; the domain package compiles without either's types.
declare const URL: new (input: string) => {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
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

/**
 * The embeddable player for a YouTube or Vimeo link, with its JavaScript API on (the workspace drives it by
 * postMessage); null when the video cannot be found in the link.
 */
export function embedUrlOf(input: string): string | null {
  const link = classifyVideoLink(input);
  if (!link || link.kind === 'direct') return null;
  const url = new URL(link.url);
  if (link.kind === 'youtube') {
    const fromPath = /^\/(?:embed|shorts|live)\/([\w-]{6,})/.exec(url.pathname)?.[1];
    const id = url.hostname.endsWith('youtu.be') ? url.pathname.slice(1) : (url.searchParams.get('v') ?? fromPath);
    return id && /^[\w-]{6,}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?enablejsapi=1&rel=0` : null;
  }
  const id = /\/(\d{5,})(?:\/|$)/.exec(url.pathname)?.[1];
  return id ? `https://player.vimeo.com/video/${id}?api=1` : null;
}
