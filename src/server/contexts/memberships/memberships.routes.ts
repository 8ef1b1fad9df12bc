import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { MEMBERSHIPS_ENDPOINTS as E } from '../../../contracts/memberships.endpoints.ts';
import { MEMBERS_EXPORT } from '../../../contracts/memberships.messages.ts';
import type { AppDeps } from '../../app.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { serve } from '../../platform/http/serve.ts';
import type { ProfileRow } from '../accounts/profiles.service.ts';
import { requireProfileAccess, type ProfileCapability } from '../../platform/access/profile-access.ts';
import { benefitView, createBenefit, deleteBenefit, listBenefits, setBenefitArchived, updateBenefit } from './benefits.service.ts';
import { createMember, deleteMember, updateMember } from './manual-members.service.ts';
import { listMembers, membersCsv, memberView } from './members.service.ts';
import { membershipSettings, saveMembershipSettings } from './membership-settings.service.ts';
import { createTier, deleteTier, listTiers, setTierArchived, tierView, updateTier } from './tiers.service.ts';

/** The organizer's memberships area (content-management 2.2, 7): reads need the management gate, changes 'edit'. */
export const membershipsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  /** 401 signed out, 404 unknown owner, 403 without access; answers the owner's profile. */
  const owner = async (request: FastifyRequest, ownerId: string, capability: ProfileCapability): Promise<ProfileRow> =>
    (await requireProfileAccess(db, request.user, ownerId, capability)).profile;
  const ok = { ok: true as const };
  /** A change to the record `:id` by an editor of `?ownerId` (archive, restore, delete), answered { ok: true }. */
  const recordChange =
    (change: (owner: ProfileRow, id: string) => Promise<unknown>) =>
    async (request: FastifyRequest<{ Params: { id: string }; Querystring: { ownerId: string } }>) => {
      await change(await owner(request, request.query.ownerId, 'edit'), request.params.id);
      return ok;
    };

  await serve(app, E.tiers, async (request) => ({ data: await listTiers(db, await owner(request, request.query.ownerId, 'view')) }));
  await serve(app, E.tier, async (request) => tierView(db, await owner(request, request.query.ownerId, 'view'), request.params.id));
  await serve(app, E.createTier, async (request) => createTier(db, await owner(request, request.body.ownerId, 'edit'), request.body));
  await serve(app, E.updateTier, async (request) =>
    updateTier(db, await owner(request, request.body.ownerId, 'edit'), request.params.id, request.body),
  );
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

  await serve(app, E.benefits, async (request) => ({ data: await listBenefits(db, await owner(request, request.query.ownerId, 'view')) }));
  await serve(app, E.benefit, async (request) => benefitView(db, await owner(request, request.query.ownerId, 'view'), request.params.id));
  await serve(app, E.createBenefit, async (request) => createBenefit(db, await owner(request, request.body.ownerId, 'edit'), request.body));
  await serve(app, E.updateBenefit, async (request) =>
    updateBenefit(db, await owner(request, request.body.ownerId, 'edit'), request.params.id, request.body),
  );
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

  await serve(app, E.members, async (request) => listMembers(db, await owner(request, request.query.ownerId, 'view'), request.query));
  await serve(app, E.membersCsv, async (request, reply) => {
    const csv = await membersCsv(db, await owner(request, request.query.ownerId, 'view'), request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`${MEMBERS_EXPORT.fileName}.csv`))
      .send(csv);
  });
  await serve(app, E.member, async (request) => memberView(db, await owner(request, request.query.ownerId, 'view'), request.params.id));
  await serve(app, E.createMember, async (request) => createMember(db, await owner(request, request.body.ownerId, 'edit'), request.body));
  await serve(app, E.updateMember, async (request) =>
    updateMember(db, await owner(request, request.body.ownerId, 'edit'), request.params.id, request.body),
  );
  await serve(
    app,
    E.deleteMember,
    recordChange((profile, id) => deleteMember(db, profile, id)),
  );

  await serve(app, E.settings, async (request) => membershipSettings(await owner(request, request.params.ownerId, 'view')));
  await serve(app, E.saveSettings, async (request) => saveMembershipSettings(db, await owner(request, request.params.ownerId, 'edit'), request.body));
};
