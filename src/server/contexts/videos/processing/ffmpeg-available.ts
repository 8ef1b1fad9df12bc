import { runTool } from './run-tool.ts';

const VERSION_TIMEOUT_MS = 10_000;

let available: Promise<boolean> | undefined;

/**
 * Whether ffmpeg and ffprobe are on PATH, asked once per process. Without them the caller skips processing and
 * plays the original file with range requests (issue 12).
 */
export function ffmpegAvailable(): Promise<boolean> {
  available ??= toolsRespond(['ffmpeg', 'ffprobe']);
  return available;
}

/** True when every command runs `-version` successfully. */
export async function toolsRespond(commands: string[]): Promise<boolean> {
  const answers = await Promise.all(
    commands.map((command) =>
      runTool(command, ['-version'], { timeoutMs: VERSION_TIMEOUT_MS, failure: 'ffmpeg-missing' }).then(
        () => true,
        () => false,
      ),
    ),
  );
  return answers.every(Boolean);
}
