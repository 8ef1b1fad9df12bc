import { Box } from '@mantine/core';
import { useCallback, useMemo, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { DESIGNER_TEXTS as T } from '../../../../contracts/seating-web.messages.ts';
import type { ChartDocument } from '../../../../contracts/seating.ts';
import { ObjectShape } from './ObjectShape.tsx';
import type { Viewport } from './useViewport.ts';
import { toWorld, type Point } from './viewport.ts';

/** From this zoom on, seats show their labels. */
const SEAT_LABEL_SCALE = 1.4;

type Drag = { kind: 'move'; id: string; start: Point; offset: Point } | { kind: 'pan'; last: Point };

export interface DesignerCanvasProps {
  svgRef: RefObject<SVGSVGElement | null>;
  viewport: Viewport;
  doc: ChartDocument;
  selectedId: string | null;
  /** Pan mode (the Pan tool, or Space held): a drag moves the view, even over objects. */
  panning: boolean;
  onSelect: (id: string | null) => void;
  onMove: (id: string, dx: number, dy: number) => void;
}

/**
 * The drawing: one SVG, the camera as a single transform of one group (panning and zooming touch no seat), one
 * element per seat (docs/decisions/seating.md, "Designer"). Dragging an object draws it offset until the pointer is
 * released, then the move is one edit of the document (one undo step).
 */
export function DesignerCanvas({ svgRef, viewport, doc, selectedId, panning, onSelect, onMove }: DesignerCanvasProps) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const { view } = viewport;
  // Read by the objects' pointer handler, which stays the same while the view moves (no object redraws on pan).
  const viewRef = useRef(view);
  viewRef.current = view;
  const colors = useMemo(() => new Map(doc.categories.map((c) => [c.key, c.color])), [doc.categories]);

  const screenPoint = (event: PointerEvent) => {
    const rect = svgRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const begin = useCallback(
    (event: PointerEvent, next: Drag) => {
      svgRef.current?.setPointerCapture(event.pointerId);
      dragRef.current = next;
      setDrag(next);
    },
    [svgRef],
  );

  const onObjectPointerDown = useCallback(
    (event: PointerEvent<SVGGElement>, id: string) => {
      if (panning || event.button !== 0) return;
      event.stopPropagation();
      onSelect(id);
      const rect = svgRef.current!.getBoundingClientRect();
      const start = toWorld(viewRef.current, { x: event.clientX - rect.left, y: event.clientY - rect.top });
      begin(event, { kind: 'move', id, start, offset: { x: 0, y: 0 } });
    },
    [panning, onSelect, svgRef, begin],
  );

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    // Empty space (or any place in pan mode): pan; a click on empty space also clears the selection.
    if (!panning) onSelect(null);
    begin(event, { kind: 'pan', last: screenPoint(event) });
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const current = dragRef.current;
    if (!current) return;
    const point = screenPoint(event);
    if (current.kind === 'pan') {
      viewport.pan({ x: point.x - current.last.x, y: point.y - current.last.y });
      dragRef.current = { kind: 'pan', last: point };
      return;
    }
    const world = toWorld(view, point);
    const next: Drag = { ...current, offset: { x: Math.round(world.x - current.start.x), y: Math.round(world.y - current.start.y) } };
    dragRef.current = next;
    setDrag(next);
  };

  const onPointerUp = () => {
    const current = dragRef.current;
    dragRef.current = null;
    setDrag(null);
    if (current?.kind === 'move' && (current.offset.x !== 0 || current.offset.y !== 0)) onMove(current.id, current.offset.x, current.offset.y);
  };

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
        onPointerCancel={onPointerUp}
      >
        <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
          {doc.objects.map((object) => (
            <ObjectShape
              key={object.id}
              object={object}
              colors={colors}
              selected={object.id === selectedId}
              offset={drag?.kind === 'move' && drag.id === object.id ? drag.offset : null}
              showSeatLabels={showSeatLabels}
              onPointerDown={onObjectPointerDown}
              onFocus={onSelect}
            />
          ))}
        </g>
      </svg>
      <Box id="designer-canvas-help" display="none">
        {T.canvasHelp}
      </Box>
    </Box>
  );
}
