import type { AddressInfo } from 'node:net';

/**
 * The start line's address: where to open Quad, and what the server is bound to when that says more. An
 * unspecified address (0.0.0.0, ::) listens on every interface; it is opened as localhost.
 */
export function describeListening(address: AddressInfo, host: string): string {
  const ipv6 = address.family === 'IPv6' || address.address.includes(':');
  const bound = ipv6 ? `[${address.address}]:${address.port}` : `${address.address}:${address.port}`;
  const everywhere = address.address === '0.0.0.0' || address.address === '::';
  const name = everywhere || host === 'localhost' ? 'localhost' : ipv6 ? `[${address.address}]` : address.address;
  const url = `http://${name}:${address.port}`;
  if (everywhere) return `${url} (every interface, ${bound})`;
  return name === 'localhost' ? `${url} (bound to ${bound})` : url;
}
