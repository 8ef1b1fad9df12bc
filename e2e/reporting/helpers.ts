import { expect, type APIRequestContext } from '@playwright/test';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Buys paid tickets through the API as the signed-in user of `request` (set-up for report pages): the order, the
 * buyer's details, the sandbox card, then completion, as the checkout pages do.
 */
export async function buyViaApi(request: APIRequestContext, eventId: string, tickets: Record<string, number>, buyer: Buyer): Promise<string> {
  const created = await ok<{ order: { id: string; items: { id: string }[] } }>(
    await request.post(`/api/v1/orders?event=${eventId}`, { data: { tickets } }),
  );
  const order = created.order;
  const confirmed = await ok<{ final: boolean; paymentRequest: { paymentId: string; clientSecret: string } | null }>(
    await request.post(`/api/v1/orders/${order.id}/confirm`, {
      data: {
        buyerAttributes: { ...buyer, emailConfirm: buyer.email },
        attendeesAttributes: order.items.map((item) => ({ itemId: item.id, firstName: buyer.firstName, lastName: buyer.lastName })),
      },
    }),
  );
  if (!confirmed.final) {
    const pay = confirmed.paymentRequest!;
    await ok(
      await request.post(`/api/v1/sandbox/payments/${pay.paymentId}/confirm`, {
        data: {
          clientSecret: pay.clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', zip: '10001' },
        },
      }),
    );
    await ok(await request.post(`/api/v1/orders/${order.id}/complete`));
  }
  return order.id;
}
