import { SegmentedField } from '../../ui/form/SegmentedField.tsx';

const UNLIMITED = 'unlimited';
const LIMITED = 'limited';

/** Unlimited or Limited (a tier's capacity, a benefit's uses); the limit's own inputs go beside it when Limited. */
export function LimitChoice({
  label,
  texts,
  limited,
  onChange,
}: {
  label: string;
  texts: { unlimited: string; limited: string };
  limited: boolean;
  onChange: (limited: boolean) => void;
}) {
  return (
    <SegmentedField
      label={label}
      data={[
        { value: UNLIMITED, label: texts.unlimited },
        { value: LIMITED, label: texts.limited },
      ]}
      value={limited ? LIMITED : UNLIMITED}
      onChange={(v) => onChange(v === LIMITED)}
    />
  );
}
