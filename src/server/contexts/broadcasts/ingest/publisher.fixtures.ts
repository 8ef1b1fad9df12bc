import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * A real publisher for the ingest's tests: `ffmpeg -re` sending a small test picture and a tone over RTMP, as OBS
 * would, for `seconds`. `exited` resolves with its exit code (non-zero or null when refused or cut).
 */
export function publishTestStream(port: number, key: string, seconds: number) {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'quiet', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25', '-f', 'lavfi', '-i', 'sine', '-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '50', '-c:a', 'aac'],
      ...['-f', 'flv', `rtmp://127.0.0.1:${port}/live/${key}`],
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    exited,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export function probe(file: string): Promise<{ streams: { codec_type: string }[]; format: { duration: string } }> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`ffprobe exit ${code}`))));
  });
}

/** Decodes every frame of a file as a player would; resolves with ffmpeg's complaints ('' for none). */
export function decodeErrors(file: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn('ffmpeg', ['-v', 'error', '-i', file, '-f', 'null', '-']);
    let errors = '';
    child.stderr.on('data', (c: Buffer) => (errors += c.toString()));
    child.on('close', (code) => resolve(code === 0 ? errors : `exit ${code}: ${errors}`));
  });
}

/** A TCP port free on the loopback right now, for a listener that must be given its port (RTMP_PORT). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
