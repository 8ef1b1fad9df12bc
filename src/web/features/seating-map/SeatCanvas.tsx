import { ActionIcon, Box, Group } from '@mantine/core';
import { IconMaximize, IconMinus, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ChartDocument, SeatPlace } from '../../../contracts/seating.ts';
import { SEAT_MAP_TEXTS as T } from '../../../contracts/seating-map.messages.ts';
import { drawMap, mapBounds, SEAT_RADIUS, type SeatBatch } from './draw-seats.ts';
import { hitArea } from './standing-areas.ts';
import { FIT_MARGIN, fitView, hitSeat, panBy, pinch, seatGrid, toWorld, zoomAt, type View } from './viewport.ts';

/** A pointer that moved less than this (CSS pixels) between down and up tapped a seat rather than panning. */
const TAP_SLOP = 8;

/**
 * The seat map on a canvas: drag or one finger pans, two fingers pinch-zoom, the wheel zooms at the pointer, the
 * buttons zoom and fit. The view lives in a ref and frames are drawn on requestAnimationFrame, so panning never
 * re-renders React. A tap on a seat calls `onSeat` with the seat and where it is on the page; a tap on a standing
 * area elsewhere calls `onArea`.
 */
export function SeatCanvas({
  document: doc,
  places,
  batches,
  description,
  height,
  onSeat,
  onArea,
}: {
  document: ChartDocument;
  places: readonly SeatPlace[];
  batches: readonly SeatBatch[];
  description: string;
  height: number | string;
  onSeat: (seat: SeatPlace, at: { x: number; y: number }) => void;
  /** A tap on a standing area (not on a seat): its key. */
  onArea: (areaKey: string) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const view = useRef<View | null>(null);
  const frame = useRef(0);
  const grid = useMemo(() => seatGrid(places, SEAT_RADIUS * 4), [places]);
  const bounds = useMemo(() => mapBounds(doc, places), [doc, places]);
  const latest = useRef({ doc, batches, onSeat, onArea, bounds });
  latest.current = { doc, batches, onSeat, onArea, bounds };

  // These read refs only, so they are made once and effects may list them.
  const redraw = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const canvas = canvasRef.current;
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx || !view.current) return;
      drawMap(ctx, latest.current.doc, latest.current.batches, view.current, window.devicePixelRatio || 1);
    });
  }, []);
  const setView = useCallback(
    (next: View) => {
      view.current = next;
      redraw();
    },
    [redraw],
  );
  const fit = useCallback(() => {
    const canvas = canvasRef.current;
    if (canvas) setView(fitView(latest.current.bounds, canvas.clientWidth, canvas.clientHeight, FIT_MARGIN));
  }, [setView]);
  const zoomCentre = (factor: number) => {
    const canvas = canvasRef.current;
    if (canvas && view.current) setView(zoomAt(view.current, factor, canvas.clientWidth / 2, canvas.clientHeight / 2));
  };

  // New seat states: one frame.
  useEffect(redraw, [redraw, batches, doc]);

  // Size the backing store to the element (and the screen's pixel ratio); the first size fits the chart.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const observer = new ResizeObserver(() => {
      const dpr = window.devicePixelRatio || 1;
      canvas.width = Math.round(canvas.clientWidth * dpr);
      canvas.height = Math.round(canvas.clientHeight * dpr);
      if (view.current) redraw();
      else fit();
    });
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [fit, redraw]);

  // Pointers: pan, pinch, tap. Wheel: zoom (a non-passive listener, to keep the page from scrolling).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const down = new Map<number, { x: number; y: number; startX: number; startY: number }>();
    let moved = false;
    const local = (e: PointerEvent | WheelEvent) => {
      const r = canvas.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const onDown = (e: PointerEvent) => {
      canvas.setPointerCapture(e.pointerId);
      const p = local(e);
      down.set(e.pointerId, { ...p, startX: p.x, startY: p.y });
      if (down.size === 1) moved = false;
      else moved = true;
    };
    const onMove = (e: PointerEvent) => {
      const prev = down.get(e.pointerId);
      if (!prev || !view.current) return;
      const p = local(e);
      if (down.size === 1) {
        if (Math.hypot(p.x - prev.startX, p.y - prev.startY) > TAP_SLOP) moved = true;
        if (moved) setView(panBy(view.current, p.x - prev.x, p.y - prev.y));
      } else if (down.size === 2) {
        const [a, b] = [...down.entries()];
        const other = a![0] === e.pointerId ? b![1] : a![1];
        setView(
          pinch(view.current, [
            { from: prev, to: p },
            { from: other, to: other },
          ]),
        );
      }
      down.set(e.pointerId, { ...prev, ...p });
    };
    const onUp = (e: PointerEvent) => {
      const prev = down.get(e.pointerId);
      down.delete(e.pointerId);
      if (!prev || moved || down.size || !view.current) return;
      const p = local(e);
      const w = toWorld(view.current, p.x, p.y);
      // A finger is wider than a seat far out: the touch area never shrinks below about 12 CSS pixels.
      const seat = hitSeat(grid, w.x, w.y, Math.max(SEAT_RADIUS * 1.2, 12 / view.current.scale));
      if (seat) return latest.current.onSeat(seat, { x: e.clientX, y: e.clientY });
      const area = hitArea(latest.current.doc, w.x, w.y);
      if (area) latest.current.onArea(area);
    };
    const onCancel = (e: PointerEvent) => {
      down.delete(e.pointerId);
      moved = true;
    };
    const onWheel = (e: WheelEvent) => {
      if (!view.current) return;
      e.preventDefault();
      const p = local(e);
      setView(zoomAt(view.current, Math.exp(-e.deltaY / 500), p.x, p.y));
    };
    canvas.addEventListener('pointerdown', onDown);
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerup', onUp);
    canvas.addEventListener('pointercancel', onCancel);
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      canvas.removeEventListener('pointerdown', onDown);
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointercancel', onCancel);
      canvas.removeEventListener('wheel', onWheel);
    };
  }, [grid, setView]);

  return (
    <Box pos="relative">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={description}
        data-testid="seat-canvas"
        style={{
          display: 'block',
          width: '100%',
          height,
          touchAction: 'none',
          cursor: 'pointer',
          background: 'var(--mantine-color-body)',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      />
      <Group gap={4} pos="absolute" bottom={8} right={8}>
        <ActionIcon variant="default" size="lg" aria-label={T.zoomIn} onClick={() => zoomCentre(1.5)}>
          <IconPlus size={18} />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={T.zoomOut} onClick={() => zoomCentre(1 / 1.5)}>
          <IconMinus size={18} />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={T.fit} onClick={fit}>
          <IconMaximize size={18} />
        </ActionIcon>
      </Group>
    </Box>
  );
}
