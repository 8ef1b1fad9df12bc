import { memo, type MouseEvent } from 'react';
import type { ChartDocument, SeatPlace } from '../../../contracts/seating.ts';
import { BLOCK_REASON_LABELS, EVENT_SEATING_TEXTS as T } from '../../../contracts/event-seating.messages.ts';
import { seatDisplay, TABLE_SEAT_MARGIN } from '../../../domain/seating/index.ts';
import type { SeatState } from './seat-selection.ts';

const SEAT_R = 8;
const PAD = 24;
const TAKEN = '#adb5bd';

/** The drawing's bounds: every seat, table, area, shape and text, with room around. */
function viewBox(doc: ChartDocument, seats: readonly SeatPlace[]): string {
  const xs: number[] = [];
  const ys: number[] = [];
  const add = (x0: number, y0: number, x1 = x0, y1 = y0) => {
    xs.push(x0, x1);
    ys.push(y0, y1);
  };
  for (const s of seats) add(s.x - SEAT_R, s.y - SEAT_R, s.x + SEAT_R, s.y + SEAT_R);
  for (const o of doc.objects) {
    if (o.type === 'area' || o.type === 'shape') add(o.x, o.y, o.x + o.width, o.y + o.height);
    else if (o.type === 'table') add(o.x - o.width / 2, o.y - o.height / 2, o.x + o.width / 2, o.y + o.height / 2);
    else if (o.type === 'text') add(o.x, o.y - o.size);
  }
  if (!xs.length) return '0 0 100 100';
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return `${x0 - PAD} ${y0 - PAD} ${x1 - x0 + 2 * PAD} ${y1 - y0 + 2 * PAD}`;
}

/** Tables, standing areas, shapes and texts: what does not change while seats are picked. */
const Background = memo(function Background({ doc }: { doc: ChartDocument }) {
  const color = (key: string | null) => doc.categories.find((c) => c.key === key)?.color ?? TAKEN;
  return (
    <g aria-hidden="true">
      {doc.objects.map((o) => {
        if (o.type === 'table') {
          const props = { fill: '#f1f3f5', stroke: '#ced4da' };
          return o.shape === 'round' ? (
            <circle key={o.id} cx={o.x} cy={o.y} r={Math.max(4, o.width / 2 - TABLE_SEAT_MARGIN / 2)} {...props} />
          ) : (
            <rect
              key={o.id}
              x={o.x - o.width / 2}
              y={o.y - o.height / 2}
              width={o.width}
              height={o.height}
              rx={4}
              transform={`rotate(${o.rotation} ${o.x} ${o.y})`}
              {...props}
            />
          );
        }
        if (o.type === 'area' || o.type === 'shape') {
          const fill = o.type === 'area' ? color(o.categoryKey) : o.shape === 'stage' ? '#343a40' : '#e9ecef';
          const shape =
            o.shape === 'ellipse' ? (
              <ellipse
                cx={o.x + o.width / 2}
                cy={o.y + o.height / 2}
                rx={o.width / 2}
                ry={o.height / 2}
                fill={fill}
                fillOpacity={o.type === 'area' ? 0.25 : 1}
              />
            ) : (
              <rect x={o.x} y={o.y} width={o.width} height={o.height} rx={6} fill={fill} fillOpacity={o.type === 'area' ? 0.25 : 1} />
            );
          return (
            <g key={o.id} transform={`rotate(${o.rotation} ${o.x} ${o.y})`}>
              {shape}
              <text
                x={o.x + o.width / 2}
                y={o.y + o.height / 2}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize={14}
                fill={o.type === 'shape' && o.shape === 'stage' ? '#fff' : '#212529'}
              >
                {o.label}
              </text>
            </g>
          );
        }
        if (o.type === 'text')
          return (
            <text key={o.id} x={o.x} y={o.y} fontSize={o.size} fill="#495057" transform={`rotate(${o.rotation} ${o.x} ${o.y})`}>
              {o.text}
            </text>
          );
        return null;
      })}
    </g>
  );
});

function stateName(state: SeatState | undefined): string {
  if (!state || state.kind === 'free') return T.free;
  return state.kind === 'taken' ? T.taken : T.blockedAs(BLOCK_REASON_LABELS[state.reason]);
}

/** One seat; memoized so that picking a seat redraws that seat only, not the whole chart. */
const SeatMark = memo(function SeatMark({
  seat: s,
  color,
  state,
  selected,
}: {
  seat: SeatPlace;
  color: string;
  state: SeatState | undefined;
  selected: boolean;
}) {
  const blocked = state?.kind === 'blocked';
  return (
    <g data-seat={s.key} data-state={state?.kind ?? 'free'} data-selected={selected || undefined} style={{ cursor: 'pointer' }}>
      <title>{T.seatTitle(seatDisplay(s), stateName(state))}</title>
      <circle
        cx={s.x}
        cy={s.y}
        r={SEAT_R}
        fill={state?.kind === 'taken' ? TAKEN : blocked ? '#fff' : color}
        stroke={selected ? '#1c7ed6' : blocked ? color : '#fff'}
        strokeWidth={selected ? 4 : 2}
      />
      {blocked ? (
        <path d={`M${s.x - 4} ${s.y - 4}L${s.x + 4} ${s.y + 4}M${s.x + 4} ${s.y - 4}L${s.x - 4} ${s.y + 4}`} stroke="#495057" strokeWidth={2} />
      ) : null}
    </g>
  );
});

/**
 * The event's chart, read only, drawn with the domain's layout: each seat in its category's colour, held or sold
 * seats grey, blocked ones hollow with a cross, selected ones ringed. A click selects a seat, a shift-click a run
 * of its row (clickSeat); people who do not use a pointer pick seats in the list beside it.
 */
export function SeatChartDrawing({
  doc,
  seats,
  states,
  selected,
  onSeat,
}: {
  doc: ChartDocument;
  seats: readonly SeatPlace[];
  states: ReadonlyMap<string, SeatState>;
  selected: ReadonlySet<string>;
  onSeat: (key: string, shift: boolean) => void;
}) {
  const colors = new Map(doc.categories.map((c) => [c.key, c.color]));
  const click = (event: MouseEvent<SVGElement>) => {
    const key = (event.target as SVGElement).closest('[data-seat]')?.getAttribute('data-seat');
    if (key) onSeat(key, event.shiftKey);
  };
  return (
    <svg
      viewBox={viewBox(doc, seats)}
      role="img"
      aria-label={T.drawingLabel}
      onClick={click}
      style={{ width: '100%', maxHeight: 520, display: 'block', userSelect: 'none', touchAction: 'manipulation' }}
      data-testid="seat-drawing"
    >
      <Background doc={doc} />
      {seats.map((s) => (
        <SeatMark
          key={s.key}
          seat={s}
          color={(s.categoryKey && colors.get(s.categoryKey)) || TAKEN}
          state={states.get(s.key)}
          selected={selected.has(s.key)}
        />
      ))}
    </svg>
  );
}
