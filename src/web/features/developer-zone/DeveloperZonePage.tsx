import { Button, Stack } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { DEVELOPER_ZONE_TEXTS as T } from '../../../contracts/developer-zone.messages.ts';
import { ManagePage } from '../manage/index.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { API_DOCS_PATH } from './api.ts';
import { ApiKeysPanel } from './ApiKeysPanel.tsx';
import { DeliveriesTable } from './DeliveriesTable.tsx';
import { DeveloperZoneGate } from './DeveloperZoneGate.tsx';
import { WebhooksTable } from './WebhooksTable.tsx';

/**
 * The developer zone's root page (content-management 2.8): the intro, 'See Documentation' (a new tab) and
 * 'Generate Webhook', then the webhooks, their logs and the API keys.
 */
export function DeveloperZonePage() {
  return (
    <DeveloperZoneGate>
      {(profile) => (
        <ManagePage
          title={T.title}
          description={T.intro}
          actions={
            <>
              <Button
                component="a"
                href={API_DOCS_PATH}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                rightSection={<IconExternalLink size={16} />}
                aria-label={T.seeDocumentationLabel}
              >
                {T.seeDocumentation}
              </Button>
              <ButtonLink to="/manage/$username/developer-zone/new" params={{ username: profile.username }} leftSection={<IconPlus size={16} />}>
                {T.generateWebhook}
              </ButtonLink>
            </>
          }
        >
          <Stack gap={48}>
            <WebhooksTable ownerId={profile.id} username={profile.username} />
            <DeliveriesTable ownerId={profile.id} />
            <ApiKeysPanel ownerId={profile.id} />
          </Stack>
        </ManagePage>
      )}
    </DeveloperZoneGate>
  );
}
