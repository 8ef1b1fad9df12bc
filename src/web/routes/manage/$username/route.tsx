import { Box, Drawer } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ManagementSidebar } from '../../../app/ManagementSidebar.tsx';
import { useIsMobile } from '../../../app/responsive.ts';
import { optionalFlag, searchParams } from '../../../app/search-params.ts';
import { MANAGE_TEXTS } from '../../../../contracts/manage.messages.ts';
import { useSession } from '../../../features/accounts/api.ts';
import { loadGated, requireSignedIn } from '../../../features/accounts/route-gates.ts';
import { ActingAsAdminSlot } from '../../../features/audit/index.ts';
import { manageContextQuery } from '../../../features/manage/api.ts';
import { Page404 } from '../../../ui/Page404.tsx';

export const Route = createFileRoute('/manage/$username')({
  validateSearch: searchParams({ openMobileNav: optionalFlag }),
  // The web gate mirrors the server's: signed out -> login and back; no access -> '/'; unknown -> 404.
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location.href),
  loader: ({ context, params, location }) => loadGated(context.queryClient.ensureQueryData(manageContextQuery(params.username)), location.href),
  component: ManageLayout,
  notFoundComponent: Page404,
});

const SIDEBAR_WIDTH = 268;

function ManageLayout() {
  const { username } = Route.useParams();
  const { openMobileNav, native } = Route.useSearch();
  const navigate = Route.useNavigate();
  const isMobile = useIsMobile();
  const { user } = useSession();
  const { profile } = useSuspenseQuery(manageContextQuery(username)).data;
  const showSidebar = native !== 'true' && user !== null;

  const closeDrawer = () => {
    if (openMobileNav) void navigate({ search: (prev) => ({ ...prev, openMobileNav: undefined }), replace: true });
  };

  return (
    <Box style={{ display: 'flex', flex: 1, alignItems: 'stretch' }}>
      {showSidebar && !isMobile ? (
        <Box
          component="aside"
          w={SIDEBAR_WIDTH}
          bg="gray.0"
          style={{
            flexShrink: 0,
            position: 'sticky',
            top: 'var(--ovation-header-height, 0px)',
            height: 'calc(100vh - var(--ovation-header-height, 0px))',
            borderRight: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <ManagementSidebar user={user} profile={profile} />
        </Box>
      ) : null}
      {showSidebar && isMobile ? (
        <Drawer
          opened={openMobileNav === 'true'}
          onClose={closeDrawer}
          size={300}
          padding={0}
          withCloseButton={false}
          zIndex={300}
          // On the dialog itself: the root is a role-less div, where axe refuses aria-label.
          attributes={{ content: { 'aria-label': MANAGE_TEXTS.navigationLabel } }}
          styles={{ body: { height: '100%' } }}
        >
          <ManagementSidebar user={user} profile={profile} />
        </Drawer>
      ) : null}
      <Box style={{ flex: 1, minWidth: 0 }} px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 'xl' }}>
        <ActingAsAdminSlot owner={profile} />
        <Outlet />
      </Box>
    </Box>
  );
}
