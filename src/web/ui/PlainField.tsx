import { Box, type BoxProps } from '@mantine/core';
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface PlainFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  w?: BoxProps['w'];
  /** Mantine's radius xl (a pill), instead of the theme's default. */
  round?: boolean;
  rightSection: ReactNode;
  /** The section lets clicks through to the field (an icon, not a button). */
  passiveSection?: boolean;
}

/**
 * A text field drawn as Mantine's Input at size sm with a right section (global.css, `.ovation-field`), without
 * Mantine's Input family (about 3 KB gzipped): the header's search and the closed category filter are in first loads of
 * pages that have no form.
 */
export function PlainField({ w, round, rightSection, passiveSection, ...input }: PlainFieldProps) {
  return (
    <Box className="ovation-field" w={w} data-round={round || undefined}>
      <input className="ovation-field-input" {...input} />
      <span className="ovation-field-section" style={passiveSection ? { pointerEvents: 'none' } : undefined}>
        {rightSection}
      </span>
    </Box>
  );
}
