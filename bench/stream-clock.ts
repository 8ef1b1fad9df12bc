import type { Page } from 'playwright-core';

/**
 * A clock burnt into a test stream and read back from the frames a player shows (bench/stream.ts's glass-to-glass
 * delay). The publisher's ffmpeg stamps each frame with the wall-clock moment it leaves its filter (RTCTIME, the
 * "camera"), as 24 blocks across the middle of the picture, white for a 1 bit and black for a 0: the time in milliseconds modulo
 * 2^24 (4.6 hours). The page draws each frame it presents on a canvas, reads the blocks back and subtracts the
 * stamp from its own clock: the same machine's clock, so the difference is the whole way from camera to screen.
 */
export const CLOCK_BITS = 24;
const MODULUS = 2 ** CLOCK_BITS;
const WIDTH = 1280;
const HEIGHT = 720;
const BLOCK = 48;

/** ffmpeg's arguments for a 1280x720/30 publisher of the clock across its middle (with a tone) to `rtmpUrl`, for `seconds`. */
export function clockPublisherArgs(rtmpUrl: string, seconds: number): string[] {
  const bit = `mod(floor(mod(floor(T*1000)\\,${MODULUS})/pow(2\\,X))\\,2)`;
  const band = 96;
  const clock = [
    // One pixel per bit, drawn at the frame rate, then blown up: geq on the whole picture could not keep up.
    `color=c=black:s=${CLOCK_BITS}x2:r=30`,
    // The frame's time becomes the wall clock in ms (geq's T), then regular again for the overlay and the encoder.
    'settb=1/1000',
    'setpts=RTCTIME/1000',
    'format=gray',
    `geq=lum='if(${bit}\\,235\\,16)'`,
    'setpts=N/30/TB',
    `scale=${CLOCK_BITS * BLOCK}:${band}:flags=neighbor`,
    'format=yuv420p',
  ].join(',');
  // Over a moving test picture, so the stream has a real stream's bitrate (a still picture would be almost free).
  const picture = `testsrc2=s=${WIDTH}x${HEIGHT}:r=30[base];${clock}[clock];[base][clock]overlay=0:${(HEIGHT - band) / 2}[out0]`;
  return [
    ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', picture, '-f', 'lavfi', '-i', 'sine'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-g', '60', '-b:v', '2500k'],
    ...['-c:a', 'aac', '-f', 'flv', rtmpUrl],
  ];
}

/** A delay past this is a stamp read wrong (a scaled or blurred picture), not a delay. */
const PLAUSIBLE_MS = 120_000;

/**
 * Glass-to-glass delays in ms of the frames the page's <video> presents during `seconds` (requestVideoFrameCallback:
 * every frame handed to the compositor). Throws when no frame came or a stamp cannot have been read right.
 */
export async function readClockDelays(page: Page, seconds: number): Promise<number[]> {
  // tsx names the functions below with a helper of its own that the page lacks.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page
    .evaluate(
      async ({ seconds, bits, block, modulus }) => {
        const video = document.querySelector('video');
        if (!video) throw new Error('no video element on the page');
        const canvas = document.createElement('canvas');
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        const scale = video.videoWidth / 1280;
        const delays: number[] = [];
        const until = performance.now() + seconds * 1000;
        await new Promise<void>((resolve) => {
          const onFrame = () => {
            const now = Date.now();
            context.drawImage(video, 0, 0);
            const row = context.getImageData(0, Math.floor(canvas.height / 2), canvas.width, 1).data;
            let stamp = 0;
            for (let k = 0; k < bits; k++) {
              const x = Math.floor((k * block + block / 2) * scale);
              if (row[x * 4]! > 128) stamp += 2 ** k;
            }
            // The stamp is the time modulo 2^24 ms: the delay is how far now is past it, within that modulus.
            delays.push(((((now % modulus) - stamp) % modulus) + modulus) % modulus);
            if (performance.now() < until) video.requestVideoFrameCallback(onFrame);
            else resolve();
          };
          video.requestVideoFrameCallback(onFrame);
        });
        return delays;
      },
      { seconds, bits: CLOCK_BITS, block: BLOCK, modulus: MODULUS },
    )
    .then((delays) => {
      if (!delays.length || delays.some((d) => d > PLAUSIBLE_MS)) throw new Error(`the clock was not read back: ${delays.slice(0, 20).join(' ')}`);
      return delays;
    });
}
