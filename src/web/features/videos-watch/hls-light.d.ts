/** hls.js ships its light build (no subtitles, alternate audio or DRM, which our renditions never use) without types. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
