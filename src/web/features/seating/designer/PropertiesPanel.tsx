import { Button, Select, Slider, Stack, Switch, Text, Title } from '@mantine/core';
import { DESIGNER_PROPERTIES_TEXTS as T, DESIGNER_TOOL_TEXTS } from '../../../../contracts/seating-web.messages.ts';
import type { ChartObject, SeatCategory, SeatNumbering } from '../../../../contracts/seating.ts';
import { SEATING_LIMITS as L, type NumberingScheme } from '../../../../domain/seating/index.ts';
import { CategoryField, NumberField, TextField } from './fields.tsx';
import { SeatFields, type SeatActions } from './SeatFields.tsx';

/** Sets fields of the selected object; `field` names the undo step (typing in one field is one step). */
export type ObjectPatch = (patch: Partial<Record<string, unknown>>, field: string) => void;

const SIZE_MAX = 5_000;
const SCHEMES = Object.keys(T.schemes) as NumberingScheme[];

function Numbering({ numbering, onPatch }: { numbering: SeatNumbering; onPatch: ObjectPatch }) {
  const set = (next: Partial<SeatNumbering>, field: string) => onPatch({ numbering: { ...numbering, ...next } }, field);
  return (
    <>
      <Select
        size="xs"
        label={T.numbering}
        data={SCHEMES.map((s) => ({ value: s, label: T.schemes[s] }))}
        value={numbering.scheme}
        allowDeselect={false}
        onChange={(v) => v && set({ scheme: v as SeatNumbering['scheme'] }, 'scheme')}
      />
      <NumberField label={T.start} value={numbering.start} min={0} max={10_000} onChange={(start) => set({ start }, 'start')} />
      <Switch size="xs" label={T.reversed} checked={numbering.reversed} onChange={(e) => set({ reversed: e.currentTarget.checked }, 'reversed')} />
    </>
  );
}

function Rotation({ value, onPatch }: { value: number; onPatch: ObjectPatch }) {
  return <NumberField label={T.rotation} value={value} min={-360} max={360} onChange={(rotation) => onPatch({ rotation }, 'rotation')} />;
}

function Size({ width, height, onPatch }: { width: number; height: number; onPatch: ObjectPatch }) {
  return (
    <>
      <NumberField label={T.width} value={width} min={1} max={SIZE_MAX} onChange={(v) => onPatch({ width: v }, 'width')} />
      <NumberField label={T.height} value={height} min={1} max={SIZE_MAX} onChange={(v) => onPatch({ height: v }, 'height')} />
    </>
  );
}

/** An area's or a shape's outline: its kind, size and rotation. */
function Outline({
  kinds,
  object,
  onPatch,
}: {
  kinds: readonly ('stage' | 'rectangle' | 'ellipse')[];
  object: { shape: string; width: number; height: number; rotation: number };
  onPatch: ObjectPatch;
}) {
  return (
    <>
      <Select
        size="xs"
        label={T.shapeKind}
        data={kinds.map((k) => ({ value: k, label: T.shapes[k] }))}
        value={object.shape}
        allowDeselect={false}
        onChange={(shape) => shape && onPatch({ shape }, 'shape')}
      />
      <Size width={object.width} height={object.height} onPatch={onPatch} />
      <Rotation value={object.rotation} onPatch={onPatch} />
    </>
  );
}

