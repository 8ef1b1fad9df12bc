import { spawn } from 'node:child_process';
import { ProcessingError } from './processing-error.ts';
import type { ProcessingFailure } from '../../../../contracts/videos.messages.ts';

/**
 * Input options for every ffmpeg/ffprobe run on an upload: only the MP4/MOV demuxer and only local files, so a
 * crafted upload cannot make ffmpeg read a playlist, another format's parser or a network address.
 */
export const INPUT_OPTIONS = ['-f', 'mov', '-protocol_whitelist', 'file'];
/** The `file:` prefix keeps a name that looks like an option or a URL a plain local path. */
export const inputUrl = (file: string) => `file:${file}`;

type RunOptions = {
  timeoutMs: number;
  /** The reason given when the tool exits with an error. */
  failure: ProcessingFailure;
  signal?: AbortSignal;
  /** Streams stdout to the caller instead of collecting it (ffmpeg's progress would grow without bound). */
  onStdout?: (chunk: string) => void;
};

const STDERR_TAIL = 4000;

/** Runs ffmpeg or ffprobe without a shell; resolves with its stdout, or rejects with a ProcessingError. */
export function runTool(command: string, args: string[], options: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new ProcessingError('aborted'));
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let stopped: ProcessingFailure | null = null;
    const stop = (reason: ProcessingFailure) => {
      stopped = reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
    const onAbort = () => stop('aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (error: ProcessingError | null) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(stdout);
    };

    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      settle(new ProcessingError(error.code === 'ENOENT' ? 'ffmpeg-missing' : options.failure, error.message)),
    );
    child.on('close', (code) => {
      if (stopped) settle(new ProcessingError(stopped, stderr.trim()));
      else if (code !== 0) settle(new ProcessingError(options.failure, stderr.trim() || `exit code ${code}`));
      else settle(null);
    });
  });
}
