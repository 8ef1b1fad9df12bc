import UAParser from 'ua-parser-js';
import type { ANALYTICS_DEVICES } from '../../platform/db/schema/index.ts';

/**
 * Who is visiting, read from the request headers only: whether to record anything at all (bots, Do Not Track,
 * Global Privacy Control) and the browser, os and device of a session. Nothing here keeps the address or the
 * User-Agent itself.
 */

export type Device = (typeof ANALYTICS_DEVICES)[number];

/**
 * Crawlers, link previewers, monitors and automation. ua-parser-js 1.x names browsers, not bots (its bot detection
 * is in the AGPL 2.x), so the list is ours: the usual words and the big previewers. HeadlessChrome is separate, as
 * our own e2e suite drives it (ANALYTICS_COUNT_HEADLESS).
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|scrape|archiver|preview|facebookexternalhit|whatsapp|embedly|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python-requests|python-urllib|go-http-client|okhttp|axios\/|node-fetch|undici|java\/|libwww|httpclient|phantomjs|puppeteer|playwright|selenium|chrome-lighthouse/i;
const HEADLESS_PATTERN = /headless/i;

export interface VisitorHeaders {
  'user-agent'?: string;
  dnt?: string | string[];
  'sec-gpc'?: string | string[];
}

export interface VisitorOptions {
  /** Count headless browsers (our e2e suite): ANALYTICS_COUNT_HEADLESS. */
  countHeadless: boolean;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

/** Why nothing of this request is recorded, or null when it may be. */
export function dropReason(headers: VisitorHeaders, options: VisitorOptions): 'dnt' | 'gpc' | 'bot' | null {
  if (first(headers.dnt) === '1') return 'dnt';
  if (first(headers['sec-gpc']) === '1') return 'gpc';
  const agent = headers['user-agent']?.trim() ?? '';
  if (agent === '' || BOT_PATTERN.test(agent)) return 'bot';
  if (!options.countHeadless && HEADLESS_PATTERN.test(agent)) return 'bot';
  return null;
}

/** Browser, os and device of a User-Agent; 'Other' when unknown. */
export function describeAgent(agent: string): { browser: string; os: string; device: Device } {
  const result = new UAParser(agent).getResult();
  return { browser: result.browser.name ?? 'Other', os: result.os.name ?? 'Other', device: deviceOf(result.device.type) };
}

function deviceOf(type: string | undefined): Device {
  if (type === undefined) return 'desktop';
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  if (type === 'tablet') return 'tablet';
  return 'other';
}

/** The origin and path of an http(s) address, without query string or fragment; '' for anything else. */
export function originAndPath(address: string): string {
  if (address === '') return '';
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return `${url.origin}${url.pathname}`;
  } catch {
    return '';
  }
}

/** A path without query string or fragment (an action's path may carry a token in its query). */
export function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}
