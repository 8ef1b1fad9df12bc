import { memo, useMemo, type PointerEvent } from 'react';
import type { ChartObject } from '../../../../contracts/seating.ts';
// The domain's seat carries its position `index` (the contract's has none): seats and gaps are picked by it.
import { layoutObject, type SeatPlace } from '../../../../domain/seating/index.ts';
import { SEAT_RADIUS, objectBounds } from './geometry.ts';
import { objectName } from './object-name.ts';
import { seatSpots, type SeatedObject } from './seat-overrides.ts';

/** Seats without a category: grey with a dashed ring, so they stand out next to the validation list. */
const NO_CATEGORY = '#adb5bd';
const SELECTION = '#1971c2';

export interface ObjectShapeProps {
  object: ChartObject;
  colors: ReadonlyMap<string, string>;
  selected: boolean;
  /**
   * Only for the one selected object: the seat position picked in it (null: none). Its gaps are then drawn hollow,
   * so that a click can pick them too.
   */
  seat?: number | null;
  /** While dragged: where it is drawn, in canvas units from its place in the document. */
  offset: { x: number; y: number } | null;
  /** Seat labels only when zoomed in enough to read them (they double the elements drawn). */
  showSeatLabels: boolean;
  onPointerDown: (event: PointerEvent<SVGGElement>, id: string) => void;
  onFocus: (id: string) => void;
  /** Enter on the focused object: select it alone, or with Shift add it to the selection or take it out. */
  onPick: (id: string, additive: boolean) => void;
}

function Seats({ seats, colors, showLabels }: { seats: SeatPlace[]; colors: ReadonlyMap<string, string>; showLabels: boolean }) {
  return seats.map((seat) => {
    const fill = (seat.categoryKey && colors.get(seat.categoryKey)) || NO_CATEGORY;
    return (
      <g key={seat.key + seat.x} data-seat-index={seat.index}>
        <circle cx={seat.x} cy={seat.y} r={SEAT_RADIUS} fill={fill} stroke={fill === NO_CATEGORY ? '#495057' : 'none'} strokeDasharray="2 2" />
        {showLabels ? (
          <text x={seat.x} y={seat.y} fontSize={7} textAnchor="middle" dominantBaseline="central" fill="#fff" pointerEvents="none">
            {seat.seat}
          </text>
        ) : null}
      </g>
    );
  });
}

function Body({
  object,
  seats,
  colors,
  showSeatLabels,
}: {
  object: ChartObject;
  seats: SeatPlace[];
  colors: ReadonlyMap<string, string>;
  showSeatLabels: boolean;
}) {
  switch (object.type) {
    case 'row': {
      const first = seats[0];
      return (
        <>
          {first ? (
            <text x={first.x - SEAT_RADIUS - 6} y={first.y} fontSize={11} fontWeight={600} textAnchor="end" dominantBaseline="central" fill="#343a40">
              {object.label}
            </text>
          ) : null}
          <Seats seats={seats} colors={colors} showLabels={showSeatLabels} />
        </>
      );
    }
    case 'table':
      return (
        <>
          <g transform={`rotate(${object.rotation} ${object.x} ${object.y})`}>
            {object.shape === 'round' ? (
              <circle cx={object.x} cy={object.y} r={object.width / 2} fill="#f1f3f5" stroke="#868e96" />
            ) : (
              <rect
                x={object.x - object.width / 2}
                y={object.y - object.height / 2}
                width={object.width}
                height={object.height}
                rx={4}
                fill="#f1f3f5"
                stroke="#868e96"
              />
            )}
          </g>
          <text x={object.x} y={object.y} fontSize={12} fontWeight={600} textAnchor="middle" dominantBaseline="central" fill="#343a40">
            {object.label}
          </text>
          <Seats seats={seats} colors={colors} showLabels={showSeatLabels} />
        </>
      );
    case 'area': {
      const color = (object.categoryKey && colors.get(object.categoryKey)) || NO_CATEGORY;
      const { x, y, width: w, height: h } = object;
      return (
        <g transform={`rotate(${object.rotation} ${x} ${y})`}>
          {object.shape === 'ellipse' ? (
            <ellipse cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} fill={color} fillOpacity={0.25} stroke={color} strokeWidth={2} />
          ) : (
            <rect x={x} y={y} width={w} height={h} rx={6} fill={color} fillOpacity={0.25} stroke={color} strokeWidth={2} />
          )}
          <text x={x + w / 2} y={y + h / 2} fontSize={14} fontWeight={600} textAnchor="middle" dominantBaseline="central" fill="#212529">
            {object.label} ({object.capacity})
          </text>
        </g>
      );
    }
    case 'shape': {
      const { x, y, width: w, height: h } = object;
      const stage = object.shape === 'stage';
      return (
        <g transform={`rotate(${object.rotation} ${x} ${y})`}>
          {object.shape === 'ellipse' ? (
            <ellipse cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} fill="#e9ecef" stroke="#868e96" />
          ) : (
            <rect x={x} y={y} width={w} height={h} rx={stage ? 2 : 6} fill={stage ? '#343a40' : '#e9ecef'} stroke="#868e96" />
          )}
          <text
            x={x + w / 2}
            y={y + h / 2}
            fontSize={16}
            fontWeight={600}
            textAnchor="middle"
            dominantBaseline="central"
            fill={stage ? '#fff' : '#343a40'}
          >
            {object.label}
          </text>
        </g>
      );
    }
    case 'text':
      return (
        <text
          x={object.x}
          y={object.y}
          fontSize={object.size}
          textAnchor="middle"
          fill="#343a40"
          transform={`rotate(${object.rotation} ${object.x} ${object.y})`}
        >
          {object.text}
        </text>
      );
  }
}

