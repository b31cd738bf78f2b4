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

export class FetchRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchRefusedError';
  }
}

export interface SafeFetchOptions {
  policy?: AddressPolicy;
  maxBytes: number;
  maxRedirects?: number;
  /** Milliseconds without progress (connecting, headers or body) before giving up. */
  idleTimeoutMs?: number;
}

const defaultPort = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * Downloads a URL into `destination`, refusing to connect anywhere the policy forbids. The check runs on
 * the addresses DNS gives (in the socket's own lookup, so the address checked is the address connected to,
 * and a rebinding DNS answer cannot slip past) and on every redirect's target, before any connection is
 * made. Bodies larger than `maxBytes` are cut off and deleted.
 */
export async function safeDownload(
  link: string,
  destination: string,
  options: SafeFetchOptions,
): Promise<{ bytes: number; contentType: string | null; finalUrl: string }> {
  const policy = options.policy ?? publicAddressesOnly;
  const maxRedirects = options.maxRedirects ?? 5;
  let url = new URL(link);
  for (let redirects = 0; ; redirects += 1) {
    const response = await request(url, policy, options.idleTimeoutMs ?? 30_000);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (redirects >= maxRedirects) throw new FetchRefusedError('Too many redirects');
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new FetchRefusedError(`The link answered ${status}`);
    }
    const declared = Number(response.headers['content-length'] ?? NaN);
    if (declared > options.maxBytes) {
      response.destroy();
      throw new FetchRefusedError('The video is larger than the size limit');
    }
    let bytes = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (bytes > options.maxBytes) callback(new FetchRefusedError('The video is larger than the size limit'));
        else callback(null, chunk);
      },
    });
    try {
      await pipeline(response, limit, createWriteStream(destination));
    } catch (error) {
      await rm(destination, { force: true });
      throw error;
    }
    return { bytes, contentType: response.headers['content-type'] ?? null, finalUrl: url.toString() };
  }
}

function request(url: URL, policy: AddressPolicy, idleTimeoutMs: number): Promise<http.IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new FetchRefusedError('Only http and https links can be fetched'));
  if (url.username || url.password) return Promise.reject(new FetchRefusedError('Links with credentials are not fetched'));
  const port = defaultPort(url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written in the link is never looked up, so it is checked here.
  if (net.isIP(host) && !policy(host, port)) return Promise.reject(new FetchRefusedError(`Refused to connect to ${host}`));

  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses;
      const refused = list.find((entry) => !policy(entry.address, port));
      if (refused || list.length === 0) {
        return callback(new FetchRefusedError(`Refused to connect to ${hostname} (${refused?.address ?? 'no address'})`), '', 4);
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
      { method: 'GET', lookup, headers: { 'user-agent': 'Courtside video fetcher' }, agent: false },
      resolve,
    );
    outgoing.setTimeout(idleTimeoutMs, () => outgoing.destroy(new FetchRefusedError('The link stopped answering')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
