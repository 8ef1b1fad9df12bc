import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { formatFindings, type Finding } from './axe-report.ts';

export { expect };

/**
 * The journeys' `test`: every page a journey visits is audited by axe (WCAG 2.0-2.2 A and AA rules) at the viewport
 * it is shown at, and a serious or critical violation fails the test with a list (docs/decisions/accessibility.md).
 *
 * No spec calls it: the browser's action methods (a locator's click or fill, the keyboard, page.goto, a resize, a
 * close) first audit the page they act on when it shows an address or a width not yet audited in this test. That is
 * the moment a journey has already waited for what it expects on the page, so the audit sees the page settled, and
 * nothing runs concurrently with the journey's own steps. At the end, the pages still open get their last audit.
 * A page is audited once per test for each path and width: a form's later states on the same address are not.
 * And once per run for each route, width and shape (`runClaim`): a later journey that shows the same page made of the
 * same parts (another event's page, the same checkout step) skips the audit; one with other parts (a dialog, a seat
 * map, the owner's bar) is audited again.
 */

/** The rule sets the audit runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Violations of these impacts fail a test; moderate and minor ones are attached to its report. */
const FAILING = new Set(['serious', 'critical']);
/**
 * Rules switched off, each with its reason in docs/decisions/accessibility.md ("Exclusions"). Keep it empty unless a
 * rule cannot be right about a page of ours.
 */
export const EXCLUDED_RULES: string[] = [];
/** Elements left out of every audit, each with its reason in docs/decisions/accessibility.md ("Exclusions"). */
export const EXCLUDED_ELEMENTS: string[] = ['.leaflet-control-zoom-in'];

interface AuditState {
  baseURL: string;
  /** Skip a page whose route, width and shape another test of this run has audited (the `axeOncePerRun` option). */
  oncePerRun: boolean;
  /** Per page, the `path@width` keys audited in this test. */
  seen: Map<Page, Set<string>>;
  findings: Finding[];
}
let current: AuditState | null = null;

/**
 * The page's address as audited: its path (the query is a state of the same page) and the viewport's width. Only the
 * app's pages: not about:blank or a scratch page's content, nor the API's own pages (/api/docs is Swagger UI's).
 */
function auditKey(page: Page): string | null {
  if (!current || page.isClosed() || !page.url().startsWith(current.baseURL) || !javaScriptEnabled(page)) return null;
  const path = new URL(page.url()).pathname;
  if (path.startsWith('/api/')) return null;
  return `${path}@${page.viewportSize()?.width ?? 0}`;
}

/**
 * A context made with JavaScript off (the first-HTML journey) cannot run axe; its page is audited once the app runs.
 * Playwright keeps a context's options on a private field only.
 */
function javaScriptEnabled(page: Page): boolean {
  return (page.context() as unknown as { _options?: { javaScriptEnabled?: boolean } })._options?.javaScriptEnabled !== false;
}

/** What a page shows while its data or a lazy part is on the way. */
const LOADING = '.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"]';

/** No element is mid-way through a Mantine transition at opacity 0 (a popup, modal or toast entering or leaving). */
const CLOSING_POPUP_GONE = () =>
  ![...document.querySelectorAll<HTMLElement>('[style*="transition-property"]')].some((element) => element.style.opacity === '0');

/**
 * Waits until the page has loaded, shows no skeleton or loader (at most a few seconds: a page that polls may keep
 * one, and is audited as it is), has finished its transitions (a modal fading in, a tab's background: mid-way, axe
 * measures the contrast of colours no one reads) and has painted twice.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction((loading) => !document.querySelector(loading), LOADING, { timeout: 3000 }).catch(() => undefined);
  // A popup fading out after its choice (a menu item that navigates) stays mounted until its transition's timer ends,
  // after the CSS animation: axe, reading the page over several tasks, saw it lose its items half-way.
  await page.waitForFunction(CLOSING_POPUP_GONE, undefined, { timeout: 1000 }).catch(() => undefined);
  await page.evaluate(async () => {
    // A transition can start while the last one ends (a colour scheme switched by the page's effect sets every
    // element with a colour transition going): wait until two frames pass with none left, a few rounds at most.
    for (let round = 0; round < 5; round++) {
      const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      if (finite.length === 0) return;
    }
  });
}

/**
 * axe-core's source: the copy @axe-core/playwright runs. That wrapper injects it into every frame and configures it
 * again on each run (250-1000 ms an audit, measured); injected once per document and run in place, an audit takes
 * 100-250 ms (docs/decisions/accessibility.md, "Cost").
 */
