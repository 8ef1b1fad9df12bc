import { ENVIRONMENT_META } from '../../contracts/site.messages.ts';

/** What the server tells the page about itself (a meta tag it adds to index.html; no inline script under the CSP). */
export type OvationEnvironment = 'production' | 'staging' | 'development' | 'preview' | 'test';

/** The server's environment; a page served without the tag (the Vite dev server) is development. */
export function ovationEnvironment(): OvationEnvironment {
  const value = typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>(`meta[name="${ENVIRONMENT_META}"]`)?.content;
  return (value as OvationEnvironment | undefined) || 'development';
}

export function isProduction(): boolean {
  return ovationEnvironment() === 'production';
}
