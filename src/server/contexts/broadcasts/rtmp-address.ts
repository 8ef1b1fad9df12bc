import type { Config } from '../../platform/config.ts';

/** RTMP's port when the settings do not say (RTMP_PORT, platform/config.ts). */
const DEFAULT_RTMP_PORT = 1935;

/**
 * The address OBS publishes to: rtmp://<public host>:<RTMP_PORT>/live (the stream key is the stream name), or null
 * when RTMP is off (RTMP_PORT=0). The setting is the ingest's (config.broadcasts.rtmpPort).
 */
export function rtmpUrlOf(config: Pick<Config, 'publicUrl'> & { broadcasts?: { rtmpPort: number } }): string | null {
  const port = config.broadcasts?.rtmpPort ?? DEFAULT_RTMP_PORT;
  return port === 0 ? null : `rtmp://${new URL(config.publicUrl).hostname}:${port}/live`;
}
