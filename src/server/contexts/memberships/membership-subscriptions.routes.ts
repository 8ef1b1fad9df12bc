import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBERSHIP_SUBSCRIPTIONS_ENDPOINTS as E } from '../../../contracts/membership-subscriptions.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { serve } from '../../platform/http/serve.ts';
import { sandboxOnly } from '../payments/payments.service.ts';
import { membershipPage } from './membership-page.service.ts';
import { sameSitePath, signInPath } from './membership-paths.ts';
import { initializeSession } from './subscribe.service.ts';
import { cancelSubscription, changeCard, ownSubscription, resumeSubscription } from './subscription-changes.service.ts';
import { manageSession, sandboxSubscriptionView, subscriptionView } from './subscription-view.service.ts';

/**
 * The patron's side of memberships (content-management 2.3, 7): the public page, the Subscribe and Manage form
 * posts (redirects), and the sandbox's subscription page: only the subscription's own patron sees or changes it.
 */
export const membershipSubscriptionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, payments } = deps;

  await serve(app, E.page, async (request) => membershipPage(db, request.user, request.query));

  // Browser form posts (urlencoded), parsed in this child context only; the origin check still applies to them.
  await app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const signIn = (redirectTo: string | undefined) => signInPath(sameSitePath(redirectTo) ?? '/');

    await serve(forms, E.initializeSession, async (request, reply) => {
      const { redirect_to } = request.query;
      if (!request.user) return reply.redirect(signIn(redirect_to), 303);
      return reply.redirect(await initializeSession(deps, request.user, request.body, redirect_to), 303);
    });

    await serve(forms, E.manage, async (request, reply) => {
      const { redirect_to } = request.query;
      if (!request.user) return reply.redirect(signIn(redirect_to), 303);
      return reply.redirect(await manageSession(deps, request.user, request.body, redirect_to), 303);
    });
  });

  await serve(app, E.sandboxView, async (request) => {
    sandboxOnly(payments);
    return sandboxSubscriptionView(deps, requireUser(request), request.params.id);
  });

  await serve(app, E.sandboxCancel, async (request) => {
    sandboxOnly(payments);
    return subscriptionView(deps, await cancelSubscription(deps, requireUser(request), request.params.id));
  });

  await serve(app, E.sandboxResume, async (request) => {
    sandboxOnly(payments);
    return subscriptionView(deps, await resumeSubscription(deps, requireUser(request), request.params.id));
  });

  await serve(app, E.sandboxCard, async (request, reply) => {
    const sandbox = sandboxOnly(payments);
    const user = requireUser(request);
    await ownSubscription(db, user, request.params.id);
    const outcome = await changeCard(deps, sandbox, user, request.params.id, request.body.card);
    if (outcome.ok) return subscriptionView(deps, outcome.subscription);
    return reply.status(outcome.status).send({ ...outcome.error, requestId: String(request.id) });
  });
};
