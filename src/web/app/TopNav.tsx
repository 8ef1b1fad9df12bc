import { Anchor, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, useState } from 'react';
import { NAV_TEXTS as T } from '../../contracts/site.messages.ts';
import { useSession } from '../features/accounts/api.ts';
import { LazyBoundary } from '../ui/LazyBoundary.tsx';
import { ButtonLink } from '../ui/links.tsx';
import { Logo } from '../ui/Logo.tsx';
import { HowItWorksMenu } from './HowItWorksMenu.tsx';
import { useIsMobile } from './responsive.ts';
import { SearchBox } from './SearchBox.tsx';

const MobileNavDrawer = lazy(() => import('./MobileNavDrawer.tsx'));
const SignedInControls = lazy(() => import('./SignedInControls.tsx'));

/** The bell's and the avatar's height: the signed-in controls' place while their code loads. */
const CONTROL_HEIGHT = 34;

export type TopNavVariant = 'homepage' | 'management' | 'mobile-management';

export const TOP_NAV_HEIGHT = 64;

/** The login link carries the current path (buyer-side 2.1). */
function useReturnPath(): string {
  return useLocation({ select: (l) => `${l.pathname}${l.searchStr}` });
}

function AuthButtons({ compact }: { compact: boolean }) {
  const size = compact ? 'xs' : 'sm';
  const returnPath = useReturnPath();
  const redirect = returnPath.startsWith('/auth') ? undefined : returnPath;
  return (
    <Group gap={compact ? 4 : 'xs'} wrap="nowrap">
      <ButtonLink to="/auth" search={{ redirect_to: redirect }} variant="subtle" color="dark" size={size}>
        {T.logIn}
      </ButtonLink>
      <ButtonLink to="/auth" search={{ mode: 'signup', redirect_to: redirect }} size={size} radius="xl">
        {T.signUp}
      </ButtonLink>
    </Group>
  );
}

/** The top navigation (buyer-side 2.1): homepage, management and mobile management variants. */
export function TopNav() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const { user } = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The mobile menu's code loads the first time the burger opens it, then stays mounted.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);
  const inManagement = pathname.startsWith('/manage/');
  const variant: TopNavVariant = inManagement ? (isMobile ? 'mobile-management' : 'management') : 'homepage';

  const openSidebar = () =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, openMobileNav: 'true' }),
      replace: true,
    } as never);

  return (
    <Box
      component="header"
      data-variant={variant}
      h={TOP_NAV_HEIGHT}
      px={{ base: 'sm', sm: 'lg' }}
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap" maw={inManagement ? undefined : 1280} mx="auto" gap="sm">
        <Group gap="xs" wrap="nowrap">
          {variant === 'mobile-management' ? (
            <Burger size="sm" aria-label={T.openNavigation} onClick={openSidebar} />
          ) : isMobile ? (
            <Burger size="sm" opened={drawerOpened} aria-label={T.openMenu} onClick={drawer.toggle} />
          ) : null}
          <Anchor component={Link} to="/" underline="never" aria-label={T.home}>
            <Logo size={isMobile ? 19 : 22} />
          </Anchor>
        </Group>

        {isMobile ? null : (
          <Group gap={4} wrap="nowrap" component="nav" aria-label={T.main}>
            <ButtonLink to="/" hash="explore" variant="subtle" color="dark" fw={500}>
              {T.explore}
            </ButtonLink>
            <ButtonLink to="/event/new" variant="subtle" color="dark" fw={500}>
              {T.createEvent}
            </ButtonLink>
            <HowItWorksMenu />
            <Box ml="xs">
              <SearchBox width={inManagement ? 200 : 240} />
            </Box>
          </Group>
        )}

        <Group gap="sm" wrap="nowrap">
          {user ? (
            <LazyBoundary fallback={<Box h={CONTROL_HEIGHT} w={CONTROL_HEIGHT * 2} />}>
              <SignedInControls user={user} compact={isMobile} />
            </LazyBoundary>
          ) : (
            <AuthButtons compact={isMobile} />
          )}
        </Group>
      </Group>

      {drawerUsed ? (
        <LazyBoundary fallback={null}>
          <MobileNavDrawer opened={drawerOpened} onClose={drawer.close} />
        </LazyBoundary>
      ) : null}
    </Box>
  );
}
