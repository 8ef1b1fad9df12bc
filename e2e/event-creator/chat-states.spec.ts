import type { Page, Route } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { newPerson, signUpViaApi } from '../helpers.ts';
import { shootChat } from './helpers.ts';

/**
 * The chat page's states that a working assistant rarely shows (a failed send, a failed reply, a reply being
 * written): the conversation's API is played by the test, so each state stays on screen as long as the test needs.
 */

const UUID = '6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5';
const OWNER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const EDIT = '/management/courses/11111111-2222-4333-8444-555555555555/details/edit';

interface Message {
  id: string;
  role: 'user' | 'assistant';
  content: string;
}

/** A conversation the test moves on by hand: what GET answers, and what each POST of a message answers. */
function fakeConversation(page: Page) {
  const chat = {
    uuid: UUID,
    ownerId: OWNER,
    messages: [] as Message[],
    status: 'ready' as 'ready' | 'thinking' | 'failed',
    eventId: null as string | null,
  };
  const answers: ('accept' | 'retry' | 'fail')[] = [];
  const sent: string[] = [];
  const json = (route: Route, status: number) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(chat) });
  return {
    chat,
    /** The messages the page sent, in order. */
    sent,
    /**
     * The next POST's answer: 'accept' stores the message, 'retry' (a Resend after a failed reply) stores nothing new,
     * both set the status to thinking; 'fail' answers 503 without a body (a proxy's page).
     */
    nextSend(answer: 'accept' | 'retry' | 'fail') {
      answers.push(answer);
    },
    reply(content: string) {
      chat.messages.push({ id: crypto.randomUUID(), role: 'assistant', content });
      chat.status = 'ready';
    },
    async install() {
      await page.route(`**/api/v1/event_creators/${UUID}`, (route) => json(route, 200));
      await page.route(`**/api/v1/event_creators/${UUID}/messages`, async (route) => {
        const { message } = route.request().postDataJSON() as { message: string };
        sent.push(message);
        const answer = answers.shift();
        if (answer === 'fail') return route.fulfill({ status: 503, body: '' });
        if (answer === 'accept') chat.messages.push({ id: crypto.randomUUID(), role: 'user', content: message });
        chat.status = 'thinking';
        return json(route, 201);
      });
    },
  };
}

test('a failed send shows Something went wrong with Resend; Thinking until the reply; a failed reply is resent', async ({ page }) => {
  const person = await signUpViaApi(page, newPerson());
  const fake = fakeConversation(page);
  await fake.install();
  await page.goto(`/event/new/jaan/${UUID}`);
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${person.firstName}! Tell me about your event.` })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await shootChat(page, 'chat-states-empty');

  // A blank message is not sent.
  await box.fill('   ');
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();

  // The send fails: the text stays, with 'Something went wrong.' and Resend.
  fake.nextSend('fail');
  await box.fill('Quiz night, Thursday 7pm, free');
  await box.press('Enter');
  const failed = page.getByRole('alert').filter({ hasText: 'Something went wrong.' });
  await expect(failed).toContainText('Failed to send message');
  await expect(page.getByText('Quiz night, Thursday 7pm, free', { exact: true })).toBeVisible();
  await shootChat(page, 'chat-send-failed');

  // Resend stores it; the page shows Thinking and the box is disabled until the reply comes.
  fake.nextSend('accept');
  await failed.getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(page.getByText('Thinking', { exact: true }).first()).toBeVisible();
  await expect(box).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Thinking' })).toHaveCount(1);
  await shootChat(page, 'chat-thinking');
  fake.reply(`Done. Your draft: ${EDIT}. Other sites stay text: https://example.com/x`);
  fake.chat.eventId = '11111111-2222-4333-8444-555555555555';
  // The editor's address in the reply and the button under it both lead to the draft; another site is no link.
  const toDraft = page.getByRole('link', { name: 'Open the draft in the editor' });
  await expect(toDraft).toHaveCount(2);
  for (const link of await toDraft.all()) await expect(link).toHaveAttribute('href', EDIT);
  await expect(page.getByRole('link', { name: 'https://example.com/x' })).toHaveCount(0);
  await expect(page.getByText('https://example.com/x').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Done. Your draft' })).toHaveCount(1);
  await expect(box).toBeEnabled();
  await shootChat(page, 'chat-states-created');

  // The reply fails on the server: Resend sends the unanswered message again.
  fake.chat.messages.push({ id: crypto.randomUUID(), role: 'user', content: 'Make it 8pm' });
  fake.chat.status = 'failed';
  await page.reload();
  const replyFailed = page.getByRole('alert').filter({ hasText: 'Something went wrong.' });
  await expect(replyFailed).toBeVisible();
  await shootChat(page, 'chat-reply-failed');
  fake.nextSend('retry');
  await replyFailed.getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(page.getByText('Thinking', { exact: true }).first()).toBeVisible();
  expect(fake.sent.at(-1)).toBe('Make it 8pm');
  await expect(page.getByText('Make it 8pm', { exact: true })).toHaveCount(1);
});

test("choosing an organizer when the conversation cannot start says so and stays on 'Choose an organizer'", async ({ page }) => {
  const person = await signUpViaApi(page, newPerson());
  await page.route('**/api/v1/event_creators?*', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/event/new?step=2');
  await page.getByRole('button', { name: `${person.firstName} ${person.lastName} @${person.username}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to create event creator' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an organizer' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${person.firstName} ${person.lastName} @${person.username}` })).toBeEnabled();
});
