import { describe, expect, it } from 'vitest';
import { WEBHOOK_LIMITS, eventsOfGroup, toggleGroup } from '../../../contracts/webhooks.messages.ts';
import type { WebhookView } from '../../../contracts/webhooks.ts';
import { richTextLength, richTextText } from './rich-text.ts';
import {
  toCreateWebhookBody,
  toUpdateWebhookBody,
  toWebhookFormValues,
  validateWebhookForm,
  webhookUrlError,
  type WebhookFormValues,
} from './webhook-form.ts';

const OWNER = '00000000-0000-4000-8000-000000000001';

const webhook = (overrides: Partial<WebhookView> = {}): WebhookView => ({
  id: '00000000-0000-4000-8000-000000000002',
  url: 'https://example.com/hooks',
  description: '<p>Our <strong>CRM</strong></p>',
  status: null,
  eventTypes: ['order.completed', 'ticket.checked_in'],
  secretKey: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0',
  createdAt: '2026-03-01T10:00:00.000Z',
  failingSince: null,
  ...overrides,
});

const valid = (overrides: Partial<WebhookFormValues> = {}): WebhookFormValues => ({
  url: 'https://example.com/hooks',
  description: '',
  eventTypes: ['order.created'],
  status: 'active',
  ...overrides,
});

describe('webhookUrlError (content-management 5 Webhooks)', () => {
  it.each([
    ['', 'Webhook URL is required'],
    ['   ', 'Webhook URL is required'],
    ['http://example.com/hooks', 'Invalid Webhook URL: HTTPS Required'],
    ['example.com/hooks', 'Invalid Webhook URL: HTTPS Required'],
    ['ftp://example.com', 'Invalid Webhook URL: HTTPS Required'],
    ['https:/example.com', 'Invalid Webhook URL: HTTPS Required'],
    ['https://example.com/hooks', null],
    ['HTTPS://EXAMPLE.COM/hooks', null],
    ['  https://example.com/hooks  ', null],
  ])('%j -> %j', (url, message) => {
    expect(webhookUrlError(url)).toBe(message);
  });
});

describe('validateWebhookForm', () => {
  it('accepts an https URL with one event and no description', () => {
    expect(validateWebhookForm(valid())).toEqual({});
  });

  it('says every problem in the spec’s words, each on its field', () => {
    expect(validateWebhookForm(valid({ url: '', eventTypes: [] }))).toEqual({
      url: 'Webhook URL is required',
      eventTypes: 'Please select at least one event',
    });
    expect(validateWebhookForm(valid({ url: 'http://example.com' }))).toEqual({ url: 'Invalid Webhook URL: HTTPS Required' });
  });

  it('counts the description’s text, not its markup, against the 2000 limit', () => {
    const max = WEBHOOK_LIMITS.descriptionMax;
    // Markup around exactly 2000 characters of text is fine; one more character is not.
    expect(validateWebhookForm(valid({ description: `<p><strong>${'a'.repeat(max)}</strong></p>` }))).toEqual({});
    expect(validateWebhookForm(valid({ description: `<p>${'a'.repeat(max + 1)}</p>` }))).toEqual({
      description: `Must be at most ${max} characters`,
    });
  });
});

describe('richTextText and richTextLength', () => {
  it.each([
    ['', ''],
    ['<br>', ''],
    ['<p><br></p>', ''],
    ['<p>Hello <strong>world</strong></p>', 'Hello world'],
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['<ul><li>a</li><li>b</li></ul>', 'a b'],
    ['Line<br>break', 'Line break'],
    ['Tom &amp; Jerry &lt;3&nbsp;cheese', 'Tom & Jerry <3 cheese'],
    ['<h2>Title</h2>\n\n  <p>  text  </p>', 'Title text'],
  ])('%j -> %j', (html, text) => {
    expect(richTextText(html)).toBe(text);
  });

  it('counts characters as people do: an emoji or an entity is one', () => {
    expect(richTextLength('<p>😀&amp;</p>')).toBe(2);
  });
});

describe('toWebhookFormValues', () => {
  it('starts a new webhook empty, with nothing chosen', () => {
    expect(toWebhookFormValues(null)).toEqual({ url: '', description: '', eventTypes: [], status: 'active' });
  });

  it('prefills an existing one; a new webhook (no status) shows Active, inactive shows Paused', () => {
    expect(toWebhookFormValues(webhook())).toEqual({
      url: 'https://example.com/hooks',
      description: '<p>Our <strong>CRM</strong></p>',
      eventTypes: ['order.completed', 'ticket.checked_in'],
      status: 'active',
    });
    expect(toWebhookFormValues(webhook({ status: 'inactive' })).status).toBe('inactive');
    expect(toWebhookFormValues(webhook({ status: 'active' })).status).toBe('active');
  });

  it('copies the event types, so toggling in the form never changes the cached webhook', () => {
    const saved = webhook();
    const values = toWebhookFormValues(saved);
    values.eventTypes.push('order.created');
    expect(saved.eventTypes).toEqual(['order.completed', 'ticket.checked_in']);
  });
});

describe('request bodies (content-management 7 Webhooks)', () => {
  const values = valid({
    url: '  https://example.com/hooks ',
    description: '<p>CRM</p>',
    eventTypes: toggleGroup([], 'ticket'),
    status: 'inactive',
  });

  it('POST: ownerId, url (trimmed), description, eventTypes; no status (a new webhook has none)', () => {
    expect(toCreateWebhookBody(values, OWNER)).toEqual({
      ownerId: OWNER,
      url: 'https://example.com/hooks',
      description: '<p>CRM</p>',
      eventTypes: eventsOfGroup('ticket'),
    });
  });

  it('PUT: the same plus Active or Paused', () => {
    expect(toUpdateWebhookBody(values, OWNER)).toEqual({
      ownerId: OWNER,
      url: 'https://example.com/hooks',
      description: '<p>CRM</p>',
      eventTypes: eventsOfGroup('ticket'),
      status: 'inactive',
    });
  });
});