/** On the one selected row or table: its gaps drawn hollow (to be picked) and a ring around the picked seat. */
function SeatMarks({ object, seat }: { object: SeatedObject; seat: number | null }) {
  const spots = useMemo(() => seatSpots(object), [object]);
  const picked = seat === null ? undefined : spots[seat];
  return (
    <>
      {spots
        .filter((spot) => spot.gap)
        .map((spot) => (
          <circle
            key={spot.index}
            data-seat-index={spot.index}
            cx={spot.x}
            cy={spot.y}
            r={SEAT_RADIUS - 1}
            fill="#fff"
            stroke="#868e96"
            strokeDasharray="2 2"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      {picked ? (
        <circle
          cx={picked.x}
          cy={picked.y}
          r={SEAT_RADIUS + 3}
          fill="none"
          stroke={SELECTION}
          strokeWidth={2.5}
          vectorEffect="non-scaling-stroke"
          pointerEvents="none"
          data-testid="designer-picked-seat"
        />
      ) : null}
    </>
  );
}

/**
 * Areas and shapes turn about their top left corner (`x`, `y`), tables and texts about their centre, as the domain's
 * geometry places them (docs/decisions/seating.md), so the buyers' map will show the room as drawn here.
 *
 * One drawn object: a focusable group named for screen readers, its seats laid out by the domain. Memoized on the
 * object itself, so an edit or a drag draws again only the object that changed, whatever the size of the chart.
 */
export const ObjectShape = memo(function ObjectShape({
  object,
  colors,
  selected,
  seat,
  offset,
  showSeatLabels,
  onPointerDown,
  onFocus,
  onPick,
}: ObjectShapeProps) {
  const seats = useMemo(() => layoutObject(object), [object]);
  const box = selected ? objectBounds(object, seats) : null;
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={objectName(object, seats.length)}
      aria-pressed={selected}
      data-object-id={object.id}
      style={{ cursor: 'move', outline: 'none' }}
      transform={offset ? `translate(${offset.x} ${offset.y})` : undefined}
      onPointerDown={(event) => onPointerDown(event, object.id)}
      onFocus={() => onFocus(object.id)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onPick(object.id, event.shiftKey);
      }}
    >
      <Body object={object} seats={seats} colors={colors} showSeatLabels={showSeatLabels} />
      {seat !== undefined && (object.type === 'row' || object.type === 'table') ? <SeatMarks object={object} seat={seat} /> : null}
      {box ? (
        <rect
          x={box.minX - 4}
          y={box.minY - 4}
          width={box.maxX - box.minX + 8}
          height={box.maxY - box.minY + 8}
          fill="none"
          stroke={SELECTION}
          strokeWidth={2}
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
          pointerEvents="none"
        />
      ) : null}
    </g>
  );
});
