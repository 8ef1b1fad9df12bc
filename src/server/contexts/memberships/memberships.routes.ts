import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { MEMBERSHIPS_ENDPOINTS as E } from '../../../contracts/memberships.endpoints.ts';
import { MEMBERS_EXPORT } from '../../../contracts/memberships.messages.ts';
import type { AppDeps } from '../../app.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { serve } from '../../platform/http/serve.ts';
import type { ProfileRow } from '../accounts/index.ts';
import type { ProfileAccess } from '../../platform/access/profile-access.ts';
import { benefitView, createBenefit, deleteBenefit, listBenefits, setBenefitArchived, updateBenefit } from './benefits.service.ts';
import { createMember, deleteMember, updateMember } from './manual-members.service.ts';
import { listMembers, membersCsv, memberView } from './members.service.ts';
import { membershipSettings, saveMembershipSettings } from './membership-settings.service.ts';
import { createTier, deleteTier, listTiers, setTierArchived, tierView, updateTier } from './tiers.service.ts';

/**
 * The organizer's memberships area (content-management 2.2, 7): each endpoint declares the owner's gate (reads the
 * management gate, changes 'edit'; contracts/memberships.endpoints.ts) and its handler gets the owner's profile.
 */
export const membershipsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const ok = { ok: true as const };
  /** A change to the record `:id` of the gated owner (archive, restore, delete), answered { ok: true }. */
  const recordChange =
    (change: (owner: ProfileRow, id: string) => Promise<unknown>) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, _reply: unknown, { profile }: ProfileAccess) => {
      await change(profile, request.params.id);
      return ok;
    };

  await serve(app, E.tiers, async (_request, _reply, { profile }) => ({ data: await listTiers(db, profile) }));
  await serve(app, E.tier, async (request, _reply, { profile }) => tierView(db, profile, request.params.id));
  await serve(app, E.createTier, async (request, _reply, { profile }) => createTier(db, profile, request.body));
  await serve(app, E.updateTier, async (request, _reply, { profile }) => updateTier(db, profile, request.params.id, request.body));
  await serve(
    app,
    E.archiveTier,
    recordChange((profile, id) => setTierArchived(db, profile, id, true)),
  );
  await serve(
    app,
    E.restoreTier,
    recordChange((profile, id) => setTierArchived(db, profile, id, false)),
  );
  await serve(
    app,
    E.deleteTier,
    recordChange((profile, id) => deleteTier(db, profile, id)),
  );

  await serve(app, E.benefits, async (_request, _reply, { profile }) => ({ data: await listBenefits(db, profile) }));
  await serve(app, E.benefit, async (request, _reply, { profile }) => benefitView(db, profile, request.params.id));
  await serve(app, E.createBenefit, async (request, _reply, { profile }) => createBenefit(db, profile, request.body));
  await serve(app, E.updateBenefit, async (request, _reply, { profile }) => updateBenefit(db, profile, request.params.id, request.body));
  await serve(
    app,
    E.archiveBenefit,
    recordChange((profile, id) => setBenefitArchived(db, profile, id, true)),
  );
  await serve(
    app,
    E.restoreBenefit,
    recordChange((profile, id) => setBenefitArchived(db, profile, id, false)),
  );
  await serve(
    app,
    E.deleteBenefit,
    recordChange((profile, id) => deleteBenefit(db, profile, id)),
  );

  await serve(app, E.members, async (request, _reply, { profile }) => listMembers(db, profile, request.query));
  await serve(app, E.membersCsv, async (request, reply, { profile }) => {
    const csv = await membersCsv(db, profile, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`${MEMBERS_EXPORT.fileName}.csv`))
      .send(csv);
  });
  await serve(app, E.member, async (request, _reply, { profile }) => memberView(db, profile, request.params.id));
  await serve(app, E.createMember, async (request, _reply, { profile }) => createMember(db, profile, request.body));
  await serve(app, E.updateMember, async (request, _reply, { profile }) => updateMember(db, profile, request.params.id, request.body));
  await serve(
    app,
    E.deleteMember,
    recordChange((profile, id) => deleteMember(db, profile, id)),
  );

  await serve(app, E.settings, async (_request, _reply, { profile }) => membershipSettings(profile));
  await serve(app, E.saveSettings, async (request, _reply, { profile }) => saveMembershipSettings(db, profile, request.body));
};
