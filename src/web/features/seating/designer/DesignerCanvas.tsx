import { Box } from '@mantine/core';
import { useCallback, useMemo, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { DESIGNER_TEXTS as T } from '../../../../contracts/seating-web.messages.ts';
import type { ChartDocument } from '../../../../contracts/seating.ts';
import { TouchPoints } from '../../../ui/gestures.ts';
import { ObjectShape } from './ObjectShape.tsx';
import { NO_SELECTION, clickSelection, inRect, marqueeSelection, only, withSeat, type Selection } from './selection.ts';
import type { Viewport } from './useViewport.ts';
import { ZOOM_LIMITS, toWorld, type Point } from './viewport.ts';

/** From this zoom on, seats show their labels. */
const SEAT_LABEL_SCALE = 1.4;
const SELECTION = '#1971c2';
/** A finger that moved less than this (CSS pixels) tapped rather than panned (the buyers' map's slop). */
const TAP_SLOP = 8;

/** What a release without a move means: the object (and seat) under the pointer becomes the selection. */
type Click = { id: string; seat: number | null } | null;
type Drag =
  | { kind: 'move'; ids: readonly string[]; start: Point; offset: Point; click: Click }
  /** `tap`: a finger on empty space, which lets go of the selection if it does not move (a click's job). */
  | { kind: 'pan'; last: Point; from?: Point; tap?: boolean }
  | { kind: 'marquee'; start: Point; end: Point; additive: boolean }
  | { kind: 'pinch' };

export interface DesignerCanvasProps {
  svgRef: RefObject<SVGSVGElement | null>;
  viewport: Viewport;
  doc: ChartDocument;
  selection: Selection;
  /** Pan mode (the Pan tool, or Space held): a drag moves the view, even over objects. */
  panning: boolean;
  onSelection: (selection: Selection) => void;
  onMove: (ids: readonly string[], dx: number, dy: number) => void;
}

/** The seat position under the pointer, if it went down on a seat (or a drawn gap) of an object. */
function seatAt(event: PointerEvent): number | null {
  const seat = event.target instanceof Element ? event.target.closest('[data-seat-index]') : null;
  return seat ? Number(seat.getAttribute('data-seat-index')) : null;
}

/** Synthetic or already lifted pointers cannot be captured; the drag then follows the pointer while it is over us. */
function capture(element: Element | null, pointerId: number) {
  try {
    element?.setPointerCapture(pointerId);
  } catch {
    // Nothing to do: see above.
  }
}

/**
 * The drawing: one SVG, the camera as a single transform of one group (panning and zooming touch no seat), one
 * element per seat (docs/decisions/seating.md, "Designer"). Dragging selected objects draws them offset until the
 * pointer is released, then the move is one edit of the document (one undo step). A mouse drag from empty space
 * draws a selection frame; one finger pans, two fingers pinch-zoom and pan (`ui/gestures.ts`, as the buyers' map).
 */
export function DesignerCanvas({ svgRef, viewport, doc, selection, panning, onSelection, onMove }: DesignerCanvasProps) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const touches = useRef(new TouchPoints());
  // Set while a pointer is down on an object: the focus that follows a click must not change the selection.
  const pressing = useRef(false);
  const { view } = viewport;
  // Read by the objects' handlers, which stay the same while the view moves (no object redraws on pan).
  const latest = useRef({ view, selection, panning });
  latest.current = { view, selection, panning };
  const colors = useMemo(() => new Map(doc.categories.map((c) => [c.key, c.color])), [doc.categories]);

  const local = useCallback(
    (event: PointerEvent): Point => {
      const rect = svgRef.current!.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    },
    [svgRef],
  );
  const begin = useCallback(
    (event: PointerEvent, next: Drag | null) => {
      capture(svgRef.current, event.pointerId);
      dragRef.current = next;
      setDrag(next);
    },
    [svgRef],
  );
  /** Touch points are counted on the whole drawing; a second finger turns any drag into a pinch. */
  const touchDown = useCallback(
    (event: PointerEvent): boolean => {
      if (event.pointerType !== 'touch') return false;
      touches.current.down(event.pointerId, local(event));
      if (touches.current.size < 2) return false;
      begin(event, { kind: 'pinch' });
      return true;
    },
    [local, begin],
  );

  const onObjectPointerDown = useCallback(
    (event: PointerEvent<SVGGElement>, id: string) => {
      const { selection: current, panning: pan, view: v } = latest.current;
      if (pan || event.button !== 0) return;
      event.stopPropagation();
      pressing.current = true;
      if (touchDown(event)) return;
      const start = toWorld(v, local(event));
      const seat = seatAt(event);
      if (event.shiftKey) {
        const next = clickSelection(current, id, true);
        onSelection(next);
        begin(event, next.ids.includes(id) ? { kind: 'move', ids: next.ids, start, offset: { x: 0, y: 0 }, click: null } : null);
        return;
      }
      // A selected object keeps the selection (a drag moves all of it); a click without a move then picks it
      // alone, or the seat under the pointer when it is the one selected object.
      if (current.ids.includes(id)) {
        begin(event, { kind: 'move', ids: current.ids, start, offset: { x: 0, y: 0 }, click: { id, seat } });
        return;
      }
      onSelection(only(id));
      begin(event, { kind: 'move', ids: [id], start, offset: { x: 0, y: 0 }, click: null });
    },
    [onSelection, local, begin, touchDown],
  );
  // Tab selects the object it reaches, unless several are selected: then it moves through the drawing and Enter or
  // Shift+Enter change the selection (a keyboard user's shift-click).
  const onObjectFocus = useCallback(
    (id: string) => {
      const { ids } = latest.current.selection;
      if (pressing.current || ids.includes(id) || ids.length > 1) return;
      onSelection(only(id));
    },
    [onSelection],
  );
  const onObjectPick = useCallback(
    (id: string, additive: boolean) => onSelection(clickSelection(latest.current.selection, id, additive)),
    [onSelection],
  );

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    // The middle button pans anywhere, as in most drawing tools (and keeps the browser from autoscrolling).
    if (event.button === 1) {
      event.preventDefault();
      begin(event, { kind: 'pan', last: local(event) });
      return;
    }
    if (event.button !== 0 || touchDown(event)) return;
    const point = local(event);
    // Empty space: a mouse or pen draws a selection frame, a finger pans (as on any map); Pan mode always pans.
    if (panning || event.pointerType === 'touch') begin(event, { kind: 'pan', last: point, from: point, tap: !panning });
    else {
      const start = toWorld(view, point);
      begin(event, { kind: 'marquee', start, end: start, additive: event.shiftKey });
    }
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const current = dragRef.current;
    if (!current) return;
    const point = local(event);
    if (current.kind === 'pinch') {
      if (event.pointerType === 'touch') viewport.change((v) => touches.current.move(event.pointerId, point, v, ZOOM_LIMITS));
      return;
    }
    if (current.kind === 'pan') {
      viewport.pan({ x: point.x - current.last.x, y: point.y - current.last.y });
      dragRef.current = { ...current, last: point };
      return;
    }
    const world = toWorld(view, point);
    const next: Drag =
      current.kind === 'marquee'
        ? { ...current, end: world }
        : { ...current, offset: { x: Math.round(world.x - current.start.x), y: Math.round(world.y - current.start.y) } };
    dragRef.current = next;
    setDrag(next);
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'touch') touches.current.up(event.pointerId);
    pressing.current = false;
    const current = dragRef.current;
    dragRef.current = null;
    setDrag(null);
    if (current?.kind === 'marquee') {
      const rect = {
        minX: Math.min(current.start.x, current.end.x),
        minY: Math.min(current.start.y, current.end.y),
        maxX: Math.max(current.start.x, current.end.x),
        maxY: Math.max(current.start.y, current.end.y),
      };
      onSelection(marqueeSelection(selection, inRect(doc, rect), current.additive));
    } else if (current?.kind === 'pan' && current.tap && current.from) {
      if (Math.hypot(current.last.x - current.from.x, current.last.y - current.from.y) < TAP_SLOP) onSelection(NO_SELECTION);
    } else if (current?.kind === 'move') {
      if (current.offset.x !== 0 || current.offset.y !== 0) onMove(current.ids, current.offset.x, current.offset.y);
      else if (current.click && selection.ids.length > 1) onSelection(only(current.click.id));
      else if (current.click) onSelection(withSeat(selection, current.click.seat));
    }
  };
  const onPointerCancel = (event: PointerEvent<SVGSVGElement>) => {
    touches.current.up(event.pointerId);
    pressing.current = false;
    dragRef.current = null;
    setDrag(null);
  };

  const moving = drag?.kind === 'move' ? new Set(drag.ids) : null;
  const chosen = new Set(selection.ids);
  const sole = selection.ids.length === 1 ? selection.ids[0] : null;
  const showSeatLabels = view.scale >= SEAT_LABEL_SCALE;
  return (
    <Box
      pos="relative"
      h="100%"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden', background: '#fcfcfd' }}
    >
      <svg
        ref={svgRef}
        role="group"
        aria-label={T.canvasLabel}
        aria-describedby="designer-canvas-help"
        width="100%"
        height="100%"
        style={{ display: 'block', touchAction: 'none', cursor: panning || drag?.kind === 'pan' ? 'grab' : 'default', userSelect: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
          {doc.objects.map((object) => (
            <ObjectShape
              key={object.id}
              object={object}
              colors={colors}
              selected={chosen.has(object.id)}
              seat={object.id === sole ? selection.seat : undefined}
              offset={drag?.kind === 'move' && moving?.has(object.id) ? drag.offset : null}
              showSeatLabels={showSeatLabels}
              onPointerDown={onObjectPointerDown}
              onFocus={onObjectFocus}
              onPick={onObjectPick}
            />
          ))}
          {drag?.kind === 'marquee' ? (
            <rect
              data-testid="designer-marquee"
              x={Math.min(drag.start.x, drag.end.x)}
              y={Math.min(drag.start.y, drag.end.y)}
              width={Math.abs(drag.end.x - drag.start.x)}
              height={Math.abs(drag.end.y - drag.start.y)}
              fill={SELECTION}
              fillOpacity={0.08}
              stroke={SELECTION}
              strokeDasharray="4 3"
              vectorEffect="non-scaling-stroke"
              pointerEvents="none"
            />
          ) : null}
        </g>
      </svg>
      <Box id="designer-canvas-help" display="none">
        {T.canvasHelp}
      </Box>
    </Box>
  );
}
