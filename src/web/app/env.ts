/** What the server tells the page about itself (injected into index.html as window.__OVATION__). */
export type OvationEnvironment = 'production' | 'staging' | 'development' | 'preview' | 'test';

declare global {
  interface Window {
    __OVATION__?: { environment?: string };
  }
}

/** The server's environment; a page served without the injected script (the Vite dev server) is development. */
export function ovationEnvironment(): OvationEnvironment {
  const value = typeof window === 'undefined' ? undefined : window.__OVATION__?.environment;
  return (value as OvationEnvironment | undefined) ?? 'development';
}

export function isProduction(): boolean {
  return ovationEnvironment() === 'production';
}
