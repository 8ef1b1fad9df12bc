import type { Config } from '../../platform/config.ts';

/**
 * The address OBS publishes to: rtmp://<public host>:<RTMP_PORT>/live (the stream key is the stream name), or null
 * when RTMP is off (RTMP_PORT=0). The setting is the ingest's (config.broadcasts.rtmpPort).
 */
export function rtmpUrlOf(config: Pick<Config, 'publicUrl'> & { broadcasts: Pick<Config['broadcasts'], 'rtmpPort'> }): string | null {
  const port = config.broadcasts.rtmpPort;
  return port === 0 ? null : `rtmp://${new URL(config.publicUrl).hostname}:${port}/live`;
}
