import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * How much JavaScript a first visit downloads, gzipped (the server may not compress; this is what a CDN would
 * send). Preferred: load the page in headless Chromium and sum every script it fetched, lazy route chunks
 * included. Without a browser: the scripts and module preloads named by dist/web/index.html.
 */
export interface FirstLoadJs {
  method: 'browser' | 'index.html';
  files: number;
  kbGzip: number;
  largest: { file: string; kbGzip: number }[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function summarize(method: FirstLoadJs['method'], files: Map<string, Buffer>): FirstLoadJs {
  const sized = [...files].map(([file, body]) => ({ file, bytes: gzipSync(body, { level: 9 }).length }));
  sized.sort((a, b) => b.bytes - a.bytes);
  return {
    method,
    files: sized.length,
    kbGzip: kb(sized.reduce((sum, f) => sum + f.bytes, 0)),
    // BENCH_ALL_FILES=1 lists every file (to find what a page pulls in), not just the five largest.
    largest: sized.slice(0, process.env.BENCH_ALL_FILES ? sized.length : 5).map((f) => ({ file: f.file, kbGzip: kb(f.bytes) })),
  };
}

/** First-load JavaScript of each page, each loaded in a fresh browser context (an empty cache), one browser for all. */
export async function firstLoadJsOfPages(pageUrls: string[]): Promise<FirstLoadJs[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const results: FirstLoadJs[] = [];
    for (const pageUrl of pageUrls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script' && res.ok()) scripts.set(new URL(res.url()).pathname, res.body());
      });
      await page.goto(pageUrl, { waitUntil: 'networkidle' });
      const bodies = new Map<string, Buffer>();
      for (const [file, body] of scripts) bodies.set(path.basename(file), await body);
      results.push(summarize('browser', bodies));
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

export async function firstLoadJsInBrowser(pageUrl: string): Promise<FirstLoadJs> {
  const [result] = await firstLoadJsOfPages([pageUrl]);
  return result!;
}

export function firstLoadJsFromIndex(webDir: string): FirstLoadJs {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]!);
  return summarize('index.html', new Map(refs.map((ref) => [path.basename(ref), fs.readFileSync(path.join(webDir, ref))])));
}
