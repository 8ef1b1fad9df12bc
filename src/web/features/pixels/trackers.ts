import { isPixelPagePath, purchaseEvents, type PixelIds, type PixelScripts } from '../../../domain/pixels.ts';

/**
 * The three trackers' page-side set-up, as their vendors' snippets do it but from our own bundle (the CSP allows no
 * inline script): GA4's gtag() and GTM's dataLayer, Meta's fbq() queue, then their scripts. Only called after the
 * buyer accepted.
 */
type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};
interface PixelWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: Fbq;
  _fbq?: Fbq;
}

const pixelWindow = () => window as unknown as PixelWindow;

/** Ids already started in this document: a page that mounts again (the checkout's steps) starts nothing twice. */
const started = new Set<string>();

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * The page's policy is the one the document was loaded with: the CSP allows the trackers only on the event,
 * checkout and thank-you pages (domain/pixels.ts), so a page reached inside the app from another page cannot run them.
 */
export function documentAllowsPixels(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  const url = navigation?.name ?? window.location.href;
  return isPixelPagePath(new URL(url, window.location.href).pathname);
}

export function startTrackers(ids: PixelIds, scripts: PixelScripts) {
  const w = pixelWindow();
  const dataLayer = (w.dataLayer ??= []);
  if (ids.googleAnalyticsId && !started.has(ids.googleAnalyticsId)) {
    started.add(ids.googleAnalyticsId);
    w.gtag ??= function gtag() {
      // gtag.js reads the arguments object itself, as Google's snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', ids.googleAnalyticsId);
    addScript(`${scripts.gtag}?id=${encodeURIComponent(ids.googleAnalyticsId)}`);
  }
  if (ids.metaPixelId && !started.has(ids.metaPixelId)) {
    started.add(ids.metaPixelId);
    if (!w.fbq) {
      const fbq = ((...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args))) as Fbq;
      Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: '2.0' });
      w.fbq = w._fbq = fbq;
      addScript(scripts.fbevents);
    }
    w.fbq('init', ids.metaPixelId);
    w.fbq('track', 'PageView');
  }
  if (ids.googleTagManagerContainerId && !started.has(ids.googleTagManagerContainerId)) {
    started.add(ids.googleTagManagerContainerId);
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`${scripts.gtm}?id=${encodeURIComponent(ids.googleTagManagerContainerId)}`);
  }
}

/** The purchase, to each tracker the owner set (after startTrackers, once per order: the server's claim decides). */
export function reportPurchase(ids: PixelIds, order: Parameters<typeof purchaseEvents>[0]) {
  const events = purchaseEvents(order);
  const w = pixelWindow();
  if (ids.googleAnalyticsId) w.gtag?.('event', 'purchase', events.ga4);
  // The order id as Meta's event id lets Meta drop a duplicate should a server-side report ever send one too.
  if (ids.metaPixelId) w.fbq?.('track', 'Purchase', events.meta, { eventID: order.id });
  if (ids.googleTagManagerContainerId) {
    // Google's advice: clear the previous ecommerce object before pushing a new one.
    w.dataLayer?.push({ ecommerce: null });
    w.dataLayer?.push(events.gtm);
  }
}