const AXE_SOURCE = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; any: { message: string }[]; all: { message: string }[]; none: { message: string }[] }[];
}

/** Runs axe on the page as it is now and returns the serious and critical violations. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(EXCLUDED_RULES.map((rule) => [rule, { enabled: false }])),
    resultTypes: ['violations'],
    // Frames are not entered (axe would wait for each one to answer): the one framed page of ours, the calendar
    // embed, is a route of its own and audited there.
    iframes: false,
  };
  const results = await page.evaluate(
    ({ exclude, opts }) =>
      (window as unknown as { axe: { run(c: object, o: object): Promise<{ violations: AxeViolation[] }> } }).axe.run(
        { include: [document], exclude: exclude.map((selector) => [selector]) },
        opts,
      ),
    { exclude: EXCLUDED_ELEMENTS, opts: options },
  );
  const width = page.viewportSize()?.width ?? 0;
  return results.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => ({
      url: page.url(),
      width,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      reasons: v.nodes.map((n) => [...n.any, ...n.all, ...n.none].map((check) => check.message).join('; ')),
    }));
}

/** The folder where the run's workers claim what they audit: the run's own data folder (playwright.config.ts). */
const CLAIMS = path.join(process.env.E2E_DATA_DIR ?? fs.mkdtempSync('/tmp/ovation-axe-'), 'axe-audited');
/** A path segment that names one record: a uuid, a number, a token or a handle made with digits (`mae-mx2wl2gc10`). */
const ID_SEGMENT = /^(?:\d+|(?=.*\d)[\w-]{8,})$/;

/**
 * What the page is made of: its element names, roles, Mantine parts, test ids (ids in them left out) and the text
 * colours its elements set, so that two pages of one route that show the same components share a shape, and a
 * dialog, a map, another panel or a row in another colour (a checklist item done) makes another.
 */
const PAGE_SHAPE = () => {
  const parts = new Set<string>();
  for (const element of document.body.querySelectorAll('*')) {
    parts.add(element.localName);
    const role = element.getAttribute('role');
    if (role) parts.add(`role=${role}`);
    const testId = element.getAttribute('data-testid');
    if (testId) parts.add(`testid=${testId.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|\d+/gi, '#')}`);
    for (const name of element.classList) if (name.startsWith('mantine-')) parts.add(name);
    const color = element instanceof HTMLElement ? element.style.color : '';
    if (color) parts.add(`color=${color}`);
  }
  return [...parts].sort().join(' ');
};

/**
 * Claims the audit of the page's route (ids replaced), width and shape for this run: true for the first test of any
 * worker to claim it (an exclusive file creation), false afterwards. Journeys revisit the same pages over and over
 * (every buyer's checkout, every organizer's event page); auditing each once keeps the audit's share of the suite's
 * CPU down while every page and every state that shows other parts is still audited.
 */
