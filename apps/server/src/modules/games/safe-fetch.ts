import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import ipaddr from 'ipaddr.js';

/** Whether we may connect to an address: the default allows only public unicast addresses. */
export type AddressPolicy = (address: string, port: number) => boolean;

/** Where a link may lead: the ports it may name and the addresses its host may resolve to. */
export interface FetchPolicy {
  /** Checked on the link and on every redirect's target, before any lookup. */
  ports: readonly number[];
  addresses: AddressPolicy;
}

/**
 * Refuses loopback, private, link-local (169.254.0.0/16, where cloud metadata lives), carrier-grade NAT,
 * multicast, reserved and unspecified addresses, IPv6 unique-local and IPv4-mapped forms of all of these.
 */
export const publicAddressesOnly: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
};

/**
 * The production policy: public addresses on the web's own ports. Other ports are where internal services
 * listen (databases, admin consoles, a metadata proxy), reachable through a public address's NAT or a
 * misconfigured firewall, and no club serves its footage there.
 */
export const PUBLIC_WEB: FetchPolicy = { ports: [80, 443], addresses: publicAddressesOnly };

/**
 * A link we refused or could not fetch. `message` is a sentence for the customer (it names nothing of ours:
 * no address a name resolved to, no path, no library's error); `detail` is for our logs.
 */
export class FetchRefusedError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'FetchRefusedError';
  }
}

/** The sentences a customer may see when a link fails. */
export const FETCH_MESSAGES = {
  protocol: 'Only http and https links can be fetched.',
  credentials: 'Links with a user name or password cannot be fetched.',
  port: 'The link must use the standard web port (80 for http, 443 for https).',
  address: 'The link leads to a private or local network address, which we do not fetch from.',
  redirects: 'The link redirected too many times.',
  tooLarge: 'The video is larger than the size limit.',
  idle: 'The link stopped answering.',
  deadline: 'The video took too long to download.',
  status: (status: number) => `The link answered with HTTP status ${status} instead of the video.`,
} as const;

export interface SafeFetchOptions {
  /** Where a link may lead; PUBLIC_WEB unless a test stands a local server in for the internet. */
  policy?: FetchPolicy;
  maxBytes: number;
  maxRedirects?: number;
  /** Milliseconds without progress (connecting, headers or body) before giving up. */
  idleTimeoutMs?: number;
  /** Milliseconds for the whole download, redirects included: a server trickling bytes is cut off here. */
  deadlineMs?: number;
}

/** 2 GB at a modest 2.5 Mbit/s; the idle timeout ends a dead connection long before. */
export const DOWNLOAD_DEADLINE_MS = 2 * 60 * 60_000;

const defaultPort = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * Tests only (TEST_LINK_ORIGIN, refused outside NODE_ENV=test): the one origin, an address and port on this
 * machine, that a worker process may fetch links from, standing in for a club's web server. Nothing else.
 */
export function testOriginPolicy(origin: string): FetchPolicy {
  const url = new URL(origin);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return { ports: [defaultPort(url)], addresses: (address) => address === host };
}

/**
 * Downloads a URL into `destination`, refusing to connect anywhere the policy forbids. The check runs on
 * the addresses DNS gives (in the socket's own lookup, so the address checked is the address connected to,
 * and a rebinding DNS answer cannot slip past) and on every redirect's target, before any connection is
 * made. Bodies larger than `maxBytes` are cut off, and so is a download past its deadline; a partial file
 * is deleted. What the server says the body is (its Content-Type) is not answered: only probing decides.
 */
export async function safeDownload(
  link: string,
  destination: string,
  options: SafeFetchOptions,
): Promise<{ bytes: number; finalUrl: string }> {
  const policy = options.policy ?? PUBLIC_WEB;
  const maxRedirects = options.maxRedirects ?? 5;
  const controller = new AbortController();
  const deadline = setTimeout(
    () =>
      controller.abort(
        new FetchRefusedError(FETCH_MESSAGES.deadline, `deadline of ${options.deadlineMs ?? DOWNLOAD_DEADLINE_MS} ms`),
      ),
    options.deadlineMs ?? DOWNLOAD_DEADLINE_MS,
  );
  // Whatever ended the download, the deadline's own error says why (not the AbortError it caused).
  const reasonOf = (error: unknown) => (controller.signal.aborted ? (controller.signal.reason as unknown) : error);
  try {
    let url = new URL(link);
    for (let redirects = 0; ; redirects += 1) {
      const response = await request(url, policy, options.idleTimeoutMs ?? 30_000, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects >= maxRedirects) throw new FetchRefusedError(FETCH_MESSAGES.redirects);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new FetchRefusedError(FETCH_MESSAGES.status(status));
      }
      const declared = Number(response.headers['content-length'] ?? NaN);
      if (declared > options.maxBytes) {
        response.destroy();
        throw new FetchRefusedError(FETCH_MESSAGES.tooLarge, `Content-Length ${declared}`);
      }
      let bytes = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          if (bytes > options.maxBytes) callback(new FetchRefusedError(FETCH_MESSAGES.tooLarge));
          else callback(null, chunk);
        },
      });
      try {
        await pipeline(response, limit, createWriteStream(destination), { signal: controller.signal });
      } catch (error) {
        await rm(destination, { force: true });
        throw error;
      }
      return { bytes, finalUrl: url.toString() };
    }
  } catch (error) {
    throw reasonOf(error);
  } finally {
    clearTimeout(deadline);
  }
}

function request(url: URL, policy: FetchPolicy, idleTimeoutMs: number, signal: AbortSignal): Promise<http.IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new FetchRefusedError(FETCH_MESSAGES.protocol, url.protocol));
  if (url.username || url.password) return Promise.reject(new FetchRefusedError(FETCH_MESSAGES.credentials));
  const port = defaultPort(url);
  if (!policy.ports.includes(port)) return Promise.reject(new FetchRefusedError(FETCH_MESSAGES.port, `port ${port}`));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written in the link is never looked up, so it is checked here.
  if (net.isIP(host) && !policy.addresses(host, port))
    return Promise.reject(new FetchRefusedError(FETCH_MESSAGES.address, `refused ${host}`));

  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses;
      const refused = list.find((entry) => !policy.addresses(entry.address, port));
      if (refused || list.length === 0) {
        const detail = `${hostname} resolved to ${refused?.address ?? 'no address'}`;
        return callback(new FetchRefusedError(FETCH_MESSAGES.address, detail), '', 4);
      }
      if (lookupOptions.all) return callback(null, list);
      const [first] = list;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };

  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      { method: 'GET', lookup, headers: { 'user-agent': 'Courtside video fetcher' }, agent: false, signal },
      resolve,
    );
    outgoing.setTimeout(idleTimeoutMs, () => outgoing.destroy(new FetchRefusedError(FETCH_MESSAGES.idle)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
