import type { Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { uniqueWord } from '../events/helpers.ts';
import { expectPath, logIn, newPerson, shoot, signUpViaApi } from '../helpers.ts';
import { shootChat } from './helpers.ts';

/** The event creator (issue 31): from the chooser's 'Create with AI' to a published event, with the offline assistant. */

const CHAT = /^\/event\/new\/jaan\/[0-9a-f-]{36}$/;

/** Types a message and sends it with Enter, then waits for the assistant's answer to it. */
async function say(page: Page, message: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  const replies = page.getByText('The assistant said:');
  const before = await replies.count();
  await box.fill(message);
  await box.press('Enter');
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect.poll(() => replies.count()).toBeGreaterThan(before);
  // The box, disabled while the reply was written, has the focus back: the organizer types on.
  await expect(box).toBeEnabled();
  await expect(box).toBeFocused();
}

test('an organizer creates an organization from step 2, describes an event in a chat, confirms it, finds the draft filled in the editor and publishes it', async ({
  page,
}) => {
  const person = await signUpViaApi(page, newPerson());

  await page.goto('/event/new');
  await shoot(page, 'chooser');
  await page.getByRole('button', { name: /Create with AI/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an organizer' })).toBeVisible();

  // 'Create an organization' makes one and comes back to choose it.
  await page.getByRole('link', { name: 'Create an organization' }).click();
  await expectPath(page, '/schools/new');
  const orgName = `Blue Room ${uniqueWord('o')}`;
  await page.getByLabel('Organization name').fill(orgName);
  await page.getByLabel('Identifier').fill(uniqueWord('blue'));
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an organizer' })).toBeVisible();
  await expectPath(page, '/event/new');
  await shoot(page, 'chooser-step-2');
  await page.getByRole('button', { name: orgName }).click();
  await expectPath(page, CHAT);
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${person.firstName}! Tell me about your event.` })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveAttribute('placeholder', 'Describe your event...');
  await expect(box).toBeFocused();
  await shootChat(page, 'chat-empty');

  // Shift+Enter starts a new line and sends nothing; Enter sends.
  await box.fill('Jazz night at the Blue Room');
  await box.press('Shift+Enter');
  await box.pressSequentially('Friday 8pm');
  await expect(box).toHaveValue('Jazz night at the Blue Room\nFriday 8pm');
  await expect(page.getByText('You said:')).toHaveCount(0);
  await box.fill('');

  // Two messages describe it; the assistant asks for the tickets in between, then reads the draft back.
  await say(page, 'Jazz night at the Blue Room, Friday 8pm, doors 7:30');
  await expect(page.getByText(/What tickets are you selling/).first()).toBeVisible();
  await say(page, '£15 advance, £20 on the door, 120 seats');
  await expect(page.getByText(/Shall I create this draft\?/).first()).toBeVisible();
  await shootChat(page, 'chat-confirm');
  await say(page, 'yes');

  const open = page.getByRole('link', { name: 'Open the draft in the editor' }).last();
  await expect(open).toBeVisible();
  await shootChat(page, 'chat-created');
  await open.click();
  await expectPath(page, /^\/management\/courses\/[0-9a-f-]{36}\/details\/edit$/);
  await expect(page.getByText('Drafted with the assistant')).toBeVisible();
  await expect(page.getByLabel('Event name')).toHaveValue(/Jazz night/i);
  await expect(page.getByLabel('Starts')).toHaveValue(/T20:00$/);
  await expect(page.getByLabel('Ends')).toHaveValue(/T23:00$/);
  await expect(page.getByLabel('Venue name')).toHaveValue('The Blue Room');
  await shoot(page, 'editor-drafted');
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page.getByText('£15.00 · 120 available')).toBeVisible();
  await expect(page.getByText('£20.00 · 120 available')).toBeVisible();

  await page.getByRole('button', { name: 'Publish Event' }).click();
  await expect(page.getByText('Your event is live. You can now share the link and start selling tickets.')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
});

test('a signed-out visitor is sent to sign in from the AI path and from a conversation, and comes back', async ({ page, browser }) => {
  // The organizer starts a conversation in their own browser.
  const organizerPage = await (await browser.newContext()).newPage();
  const person = await signUpViaApi(organizerPage, newPerson());
  const session = (await (await organizerPage.request.get('/api/session')).json()) as { user: { id: string } };
  const started = await organizerPage.request.post(`/api/v1/event_creators?ownerId=${session.user.id}`);
  expect(started.status(), await started.text()).toBe(201);
  const { uuid } = (await started.json()) as { uuid: string };
  await organizerPage.context().close();

  // Signed out, 'Create with AI' asks to log in (step 1), and logging in comes back to 'Choose an organizer'.
  await page.goto('/event/new');
  await page.getByRole('button', { name: /Create with AI/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to create with AI' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await expectPath(page, '/auth');
  await logIn(page, person.email, person.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an organizer' })).toBeVisible();
  await page.context().clearCookies();

  // A conversation's address, signed out: sign in, then back to it.
  await page.goto(`/event/new/jaan/${uuid}`);
  await expectPath(page, '/auth');
  await logIn(page, person.email, person.password);
  await expectPath(page, `/event/new/jaan/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${person.firstName}! Tell me about your event.` })).toBeVisible();
});

test("another user's conversation is not found, like an unknown one", async ({ page, browser }) => {
  const ownerPage = await (await browser.newContext()).newPage();
  await signUpViaApi(ownerPage, newPerson());
  const session = (await (await ownerPage.request.get('/api/session')).json()) as { user: { id: string } };
  const started = await ownerPage.request.post(`/api/v1/event_creators?ownerId=${session.user.id}`);
  const { uuid } = (await started.json()) as { uuid: string };
  await ownerPage.context().close();

  await signUpViaApi(page, newPerson());
  for (const id of [uuid, 'not-a-uuid']) {
    await page.goto(`/event/new/jaan/${id}`);
    await expect(page.getByText('We could not find this conversation.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  }
});
