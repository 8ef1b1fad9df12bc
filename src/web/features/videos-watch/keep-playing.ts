/**
 * Setting a media element's source again (hls.js's recovery from a media error detaches and re-attaches it) runs the
 * element's load algorithm, which pauses it: a viewer who was watching would be left before a paused player. This
 * runs the re-attach and, when the element was playing, asks it to play on. A refused play (the browser's autoplay
 * rules) leaves the controls' play button, as before.
 */
export function keepingPlayback(media: Pick<HTMLMediaElement, 'paused' | 'play'>, reattach: () => void): void {
  const playing = !media.paused;
  reattach();
  if (playing) media.play().catch(() => {});
}
