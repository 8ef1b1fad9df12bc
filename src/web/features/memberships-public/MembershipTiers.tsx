import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { MEMBERSHIP_PAGE_TEXTS as T, MEMBERSHIP_PATRON_TEXTS as P } from '../../../contracts/memberships.messages.ts';
import { lazyWhenOpened } from '../../ui/lazy-when-opened.tsx';
import { useSession } from '../accounts/index.ts';
import type { MembershipPageReply, TierPrice } from './api.ts';
import { heldFirst, resultModal, returnPath, type ResultSearch } from './membership-view.ts';
import { rememberPendingSubscribe, takePendingSubscribe, useMembershipForms } from './SubscribeForm.tsx';
import { TierCard } from './TierCard.tsx';

// Both modals load when they first open: 'added manually' on its button, the result when the address carries one.
const ManualMembershipModal = lazyWhenOpened(
  () => import('./ManualMembershipModal.tsx').then((m) => m.ManualMembershipModal),
  (props) => props.opened,
);
const useResultInAddress = (_: { member?: boolean }) => resultModal(useSearch({ strict: false }) as ResultSearch) !== null;
const MembershipResultModal = lazyWhenOpened(() => import('./MembershipResultModal.tsx').then((m) => m.MembershipResultModal), useResultInAddress);

/**
 * The hero, 'Choose your membership' and the tier cards with what their buttons do (content-management 2.3), and
 * the form posts' result modal: the membership page's body, also the profile's Membership tab.
 */
export function MembershipTiers({ page }: { page: MembershipPageReply }) {
  const { user, isPending: sessionPending } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const forms = useMembershipForms();
  const [manualOpen, setManualOpen] = useState(false);
  const here = (extra?: Record<string, string>) => returnPath({ pathname: location.pathname, search: location.searchStr }, extra);
  const ids = { owner_id: page.profile.id };

  const subscribe = (price: TierPrice) => {
    if (!price.subscribeUrl) return;
    if (!user) {
      // Sign in first, then come back and post (see usePendingSubscribe).
      rememberPendingSubscribe(price.id);
      void navigate({ to: '/auth', search: { redirect_to: here({ subscribe: price.id }) } });
      return;
    }
    forms.subscribe(price.subscribeUrl, here(), { ...ids, price_id: price.id, user_id: user.id });
  };

  usePendingSubscribe(page, sessionPending ? undefined : (user?.id ?? null), subscribe);

  return (
    <Stack gap="xl">
      <Stack gap={6} ta="center" maw={640} mx="auto">
        <Title order={2} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {page.title.trim() || T.ctaTitle}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {page.description.trim() || T.ctaText}
        </Text>
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="membership-heading">
        <Title order={2} fz="xl" id="membership-heading">
          {T.heading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {heldFirst(page.tiers).map((tier) => (
            <TierCard
              key={tier.id}
              tier={tier}
              busy={forms.posting}
              onSubscribe={subscribe}
              onManage={() => user && tier.subscription && forms.manage(tier.subscription.manageUrl, here(), { ...ids, user_id: user.id })}
              onManual={() => setManualOpen(true)}
            />
          ))}
        </SimpleGrid>
      </Stack>
      {forms.form}
      <ManualMembershipModal opened={manualOpen} contactEmail={page.profile.contactEmail} onClose={() => setManualOpen(false)} />
      <MembershipResultModal member={page.member} />
    </Stack>
  );
}

/**
 * Back from sign-in with subscribe=<price id>: once the session is known, posts that price's form when this tab
 * asked for it (and the viewer does not hold the tier by now), and drops the parameter either way.
 */
function usePendingSubscribe(page: MembershipPageReply, userId: string | null | undefined, subscribe: (price: TierPrice) => void) {
  const { subscribe: priceId } = useSearch({ strict: false }) as { subscribe?: string };
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!priceId || userId === undefined || done.current) return;
    done.current = true;
    const price = page.tiers.flatMap((t) => (t.subscription ? [] : t.prices)).find((p) => p.id === priceId);
    const asked = takePendingSubscribe(priceId);
    void navigate({ to: '.', search: (prev: object) => ({ ...prev, subscribe: undefined }), replace: true, resetScroll: false } as never);
    if (userId && asked && price) subscribe(price);
  }, [priceId, userId, page, navigate, subscribe]);
}

/** The tier cards' shape while the page loads. */
export function TiersSkeleton() {
  return (
    <Stack gap="xl" role="status" aria-busy="true" aria-label={P.loading}>
      <Stack gap={8} align="center">
        <Skeleton height={30} width="50%" />
        <Skeleton height={14} width="70%" />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <Skeleton height={320} radius="lg" />
        <Skeleton height={320} radius="lg" visibleFrom="sm" />
        <Skeleton height={320} radius="lg" visibleFrom="lg" />
      </SimpleGrid>
    </Stack>
  );
}
