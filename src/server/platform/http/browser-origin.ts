import type { Config } from '../config.ts';

/**
 * The origin a page calls by absolute address (the video upload's tus URL), which the page's policy (connect-src)
 * must allow. PUBLIC_URL set: always its origin. Unset, its default `http://localhost:PORT` is another origin than
 * a page opened at `127.0.0.1:PORT`, whose policy then blocks the upload; so the page's own origin is taken, but
 * only for a Host this server answers for (a loopback name or HOST, on PORT). A Host header is the client's to
 * write: an arbitrary one echoed into a reply or a cached page's policy would steer uploads to another server.
 */
export type BrowserOriginConfig = Pick<Config, 'publicUrl' | 'publicUrlSet' | 'port' | 'host'>;

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** HOST values that mean 'every interface' rather than a name a browser could use. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** The `name:port` Hosts of a page this server may take as its address when PUBLIC_URL is unset. */
function ownHosts(config: BrowserOriginConfig): Set<string> {
  const host = config.host.includes(':') && !config.host.startsWith('[') ? `[${config.host}]` : config.host;
  const names = WILDCARD_HOSTS.has(host) ? LOOPBACK_NAMES : [...LOOPBACK_NAMES, host.toLowerCase()];
  return new Set(names.map((name) => `${name}:${config.port}`));
}

/** Per configuration, worked out once: every reply's security headers ask (security-headers.ts). */
const known = new WeakMap<BrowserOriginConfig, { configured: string; hosts: Set<string> }>();

/** The origin browsers should send uploads to, for a request that came with this Host header. */
export function browserOrigin(config: BrowserOriginConfig, requestHost: string | undefined): string {
  let origins = known.get(config);
  if (!origins) known.set(config, (origins = { configured: new URL(config.publicUrl).origin, hosts: ownHosts(config) }));
  if (config.publicUrlSet || !requestHost) return origins.configured;
  const host = requestHost.toLowerCase();
  return origins.hosts.has(host) ? `http://${host}` : origins.configured;
}
