import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBERSHIP_SUBSCRIPTIONS_ENDPOINTS as E } from '../../../contracts/membership-subscriptions.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { SandboxProvider } from '../../platform/payments/sandbox.ts';
import { membershipPage } from './membership-page.service.ts';
import { sameSitePath, signInPath } from './membership-paths.ts';
import { initializeSession } from './subscribe.service.ts';
import { cancelSubscription, changeCard, ownSubscription, resumeSubscription } from './subscription-changes.service.ts';
import { manageSession, sandboxSubscriptionView, subscriptionView } from './subscription-view.service.ts';
import { named } from '../../platform/http/named-plugin.ts';

/**
 * The patron's side of memberships (content-management 2.3, 7): the public page, the Subscribe and Manage form
 * posts (redirects), and the sandbox's subscription page: only the subscription's own patron sees or changes it.
 */
export const membershipSubscriptionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, payments } = deps;

  await serve(app, E.page, async (request, _reply, { user }) => membershipPage(db, user, request.query));

  // Browser form posts (urlencoded), parsed in this child context only; the origin check still applies to them.
  await app.register(
    named('membership forms', async (forms) => {
      forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      const signIn = (redirectTo: string | undefined) => signInPath(sameSitePath(redirectTo) ?? '/');

      await serve(forms, E.initializeSession, async (request, reply, { user }) => {
        const { redirect_to } = request.query;
        if (!user) return reply.redirect(signIn(redirect_to), 303);
        return reply.redirect(await initializeSession(deps, user, request.body, redirect_to), 303);
      });

      await serve(forms, E.manage, async (request, reply, { user }) => {
        const { redirect_to } = request.query;
        if (!user) return reply.redirect(signIn(redirect_to), 303);
        return reply.redirect(await manageSession(deps, user, request.body, redirect_to), 303);
      });
    }),
  );

  // The sandbox's pages do not exist while Stripe takes the payments: not registered then, so every caller gets 404
  // (as the sandbox's own routes answer) before the declared sign-in.
  if (!(payments instanceof SandboxProvider)) return;

  await serve(app, E.sandboxView, async (request, _reply, { user }) => sandboxSubscriptionView(deps, user, request.params.id));

  await serve(app, E.sandboxCancel, async (request, _reply, { user }) =>
    subscriptionView(deps, await cancelSubscription(deps, user, request.params.id)),
  );

  await serve(app, E.sandboxResume, async (request, _reply, { user }) =>
    subscriptionView(deps, await resumeSubscription(deps, user, request.params.id)),
  );

  await serve(app, E.sandboxCard, async (request, reply, { user }) => {
    await ownSubscription(db, user, request.params.id);
    const outcome = await changeCard(deps, payments, user, request.params.id, request.body.card);
    if (outcome.ok) return subscriptionView(deps, outcome.subscription);
    return reply.status(outcome.status).send({ ...outcome.error, requestId: String(request.id) });
  });
};
