import { Badge, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { REFERRAL_RULES } from '../../../../domain/referrals.ts';
import { REFERRAL_TEXTS as T } from '../../../../contracts/referrals.messages.ts';
import { searchParams } from '../../../app/search-params.ts';
import { useManagedProfile } from '../../../features/manage/api.ts';
import { ManagePage } from '../../../features/manage/ManagePage.tsx';
import { ReferralsTable } from '../../../features/referrals/ReferralsTable.tsx';
import { CopyLinkField } from '../../../ui/CopyLinkField.tsx';
import { listPageParam } from '../../../ui/list/list-params.ts';

/** Referral tracker (Beta, accounts-and-reporting 2.6): the link to share and the accounts it brought; ?page in the address. */
export const Route = createFileRoute('/manage/$username/referral-tracker')({
  validateSearch: searchParams({ page: listPageParam }),
  component: ReferralTrackerPage,
});

const LINK_COPIED_MS = 3_000;

function ReferralTrackerPage() {
  const { profile } = useManagedProfile();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const link = `${window.location.origin}/?${REFERRAL_RULES.queryParam}=${encodeURIComponent(profile.username)}`;
  return (
    <ManagePage
      title={
        <>
          {T.title}{' '}
          <Badge variant="light" size="sm" style={{ verticalAlign: 'middle' }}>
            {T.beta}
          </Badge>
        </>
      }
      description={T.description}
    >
      <Stack gap="lg">
        <CopyLinkField label={T.linkLabel} link={link} texts={T} copiedFor={LINK_COPIED_MS} checkWhenCopied />
        <ReferralsTable
          ownerId={profile.id}
          page={page ?? 1}
          onPage={(p) => void navigate({ search: (prev) => ({ ...prev, page: p }), replace: true })}
        />
      </Stack>
    </ManagePage>
  );
}
