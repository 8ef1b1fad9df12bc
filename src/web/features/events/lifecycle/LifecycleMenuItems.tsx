import { Menu } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { EVENT_LIFECYCLE_MESSAGES as M } from '../../../../contracts/event-lifecycle.messages.ts';
import type { BusinessEventRow } from '../../../../contracts/events-management.ts';
import { notifyApiError, notifyChange } from '../../../app/notify.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { useEventLifecycle } from './lifecycle-api.ts';

// The dialog (its form and date helpers) loads when first opened.
const DuplicateEventModal = lazy(() => import('./DuplicateEventModal.tsx').then((m) => ({ default: m.DuplicateEventModal })));

/** The events table's lifecycle actions for admins of an event: Duplicate, Unpublish or Publish, Archive or Unarchive. */
export function LifecycleMenuItems({ row, onDuplicate, now = new Date() }: { row: BusinessEventRow; onDuplicate: () => void; now?: Date }) {
  const actions = useEventLifecycle(row.id);
  const past = row.endsAt !== null && new Date(row.endsAt) <= now;

  const unpublish = async () => {
    if (!(await confirmAction({ title: M.unpublishTitle, message: M.unpublishQuestion, confirmLabel: M.unpublish, danger: true }))) return;
    await notifyChange(actions.unpublish.mutateAsync(), (r) => (r.state === 'draft' ? M.backToDraft : M.unpublished), M.unpublishFailed);
  };
  // A publish refused by its checks says the first of them; the editor lists them all.
  const publish = () => notifyChange(actions.publish.mutateAsync(), M.published, (error) => notifyApiError(error, M.publishFailed));

  return (
    <>
      <Menu.Divider />
      <Menu.Item leftSection={<IconCopy size={16} />} onClick={onDuplicate}>
        {M.duplicate}
      </Menu.Item>
      {row.published ? (
        <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => void unpublish()}>
          {M.unpublish}
        </Menu.Item>
      ) : (
        <Menu.Item leftSection={<IconEye size={16} />} onClick={() => void publish()}>
          {M.publish}
        </Menu.Item>
      )}
      {row.archived ? (
        <Menu.Item
          leftSection={<IconArchiveOff size={16} />}
          onClick={() => void notifyChange(actions.unarchive.mutateAsync(), M.unarchived, M.archiveFailed)}
        >
          {M.unarchive}
        </Menu.Item>
      ) : past ? (
        <Menu.Item
          leftSection={<IconArchive size={16} />}
          onClick={() => void notifyChange(actions.archive.mutateAsync(), M.archived, M.archiveFailed)}
        >
          {M.archive}
        </Menu.Item>
      ) : null}
    </>
  );
}

/** The Duplicate dialog, outside the menu (whose items unmount when it closes). */
export function DuplicateEventDialog({ row, onClose }: { row: BusinessEventRow; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <DuplicateEventModal source={row} onClose={onClose} />
    </Suspense>
  );
}
