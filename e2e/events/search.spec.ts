import { expect, test } from '../axe-test.ts';
import { expectPath, signUpViaApi } from '../helpers.ts';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from './helpers.ts';

test('search finds a published event', async ({ page }) => {
  await signUpViaApi(page);
  const ownerId = await sessionUserId(page);
  const word = uniqueWord('zephyr');
  const name = `${word} Orchestra Night`;
  await createEventViaApi(page, ownerId, {
    name,
    details: {
      startsAt: isoInDays(15),
      endsAt: isoInDays(15, 3),
      location: { name: 'Harbour Hall', city: 'Lisbon' },
      category: 'music',
      description: '<p>Strings by the sea.</p>',
    },
    tickets: [{ name: 'Seat', price: 1500, quantity: 80 }],
    publish: true,
  });
  // A draft with the same word stays out of the results.
  await createEventViaApi(page, ownerId, { name: `${word} Secret Draft`, details: { startsAt: isoInDays(16), endsAt: isoInDays(16, 2) } });

  await page.goto('/');
  const box = page.getByRole('textbox', { name: 'Search events' });
  await box.fill(word);
  await box.press('Enter');
  await expectPath(page, '/search');
  expect(new URL(page.url()).searchParams.get('query')).toBe(word);
  expect(new URL(page.url()).searchParams.get('tab')).toBe('events');
  await expect(page.getByText('1 event', { exact: true })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Harbour Hall, Lisbon');
  await expect(page.getByText(`${word} Secret Draft`)).toHaveCount(0);

  // Nothing found reads 'No results'.
  await page.goto(`/search?utf8=✓&query=${uniqueWord('nothing')}&tab=events`);
  await expect(page.getByText('No results')).toBeVisible();

  // The card opens the event page.
  await page.goto(`/search?utf8=✓&query=${word}&tab=events`);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
