import { describe, expect, it } from 'vitest';
import { hasPixels, isPixelPagePath, pixelScripts, purchaseEvents, usablePixelIds } from './pixels.ts';

describe('usablePixelIds', () => {
  it.each([
    ['googleAnalyticsId', 'G-ABC123XYZ', 'G-ABC123XYZ'],
    ['googleAnalyticsId', ' g-abc123 ', 'G-ABC123'],
    ['googleAnalyticsId', 'UA-1234-1', null],
    ['googleAnalyticsId', 'G-1"><script>', null],
    ['metaPixelId', '123456789012345', '123456789012345'],
    ['metaPixelId', '12a45', null],
    ['metaPixelId', '1234', null],
    ['googleTagManagerContainerId', 'GTM-ABCD12', 'GTM-ABCD12'],
    ['googleTagManagerContainerId', 'GTM-AB', null],
    ['googleTagManagerContainerId', 'GTM-ABCD12&x=1', null],
  ] as const)('%s %j -> %j', (key, id, expected) => {
    const ids = { googleAnalyticsId: null, metaPixelId: null, googleTagManagerContainerId: null, [key]: id };
    expect(usablePixelIds(ids)[key]).toBe(expected);
  });

  it('keeps nothing of empty settings', () => {
    const none = usablePixelIds({ googleAnalyticsId: null, metaPixelId: '', googleTagManagerContainerId: '  ' });
    expect(hasPixels(none)).toBe(false);
  });
});

describe('isPixelPagePath', () => {
  it.each([
    ['/event/5f0c', true],
    ['/event/5f0c/', true],
    ['/event/5f0c/select', true],
    ['/event/5f0c/dates', true],
    ['/event/5f0c/checkout', true],
    ['/event/5f0c/promote/ada', true],
    ['/checkout/thankyou/5f0c', true],
    ['/checkout/thankyou/5f0c/success', true],
    ['/checkout/thankyou/5f0c/failure', true],
    ['/', false],
    ['/event', false],
    ['/event/new', false],
    ['/event/5f0c/order-form/1', false],
    ['/event/5f0c/add-guest/1', false],
    ['/checkout', false],
    ['/p/ada', false],
    ['/management/courses/5f0c/stats', false],
  ])('%s -> %s', (path, expected) => {
    expect(isPixelPagePath(path)).toBe(expected);
  });
});

describe('pixelScripts', () => {
  it('points at the vendors unless a base is set', () => {
    expect(pixelScripts(null).fbevents).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(pixelScripts('http://127.0.0.1:4414/test/pixels/')).toEqual({
      gtag: 'http://127.0.0.1:4414/test/pixels/gtag/js',
      fbevents: 'http://127.0.0.1:4414/test/pixels/fbevents.js',
      gtm: 'http://127.0.0.1:4414/test/pixels/gtm.js',
    });
  });
});

describe('purchaseEvents', () => {
  const order = {
    id: 'o1',
    amount: 5250,
    currency: 'usd',
    eventName: 'Jazz night',
    orderItems: [
      { name: 'General', count: 2, totalBasePrice: 4000 },
      { name: 'VIP', count: 1, totalBasePrice: 1250 },
    ],
  };

  it('gives GA4, Meta and GTM the value in major units, the currency and the items', () => {
    const e = purchaseEvents(order);
    expect(e.ga4).toEqual({
      transaction_id: 'o1',
      value: 52.5,
      currency: 'USD',
      items: [
        { item_name: 'General', item_category: 'Jazz night', quantity: 2, price: 20 },
        { item_name: 'VIP', item_category: 'Jazz night', quantity: 1, price: 12.5 },
      ],
    });
    expect(e.meta).toMatchObject({
      value: 52.5,
      currency: 'USD',
      num_items: 3,
      contents: [
        { id: 'General', quantity: 2 },
        { id: 'VIP', quantity: 1 },
      ],
    });
    expect(e.gtm).toEqual({ event: 'purchase', ecommerce: e.ga4 });
  });

  it('reads a currency without minor units as it is', () => {
    expect(purchaseEvents({ ...order, currency: 'jpy', amount: 3000 }).ga4.value).toBe(3000);
  });
});
