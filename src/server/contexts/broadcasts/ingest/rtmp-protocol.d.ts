/** The two parts of node-media-server 4 the RTMP front uses (CommonJS, no types of its own). */
declare module 'node-media-server/src/protocol/rtmp.js' {
  export interface RtmpAvPacket {
    codec_type: number;
    size: number;
    dts: number;
    data: Buffer;
  }
  export default class Rtmp {
    onConnectCallback: (req: { app: string; name: string; host: string; query: Record<string, unknown> }) => void;
    onPlayCallback: () => void;
    onPushCallback: () => void;
    onPacketCallback: (packet: RtmpAvPacket) => void;
    onOutputCallback: (buffer: Buffer) => void;
    /** Parses what the client sent; a string is a protocol error. */
    parserData(buffer: Buffer): string | null;
  }
}

declare module 'node-media-server/src/protocol/flv.js' {
  import type { RtmpAvPacket } from 'node-media-server/src/protocol/rtmp.js';
  export default class Flv {
    static createHeader(hasAudio: boolean, hasVideo: boolean): Buffer;
    static createMessage(packet: RtmpAvPacket): Buffer;
  }
}
