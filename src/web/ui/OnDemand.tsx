import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { LoadFailedBoundary } from './LazyBoundary.tsx';

/** Whether the page around has been shown once; outside an OnDemandPage, always. */
const PageShown = createContext(true);

/**
 * A page with parts loaded on demand (OnDemand): those it has at its first render keep the page's own loading state
 * (the Suspense above it) until their code is there, so the page appears whole and nothing moves when they arrive.
 */
export function OnDemandPage({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return <PageShown value={shown}>{children}</PageShown>;
}

/**
 * A part of a page that few visits show (an owner's controls, an alert), its code loaded only when it renders.
 * Present at the page's first render, it holds the page's loading state (OnDemandPage); appearing later, it shows
 * nothing until loaded rather than take the page back to its loading state. Should the download fail, nothing.
 */
export function OnDemand({ children }: { children: ReactNode }) {
  const pageShown = useContext(PageShown);
  // Fixed for the part's life: its children keep their place in the tree, and with it their state.
  const [withOwnSuspense] = useState(pageShown);
  return <LoadFailedBoundary fallback={null}>{withOwnSuspense ? <Suspense fallback={null}>{children}</Suspense> : children}</LoadFailedBoundary>;
}
