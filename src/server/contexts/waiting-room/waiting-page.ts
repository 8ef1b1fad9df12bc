import { WAITING_ROOM_TEXTS as T } from '../../../contracts/waiting-room.messages.ts';
import type { StandingReply } from '../../../contracts/waiting-room.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { waitText } from '../../../domain/waiting-room.ts';
import { ttlCache } from '../../platform/cache.ts';
import { html, SafeHtml } from '../../platform/http/first-html.ts';

/**
 * The waiting page (docs/decisions/checkout.md "Waiting room"): one small server-rendered document, no framework,
 * so a crowd of phones loads it on any network. Its one script (WAITING_PAGE_SCRIPT, served from our origin: the
 * page policy allows no inline script) asks for the standing with backoff and writes the texts the server made
 * into a live region; without script the "Continue to tickets" link and a reload do the same.
 */

export const WAITING_SCRIPT_PATH = '/api/v1/waiting_rooms/page.js';

/** The opening time as the page writes it: the same for a room's whole crowd, so formatted once a minute, not per visitor. */
const openingTimes = ttlCache<string>(60_000, 1000);
function openingText(opensAt: string, timezone: string): string {
  const key = `${opensAt} ${timezone}`;
  let text = openingTimes.get(key);
  if (text === undefined) openingTimes.set(key, (text = formatInZone(new Date(opensAt), timezone)));
  return text;
}

/** The two lines the page shows for a standing, written once here for the page and its updates. */
export function standingLines(
  s: Pick<StandingReply, 'state' | 'place' | 'estimateSeconds' | 'opensAt'>,
  timezone: string,
): { line: string; detail: string } {
  switch (s.state) {
    case 'before_opening':
      return { line: T.beforeOpening(openingText(s.opensAt, timezone)), detail: T.randomPlace };
    case 'waiting':
      return { line: T.place(s.place!.toLocaleString('en-US')), detail: T.estimate(waitText(s.estimateSeconds!)) };
    case 'admitted':
      return { line: T.admitted, detail: '' };
    case 'used':
      return { line: T.used, detail: '' };
  }
}

export interface WaitingPage {
  eventName: string;
  standingUrl: string;
  standing: StandingReply;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f8f9fa}
main{max-width:36rem;margin:0 auto;padding:2rem 1rem}
.card{background:#fff;border:1px solid #dee2e6;border-radius:12px;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
.event{margin:0 0 1.25rem;color:#495057}
.place{font-size:1.25rem;font-weight:600;margin:0 0 .5rem}
.detail{margin:0 0 1rem;color:#343a40}
.note{margin:1rem 0 0;color:#495057;font-size:.9375rem}
a.go{display:inline-block;padding:.625rem 1rem;border-radius:8px;background:#1864ab;color:#fff;text-decoration:none;font-weight:600}
a.go:focus-visible{outline:3px solid #1a1b1e;outline-offset:2px}
[hidden]{display:none!important}
`;

/** The whole document: a few KB. The standing's JSON travels in data attributes, never in a script. */
export function waitingPageHtml(p: WaitingPage): string {
  const { line: place, detail } = p.standing;
  const admitted = p.standing.state === 'admitted';
  const page: SafeHtml = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${T.pageTitle(p.eventName)}</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
        <script src="${WAITING_SCRIPT_PATH}" defer></script>
      </head>
      <body>
        <main id="waiting-room" data-standing="${p.standingUrl}" data-poll="${p.standing.pollSeconds}" data-state="${p.standing.state}">
          <div class="card">
            <h1>${T.heading}</h1>
            <p class="event">${p.eventName}</p>
            <div role="status" aria-live="polite" aria-atomic="true">
              <p class="place" id="waiting-place">${place}</p>
              <p class="detail" id="waiting-detail">${detail}</p>
            </div>
            <a class="go" id="waiting-go" href="${p.standing.next}" ${admitted ? '' : ' hidden'}>${T.continue}</a>
            <p class="note">${T.keepOpen}</p>
          </div>
        </main>
      </body>
    </html>`;
  return page.value;
}

/**
 * The page's script: asks for the standing after the server's `pollSeconds` (give or take a quarter, so a crowd
 * spreads out), doubling its wait after a failure (at most a minute), and goes to the ticket step once admitted.
 * Under 1 KB; texts come from the server.
 */
export const WAITING_PAGE_SCRIPT = `(function(){
var m=document.getElementById('waiting-room');if(!m)return;
var url=m.getAttribute('data-standing'),wait=Number(m.getAttribute('data-poll'))||2,fails=0;
var place=document.getElementById('waiting-place'),detail=document.getElementById('waiting-detail'),go=document.getElementById('waiting-go');
function later(s){setTimeout(ask,s*(750+Math.random()*500))}
function ask(){
fetch(url,{credentials:'same-origin',headers:{accept:'application/json'}}).then(function(r){if(!r.ok)throw r;return r.json()}).then(function(s){
fails=0;
if(place.textContent!==s.line)place.textContent=s.line;
if(detail.textContent!==s.detail)detail.textContent=s.detail;
go.href=s.next;
if(s.state==='admitted'){go.hidden=false;location.assign(s.next);return}
if(s.state!=='used')later(s.pollSeconds);
}).catch(function(){fails++;later(Math.min(60,wait*Math.pow(2,fails)))});
}
if(m.getAttribute('data-state')==='admitted'){location.assign(go.href);return}
later(wait);
})();`;
