import { describe, expect, it } from 'vitest';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { headers } from '../../testing/events.ts';
import { paidEvent } from './checkout.fixtures.ts';

// Limits at their real size (RATE_LIMIT_SCALE 1); 127.0.0.1 (app.inject) is the trusted proxy naming each client.
const t = useTestApp({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: '127.0.0.1' });

describe('secret and promo code guessing', () => {
  it('answers 429 after 10 code checks a minute from one client, and leaves other clients alone', async () => {
    const owner = await signUpUser(t.app);
    const { id } = await paidEvent(t, owner, {
      tickets: [
        { name: 'Public', price: 1000, quantity: 10 },
        { name: 'Backstage', price: 5000, quantity: 10, visibilityScope: 'secret', code: 'vip2', quantityPerCode: 2 },
      ],
    });
    const guess = (code: string, ip: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/tickets/validate_code?eventId=${id}&promoCode=${code}`, headers: { 'x-forwarded-for': ip } });
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await guess(`GUESS${i}`, '10.1.1.1')).statusCode);
    expect(codes.slice(0, 10).every((c) => c !== 429)).toBe(true);
    expect(codes[10]).toBe(429);
    // Even the right code is refused to that client until the window ends: guessing costs time, not just tries.
    const right = await guess('vip2', '10.1.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    expect((await guess('vip2', '10.1.1.2')).json().tickets).toHaveLength(1);
  });

  it('counts a signed-in person by account, whatever address they come from', async () => {
    const owner = await signUpUser(t.app);
    const guesser = await signUpUser(t.app);
    const { id } = await paidEvent(t, owner);
    const guess = (i: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/tickets/validate_code?eventId=${id}&promoCode=G${i}`,
        headers: { ...headers(guesser), 'x-forwarded-for': `10.2.0.${i}` },
      });
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await guess(i)).statusCode);
    expect(codes[10]).toBe(429);
  });
});
