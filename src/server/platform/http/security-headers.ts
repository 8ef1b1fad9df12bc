import type { FastifyInstance } from 'fastify';
import { DOOR_WORKER_PATH } from '../../../domain/offline-door.ts';
import { isPixelPagePath } from '../../../domain/pixels.ts';
import { browserOrigin, type BrowserOriginConfig } from './browser-origin.ts';

/**
 * Security headers on every response (pages, API replies, static files, errors). The policy lists exactly what the
 * web app loads; a new third-party script, frame or API needs its origin added here.
 */
export interface SecurityHeaderOptions {
  /** HSTS only in production: a development server on http://localhost must stay reachable. */
  production: boolean;
  /** Stripe.js and its frames are allowed only when payments go through Stripe. */
  stripe: boolean;
  /** Where the page's uploads go (browser-origin.ts): its origin is allowed to connect to. */
  origin?: BrowserOriginConfig;
  /** PIXEL_SCRIPTS_URL: the purchase pixels' scripts load from there instead of the vendors. */
  pixelScriptsUrl?: string;
  /** The bucket's origin when large files leave by its presigned URLs (storage/redirects.ts): videos play from it. */
  storageOrigin?: string;
}

/**
 * Paths other sites may frame: the web app's calendar page /calendar/p|o/:username (accounts-and-reporting 2.7, made
 * to be embedded in an iframe). Every other response, the calendar API included, forbids framing.
 */
export const FRAMEABLE_PATHS: readonly RegExp[] = [/^\/calendar\/[po]\/[^/]+\/?$/];

const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/** The players of live streams hosted elsewhere that the broadcast page embeds (frame-src-embeds.test.ts). */
const LIVE_EMBEDS = ['https://www.youtube.com', 'https://vimeo.com', 'https://player.twitch.tv'];

/**
 * The purchase pixels of an owner's event pages (domain/pixels.ts isPixelPagePath): gtag.js and gtm.js, fbevents.js,
 * and where they send their hits (fetch/beacon, or an image). Only those pages allow them; the site's own pages and
 * the management area never run a third-party tracker. A GTM container may load more (tags its owner adds): those
 * stay blocked unless listed here.
 */
const PIXEL_SOURCES = {
  script: ['https://www.googletagmanager.com', 'https://connect.facebook.net'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://connect.facebook.net',
    'https://www.facebook.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://www.facebook.com'],
};

/** The sources of a pixel page: the vendors', or PIXEL_SCRIPTS_URL's origin for all three (a fake in tests). */
function pixelSources(pixelScriptsUrl: string | undefined): typeof PIXEL_SOURCES {
  if (!pixelScriptsUrl) return PIXEL_SOURCES;
  const origin = new URL(pixelScriptsUrl).origin;
  return { script: [origin], connect: [origin], img: [origin] };
}

/** What decides a reply's headers besides the upload origin. */
type ReplyKind = 'pdf' | 'page' | 'frameable page' | 'pixel page' | 'worker' | 'other';

