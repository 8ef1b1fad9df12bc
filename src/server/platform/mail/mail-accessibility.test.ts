import { describe, expect, it } from 'vitest';
import { JOBS, MAIL_QUEUE } from '../jobs/catalog.ts';
import { mailAccessibilityProblems } from './mail-accessibility.ts';

describe('mailAccessibilityProblems', () => {
  it.each([
    ['text only', { text: 'Your tickets are attached.' }, []],
    ['text and HTML', { text: 'Hello', html: '<p>Hello</p>' }, []],
    ['no plain-text part', { text: '  ', html: '<p>Hello</p>' }, ['the e-mail has no plain-text part']],
    ['an image with alt text', { text: 'Hi', html: '<img src="https://x/logo.png" alt="Ovation">' }, []],
    ['a decorative image', { text: 'Hi', html: "<IMG src='x.png' ALT=''>" }, []],
    ['an image without alt', { text: 'Hi', html: '<p><img src="x.png"></p>' }, ['an image without alt text: <img src="x.png">']],
  ])('%s', (_, message, problems) => {
    expect(mailAccessibilityProblems(message)).toEqual(problems);
  });

  it("is the mail queue's payload check: an e-mail without its text part cannot be enqueued", () => {
    const payload = JOBS[MAIL_QUEUE].payload;
    expect(payload.safeParse({ to: 'ada@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' }).success).toBe(true);
    expect(payload.safeParse({ to: 'ada@example.com', subject: 'Hi', text: '', html: '<p>Hello</p>' }).success).toBe(false);
    expect(payload.safeParse({ to: 'ada@example.com', subject: 'Hi', text: 'Hi', html: '<img src="x.png">' }).success).toBe(false);
  });
});
