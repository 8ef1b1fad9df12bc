import { currencyInfo } from './money.ts';

/**
 * Purchase pixels (accounts-and-reporting 2.2, 7): the owner's Google Analytics 4, Meta Pixel and Google Tag Manager
 * ids, the pages that may load them, where their scripts come from and what the purchase event carries.
 */

// The ids' rules are a module of their own: the pages check hasPixels before loading anything else of the pixels.
export { hasPixels, usablePixelIds, type PixelIds } from './pixel-ids.ts';

/**
 * The pages of an owner's event where its pixels may load: the event page and the buyer's steps from it (dates,
 * ticket selection, promoter link, checkout) and the thank-you pages. The organizer's own pages (new event, order
 * form, add guest) and every other page of the site load none. The server's CSP allows the vendors on these paths only.
 */
const PIXEL_PAGES = [
  /^\/event\/(?!new\/?$)[^/]+(\/(select|dates|checkout|promote\/[^/]+))?\/?$/,
  /^\/checkout\/thankyou\/[^/]+(\/(success|failure))?\/?$/,
];

export const isPixelPagePath = (path: string) => PIXEL_PAGES.some((p) => p.test(path));

export interface PixelScripts {
  /** gtag.js; the GA4 id goes in ?id=. */
  gtag: string;
  /** Meta's fbevents.js. */
  fbevents: string;
  /** gtm.js; the container id goes in ?id=. */
  gtm: string;
}

const VENDOR_SCRIPTS: PixelScripts = {
  gtag: 'https://www.googletagmanager.com/gtag/js',
  fbevents: 'https://connect.facebook.net/en_US/fbevents.js',
  gtm: 'https://www.googletagmanager.com/gtm.js',
};

/** The scripts' addresses: the vendors', or under `base` (PIXEL_SCRIPTS_URL: a fake endpoint in tests). */
export function pixelScripts(base: string | null | undefined): PixelScripts {
  if (!base) return VENDOR_SCRIPTS;
  const root = base.replace(/\/$/, '');
  return { gtag: `${root}/gtag/js`, fbevents: `${root}/fbevents.js`, gtm: `${root}/gtm.js` };
}

/** What the thank-you page knows of a paid order (its summary). */
export interface PurchaseOrder {
  id: string;
  amount: number;
  currency: string;
  eventName: string;
  orderItems: { name: string; count: number; totalBasePrice: number }[];
}

/** The purchase event as each tracker takes it: value in major units, the currency upper case, one item per ticket name. */
export function purchaseEvents(order: PurchaseOrder) {
  const major = (minor: number) => minor / 10 ** currencyInfo(order.currency).minorUnits;
  const currency = order.currency.toUpperCase();
  const value = major(order.amount);
  const items = order.orderItems.map((i) => ({
    item_name: i.name,
    item_category: order.eventName,
    quantity: i.count,
    price: i.count > 0 ? major(i.totalBasePrice) / i.count : 0,
  }));
  return {
    ga4: { transaction_id: order.id, value, currency, items },
    meta: {
      value,
      currency,
      content_type: 'product',
      contents: order.orderItems.map((i) => ({ id: i.name, quantity: i.count })),
      num_items: order.orderItems.reduce((n, i) => n + i.count, 0),
    },
    gtm: { event: 'purchase', ecommerce: { transaction_id: order.id, value, currency, items } },
  };
}