/** `uploadOrigin`: the origin the page sends video uploads to (its own, or PUBLIC_URL's). */
export function contentSecurityPolicy(
  opts: Pick<SecurityHeaderOptions, 'stripe' | 'pixelScriptsUrl' | 'storageOrigin'>,
  kind: Extract<ReplyKind, 'page' | 'frameable page' | 'pixel page'> = 'page',
  uploadOrigin?: string,
): string {
  const stripe = (...origins: string[]) => (opts.stripe ? origins : []);
  const pixels = kind === 'pixel page' ? pixelSources(opts.pixelScriptsUrl) : { script: [], connect: [], img: [] };
  const storage = opts.storageOrigin ? [opts.storageOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // No inline script: the page's one server value travels in a meta tag (app.ts serveWeb).
    'script-src': ["'self'", ...stripe(...STRIPE_JS), ...pixels.script],
    // Mantine sets CSS variables and component styles through style attributes and <style> tags at run time;
    // inline CSS cannot run script, so allowing it costs far less than a nonce on every Mantine style.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Uploads are same-origin; QR codes and previews are data:/blob: URLs; the event map loads OpenStreetMap tiles.
    'img-src': ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', ...pixels.img],
    'font-src': ["'self'", 'data:'],
    // Videos stream from our own origin, or from the bucket a signed stream URL redirects to: the <video> element
    // plays an original from it, and hls.js fetches segments (connect-src) and hands the player a blob: URL. An
    // export's download (a fetch) follows its redirect there too.
    'media-src': ["'self'", 'blob:', ...storage],
    'connect-src': ["'self'", ...(uploadOrigin ? [uploadOrigin] : []), ...storage, ...stripe('https://api.stripe.com'), ...pixels.connect],
    // Event videos (YouTube without cookies, Vimeo), the external live streams /b/:id embeds (domain/broadcasts.ts
    // embedUrlOf: YouTube, Vimeo events, Twitch) and Stripe's card fields and 3-D Secure pages.
    // 'self': the calendar builder previews the owner's calendar page (the one page of ours that may be framed).
    'frame-src': [
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      ...LIVE_EMBEDS,
      ...stripe(...STRIPE_JS, 'https://hooks.stripe.com'),
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [kind === 'frameable page' ? '*' : "'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The policy of every reply that is not a page (API replies, scripts, images, feeds): a policy applies only to what
 * the browser opens as a document, and such a reply opened on its own (an SVG, a JSON error) needs nothing at all.
 * Short, because Node checks every header's characters on every reply: the page's policy (about 380 characters)
 * on each API reply cost about 6 % of the event page's requests per second (bench/event-page.ts).
 */
export const NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The door's service worker (issue 35) runs under the policy of its own script's reply: with NOTHING_POLICY every
 * fetch it made was refused, so each request it answered failed (the check-in page's link to the guests page could
 * not load its chunk). It fetches from its own origin only, and nothing else.
 */
export const WORKER_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

function replyKind(path: string, contentType: string): ReplyKind {
  if (path === DOOR_WORKER_PATH) return 'worker';
  if (contentType.startsWith('application/pdf')) return 'pdf';
  if (!contentType.startsWith('text/html')) return 'other';
  if (FRAMEABLE_PATHS.some((p) => p.test(path))) return 'frameable page';
  return isPixelPagePath(path) ? 'pixel page' : 'page';
}

/**
 * The headers of one kind of reply. PDFs (tickets) open in the browser's own viewer, which a page policy or a frame
 * ban breaks (Chromium shows a blank or blocked page): they get neither; nosniff still keeps them from being run as
 * anything else.
 */
function headersFor(opts: SecurityHeaderOptions, kind: ReplyKind, uploadOrigin?: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };
  if (opts.production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  if (kind === 'pdf') return headers;
  headers['content-security-policy'] =
    kind === 'other' ? NOTHING_POLICY : kind === 'worker' ? WORKER_POLICY : contentSecurityPolicy(opts, kind, uploadOrigin);
  if (kind !== 'frameable page') headers['x-frame-options'] = 'DENY';
  return headers;
}

/** The headers of one response. */
export function securityHeaders(opts: SecurityHeaderOptions, path: string, contentType: string, uploadOrigin?: string): Record<string, string> {
  return headersFor(opts, replyKind(path, contentType), uploadOrigin);
}

export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions) {
  // A reply's headers depend only on its kind (a PDF, a page that may be framed or not, anything else) and its upload
  // origin: built once per combination (a handful: the origin is PUBLIC_URL's or one of the server's own hosts), not
  // per reply, where the policy's string took a tenth of the event page's own time.
  const built = new Map<string, Record<string, string>>();
  app.addHook('onSend', async (request, reply, payload) => {
    const uploadOrigin = opts.origin && browserOrigin(opts.origin, request.host);
    const kind = replyKind(request.url.split('?')[0] ?? '', String(reply.getHeader('content-type') ?? ''));
    const key = `${kind} ${uploadOrigin ?? ''}`;
    let headers = built.get(key);
    if (!headers) built.set(key, (headers = headersFor(opts, kind, uploadOrigin)));
    reply.headers(headers);
    return payload;
  });
}