function ObjectFields({
  object,
  categories,
  seat,
  seatActions,
  onPatch,
}: {
  object: ChartObject;
  categories: SeatCategory[];
  seat: number | null;
  seatActions: SeatActions;
  onPatch: ObjectPatch;
}) {
  const category = (value: string | null) => (
    <CategoryField categories={categories} value={value} onChange={(categoryKey) => onPatch({ categoryKey }, 'category')} />
  );
  switch (object.type) {
    case 'row':
    case 'table':
      return (
        <>
          <TextField label={T.section} value={object.section} max={L.label} onChange={(section) => onPatch({ section }, 'section')} />
          <TextField
            label={object.type === 'row' ? T.rowLabel : T.tableLabel}
            value={object.label}
            max={L.label}
            onChange={(label) => onPatch({ label }, 'label')}
          />
          {category(object.categoryKey)}
          <SeatFields object={object} seat={seat} categories={categories} actions={seatActions} />
          <NumberField
            label={T.seats}
            value={object.seats}
            min={1}
            max={object.type === 'row' ? L.seatsPerRow : L.seatsPerTable}
            onChange={(seats) => onPatch({ seats, overrides: object.overrides.filter((o) => o.index < seats) }, 'seats')}
          />
          {object.type === 'row' ? (
            <>
              <NumberField label={T.spacing} value={object.spacing} min={10} max={200} onChange={(spacing) => onPatch({ spacing }, 'spacing')} />
              <Stack gap={2}>
                <Text fz="xs" fw={500} id={`curve-${object.id}`}>
                  {T.curve}
                </Text>
                <Slider
                  size="sm"
                  min={-1}
                  max={1}
                  step={0.05}
                  value={object.curve}
                  label={(v) => v.toFixed(2)}
                  thumbProps={{ 'aria-labelledby': `curve-${object.id}` }}
                  onChange={(curve) => onPatch({ curve }, 'curve')}
                />
              </Stack>
            </>
          ) : (
            <Size width={object.width} height={object.height} onPatch={onPatch} />
          )}
          <Rotation value={object.rotation} onPatch={onPatch} />
          <Numbering numbering={object.numbering} onPatch={onPatch} />
        </>
      );
    case 'area':
      return (
        <>
          <TextField label={T.areaLabel} value={object.label} max={L.label} onChange={(label) => onPatch({ label }, 'label')} />
          {category(object.categoryKey)}
          <NumberField
            label={T.capacity}
            value={object.capacity}
            min={1}
            max={L.areaCapacity}
            onChange={(capacity) => onPatch({ capacity }, 'capacity')}
          />
          <Outline kinds={['rectangle', 'ellipse']} object={object} onPatch={onPatch} />
        </>
      );
    case 'shape':
      return (
        <>
          <TextField label={T.shapeLabel} value={object.label} max={L.text} onChange={(label) => onPatch({ label }, 'label')} />
          <Outline kinds={['stage', 'rectangle', 'ellipse']} object={object} onPatch={onPatch} />
        </>
      );
    case 'text':
      return (
        <>
          <TextField label={T.text} value={object.text} max={L.text} onChange={(text) => text && onPatch({ text }, 'text')} />
          <NumberField label={T.textSize} value={object.size} min={4} max={400} onChange={(size) => onPatch({ size }, 'size')} />
          <Rotation value={object.rotation} onPatch={onPatch} />
        </>
      );
  }
}

/** Several objects: how many, and one category for their rows, tables and areas (one undo step). */
function ManyFields({
  objects,
  categories,
  onCategory,
}: {
  objects: readonly ChartObject[];
  categories: SeatCategory[];
  onCategory: (key: string | null) => void;
}) {
  const keys = new Set(objects.flatMap((o) => ('categoryKey' in o ? [o.categoryKey] : [])));
  return (
    <>
      <Text fz="sm" fw={600}>
        {T.selectedCount(objects.length)}
      </Text>
      <Text fz="xs" c="dimmed">
        {T.manyHelp}
      </Text>
      {keys.size > 0 ? <CategoryField categories={categories} value={keys.size === 1 ? [...keys][0] : undefined} onChange={onCategory} /> : null}
    </>
  );
}

/** The selected objects' fields, as a labelled form; every change is an edit of the drawing (undoable). */
export function PropertiesPanel({
  objects,
  seat,
  categories,
  onPatch,
  seatActions,
  onCategory,
  onCopySection,
}: {
  objects: readonly ChartObject[];
  /** The seat position picked in the one selected row or table. */
  seat: number | null;
  categories: SeatCategory[];
  onPatch: ObjectPatch;
  seatActions: SeatActions;
  /** Sets the category of every selected object that has one. */
  onCategory: (key: string | null) => void;
  onCopySection: () => void;
}) {
  const object = objects.length === 1 ? objects[0]! : null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="designer-properties">
      <Title order={2} fz="sm" id="designer-properties">
        {T.title}
      </Title>
      {objects.length > 1 ? (
        <Stack component="form" gap={6} aria-labelledby="designer-properties" onSubmit={(e) => e.preventDefault()}>
          <ManyFields objects={objects} categories={categories} onCategory={onCategory} />
        </Stack>
      ) : object ? (
        <Stack component="form" gap={6} aria-labelledby="designer-properties" onSubmit={(e) => e.preventDefault()}>
          <ObjectFields key={object.id} object={object} categories={categories} seat={seat} seatActions={seatActions} onPatch={onPatch} />
          {object.type === 'row' || object.type === 'table' ? (
            <Button size="xs" variant="light" mt={4} onClick={onCopySection}>
              {DESIGNER_TOOL_TEXTS.copySection}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          {T.nothingSelected}
        </Text>
      )}
    </Stack>
  );
}
