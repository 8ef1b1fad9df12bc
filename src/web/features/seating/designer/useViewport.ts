import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { fitView, panBy, revealBounds, toWorld, zoomAt, type Bounds, type Point, type View } from './viewport.ts';

const FIT_PADDING = 32;
const WHEEL_ZOOM = 1.0015;

/**
 * The canvas camera: its size follows the element, Ctrl/Cmd + wheel (and a trackpad's pinch) zooms at the pointer, a
 * plain wheel pans. The wheel listener is registered by hand: React's is passive and could not keep the page still.
 */
export function useViewport(ref: RefObject<SVGSVGElement | null>, bounds: () => Bounds | null) {
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const [size, setSize] = useState({ width: 0, height: 0 });
  const fitted = useRef(false);
  const sizeRef = useRef({ width: 0, height: 0 });
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;
  const viewRef = useRef(view);
  viewRef.current = view;

  useEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = { width: entry.contentRect.width, height: entry.contentRect.height };
      // A resized canvas (a turned phone, a narrower window) keeps the same point of the drawing in its middle.
      const previous = sizeRef.current;
      sizeRef.current = next;
      setSize(next);
      if (fitted.current) setView((v) => panBy(v, { x: (next.width - previous.width) / 2, y: (next.height - previous.height) / 2 }));
      // The first size known: show the whole drawing.
      if (!fitted.current && next.width > 0) {
        fitted.current = true;
        setView(fitView(boundsRef.current(), next, FIT_PADDING));
      }
    });
    observer.observe(svg);
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      const at = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      if (event.ctrlKey || event.metaKey) setView((v) => zoomAt(v, WHEEL_ZOOM ** -event.deltaY, at));
      else setView((v) => panBy(v, { x: -event.deltaX, y: -event.deltaY }));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      svg.removeEventListener('wheel', onWheel);
    };
  }, [ref]);

  const centre = useCallback((): Point => ({ x: size.width / 2, y: size.height / 2 }), [size]);
  return {
    view,
    size,
    /** The drawing's point in the middle of the screen; stable, so the tools do not redraw on every pan. */
    middle: useCallback((): Point => toWorld(viewRef.current, { x: sizeRef.current.width / 2, y: sizeRef.current.height / 2 }), []),
    pan: useCallback((delta: Point) => setView((v) => panBy(v, delta)), []),
    /** Sets the view from the latest one at once (a pinch moves two fingers between two frames). */
    change: useCallback((next: (view: View) => View | null) => {
      const view = next(viewRef.current);
      if (!view) return;
      viewRef.current = view;
      setView(view);
    }, []),
    zoomBy: useCallback((factor: number) => setView((v) => zoomAt(v, factor, centre())), [centre]),
    fit: useCallback(() => setView(fitView(boundsRef.current(), size, FIT_PADDING)), [size]),
    /** Brings `bounds` into sight if it is not (a new object placed below the drawing). */
    reveal: useCallback((bounds: Bounds) => setView((v) => revealBounds(v, size, bounds, FIT_PADDING)), [size]),
  };
}

export type Viewport = ReturnType<typeof useViewport>;
