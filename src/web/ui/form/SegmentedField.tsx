import { Box, Input, SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

export type SegmentedFieldProps = SegmentedControlProps & {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  /** The field's own style in its row (the control keeps `style`). */
  wrapperStyle?: CSSProperties;
};

/** A segmented choice with a field's label (and description, error) above it, lined up with the inputs beside it. */
export function SegmentedField({ label, description, error, wrapperStyle, ...control }: SegmentedFieldProps) {
  return (
    <Input.Wrapper label={label} description={description} error={error} style={wrapperStyle}>
      <Box mt={6}>
        <SegmentedControl {...control} />
      </Box>
    </Input.Wrapper>
  );
}
