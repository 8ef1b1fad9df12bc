import { Modal, Title, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The app's small dialogs: centered, rounded, the title an h2 in the header (a page's h1 stays its only one) and the
 * × named by `closeLabel` (the theme's default name otherwise).
 */
export function TitledModal({
  title,
  closeLabel,
  children,
  ...props
}: Pick<ModalProps, 'opened' | 'onClose' | 'size'> & { title: string; closeLabel?: string; children: ReactNode }) {
  return (
    <Modal
      {...props}
      centered
      radius="lg"
      {...(closeLabel && { closeButtonProps: { 'aria-label': closeLabel } })}
      title={
        <Title order={2} fz="lg" component="span">
          {title}
        </Title>
      }
    >
      {children}
    </Modal>
  );
}
