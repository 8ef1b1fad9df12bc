import { Box, Input, SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';

export type SegmentedFieldProps = SegmentedControlProps & {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  /** The field's own style in its row (the control keeps `style`). */
  wrapperStyle?: CSSProperties;
};

/**
 * A segmented choice with a field's label (and description, error) above it, lined up with the inputs beside it. The
 * label names the choice's radio group (Input.Wrapper's label is tied to no control of its own), so a screen reader
 * says 'Category, radio group' rather than an unnamed group.
 */
export function SegmentedField({ label, description, error, wrapperStyle, ...control }: SegmentedFieldProps) {
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} description={description} error={error} style={wrapperStyle}>
      <Box mt={6}>
        <SegmentedControl aria-labelledby={labelId} {...control} />
      </Box>
    </Input.Wrapper>
  );
}
