import net from 'node:net';
import Rtmp from 'node-media-server/src/protocol/rtmp.js';
import Flv from 'node-media-server/src/protocol/flv.js';
import type { Ingest, Publisher } from './live-ingest.ts';

/** The RTMP application publishers use: rtmp://<host>:<port>/live/<stream key>. */
export const RTMP_APP = 'live';

/** What a publisher may send while its key is being checked; past it, the connection is dropped. */
const PENDING_LIMIT = 8 * 1024 * 1024;

export interface RtmpServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The RTMP front: node-media-server's protocol parser (handshake, chunk stream, AMF commands) on a plain TCP
 * server of ours, so the stream key goes through the ingest's check before any byte goes further. What arrives while
 * the check runs is held in memory only and dropped with the connection when the key is refused. Accepted packets
 * are rewritten as FLV for the packager's ffmpeg.
 */
export function startRtmpServer(ingest: Ingest, options: { port: number; host?: string }): Promise<RtmpServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    servePublisher(socket, ingest);
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`RTMP_PORT ${options.port} is already in use: set RTMP_PORT to a free port, or to 0 to turn the RTMP ingest off.`)
          : error,
      ),
    );
    server.listen(options.port, options.host, () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        port: address.port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

function servePublisher(socket: net.Socket, ingest: Ingest) {
  const rtmp = new Rtmp();
  let app = '';
  let streamKey = '';
  let state: 'connecting' | 'checking' | 'accepted' | 'closed' = 'connecting';
  let pending: Buffer[] = [FlvHeader()];
  let pendingBytes = 0;
  let publisher: Publisher | null = null;

  const drop = () => {
    state = 'closed';
    pending = [];
    socket.destroy();
  };
  const send = (chunk: Buffer) => {
    if (publisher && !publisher.write(chunk)) socket.pause();
  };

  rtmp.onOutputCallback = (buffer) => {
    if (!socket.destroyed) socket.write(buffer);
  };
  rtmp.onConnectCallback = (req) => {
    app = req.app;
    streamKey = req.name;
  };
  // Playing is not offered: viewers watch HLS through the site, never this port.
  rtmp.onPlayCallback = drop;
  rtmp.onPushCallback = () => {
    if (state !== 'connecting' || app !== RTMP_APP || !streamKey) return drop();
    state = 'checking';
    ingest
      .admitKey(streamKey, 'flv', () => drop())
      .then((admission) => {
        if (state !== 'checking') {
          if ('publisher' in admission) admission.publisher.gone(); // the publisher left during the check
          return;
        }
        if ('refused' in admission) return drop();
        publisher = admission.publisher;
        publisher.onDrain(() => socket.resume());
        state = 'accepted';
        for (const chunk of pending) send(chunk);
        pending = [];
      })
      .catch(drop);
  };
  rtmp.onPacketCallback = (packet) => {
    // The parser reuses its buffers: the FLV tag is a copy.
    if (state === 'accepted') send(Flv.createMessage(packet));
    else if (state === 'checking') {
      const tag = Flv.createMessage(packet);
      pendingBytes += tag.length;
      if (pendingBytes > PENDING_LIMIT) drop();
      else pending.push(tag);
    }
  };

  socket.on('data', (data: Buffer) => {
    if (state === 'closed') return;
    if (rtmp.parserData(data) !== null) drop();
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    const was = state;
    state = 'closed';
    if (was === 'accepted') publisher?.gone();
  });
}

const FlvHeader = () => Flv.createHeader(true, true);