async function runClaim(page: Page): Promise<boolean> {
  const route = new URL(page.url()).pathname
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  const key = `${route}@${page.viewportSize()?.width ?? 0} ${await page.evaluate(PAGE_SHAPE)}`;
  fs.mkdirSync(CLAIMS, { recursive: true });
  try {
    fs.closeSync(fs.openSync(path.join(CLAIMS, createHash('sha256').update(key).digest('hex')), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Audits `page` unless this test has already audited its path at its width. The address is read again once the page
 * has settled: a page that sent the browser elsewhere (a visitor to the sign-in page) is audited where it landed.
 */
export async function auditIfNew(page: Page): Promise<void> {
  const state = current;
  const before = auditKey(page);
  if (!before || !state) return;
  const seen = state.seen.get(page) ?? new Set<string>();
  state.seen.set(page, seen);
  if (seen.has(before)) return;
  await settle(page);
  const key = auditKey(page);
  seen.add(before);
  if (!key || (key !== before && seen.has(key))) return;
  seen.add(key);
  if (state.oncePerRun && !(await runClaim(page))) return;
  state.findings.push(...(await axeFindings(page)));
}

type Method = (this: never, ...args: unknown[]) => Promise<unknown>;

/** Wraps the named methods of a prototype so that each audits the page it acts on first. */
function auditBefore(proto: object, names: string[], pageOf: (self: never) => Page | Page[]) {
  for (const name of names) {
    const original = (proto as Record<string, Method>)[name];
    if (typeof original !== 'function' || (original as { audited?: true }).audited) continue;
    const wrapped = async function (this: never, ...args: unknown[]) {
      const pages = pageOf(this);
      for (const page of Array.isArray(pages) ? pages : [pages]) await auditIfNew(page);
      return original.apply(this, args);
    };
    Object.assign(wrapped, { audited: true });
    (proto as Record<string, Method>)[name] = wrapped;
  }
}

const LOCATOR_ACTIONS = ['click', 'dblclick', 'tap', 'fill', 'clear', 'press', 'pressSequentially', 'type', 'check', 'uncheck', 'setChecked'];
const MORE_LOCATOR_ACTIONS = ['selectOption', 'setInputFiles', 'dragTo', 'hover', 'focus', 'dispatchEvent', 'selectText'];
const PAGE_ACTIONS = ['goto', 'reload', 'goBack', 'goForward', 'close', 'setViewportSize', 'click', 'fill', 'press', 'check', 'selectOption'];

/** Once per worker: the prototypes of Page, Locator, Keyboard and BrowserContext audit before their actions. */
async function installAuditHooks(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  auditBefore(Object.getPrototypeOf(page.locator('body')), [...LOCATOR_ACTIONS, ...MORE_LOCATOR_ACTIONS], (l: { page(): Page }) => l.page());
  auditBefore(Object.getPrototypeOf(page), PAGE_ACTIONS, (p: Page) => p);
  auditBefore(Object.getPrototypeOf(page.keyboard), ['press', 'type', 'insertText'], (k: { _page: Page }) => k._page);
  auditBefore(Object.getPrototypeOf(context), ['close'], (c: BrowserContext) => c.pages());
  await context.close();
}

export const test = base.extend<{ axeAudit: void; axeOncePerRun: boolean }, { axeHooks: void }>({
  // A spec that checks the audit itself (axe-fixture.spec.ts) turns it off: its page must be audited in that test.
  axeOncePerRun: [true, { option: true }],
  axeHooks: [
    async ({ browser }, use) => {
      await installAuditHooks(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  axeAudit: [
    async ({ page, baseURL, axeHooks, axeOncePerRun }, use, testInfo) => {
      void axeHooks;
      // E2E_AXE=off runs the journeys without audits: only to measure what the audits cost.
      if (process.env.E2E_AXE === 'off') return use();
      const state: AuditState = { baseURL: baseURL ?? '', oncePerRun: axeOncePerRun, seen: new Map([[page, new Set()]]), findings: [] };
      current = state;
      try {
        await use();
        // The pages still open show the journey's last state (a failed journey's pages are left as they are).
        if (testInfo.status === 'passed') for (const open of state.seen.keys()) await auditIfNew(open);
      } finally {
        current = null;
      }
      if (state.findings.length === 0) return;
      await testInfo.attach('axe-violations.json', { body: JSON.stringify(state.findings, null, 2), contentType: 'application/json' });
      throw new Error(formatFindings(state.findings));
    },
    { auto: true },
  ],
});
