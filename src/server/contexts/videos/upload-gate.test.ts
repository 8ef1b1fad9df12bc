import { describe, expect, it } from 'vitest';
import { confirmedUploadGate } from './upload-gate.ts';

const WINDOW_MS = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A gate over a check that records its calls and answers from `answers` (an Error is thrown). */
function gateOver(answers: Record<string, string | Error>) {
  const calls: string[] = [];
  const gate = confirmedUploadGate(async (token, uploadId) => {
    calls.push(`${token} ${uploadId}`);
    const answer = answers[`${token} ${uploadId}`] ?? new Error('not found');
    if (answer instanceof Error) throw answer;
    return answer;
  }, WINDOW_MS);
  return { gate, calls };
}

describe('confirmedUploadGate', () => {
  it('asks once for the same sign-in and upload within the window, and again after it', async () => {
    const { gate, calls } = gateOver({ 'token-a upload-1': 'session-1' });
    expect(await gate('token-a', 'upload-1')).toBe('session-1');
    expect(await gate('token-a', 'upload-1')).toBe('session-1');
    expect(calls).toHaveLength(1);
    await sleep(WINDOW_MS + 20);
    expect(await gate('token-a', 'upload-1')).toBe('session-1');
    expect(calls).toHaveLength(2);
  });

  it.each([
    { case: 'another sign-in of the same upload', token: 'token-b', upload: 'upload-1' },
    { case: 'the same sign-in on another upload', token: 'token-a', upload: 'upload-2' },
    { case: 'no sign-in', token: null, upload: 'upload-1' },
  ])('asks the check for $case and passes on its refusal', async ({ token, upload }) => {
    const { gate, calls } = gateOver({ 'token-a upload-1': 'session-1' });
    await gate('token-a', 'upload-1');
    await expect(gate(token, upload)).rejects.toThrow('not found');
    await expect(gate(token, upload)).rejects.toThrow('not found');
    expect(calls).toEqual(['token-a upload-1', `${token} ${upload}`, `${token} ${upload}`]);
  });

  it('keeps no refusal: a check that failed is asked again at once', async () => {
    const answers: Record<string, string | Error> = { 'token-a upload-1': new Error('database down') };
    const { gate, calls } = gateOver(answers);
    await expect(gate('token-a', 'upload-1')).rejects.toThrow('database down');
    answers['token-a upload-1'] = 'session-1';
    expect(await gate('token-a', 'upload-1')).toBe('session-1');
    expect(calls).toHaveLength(2);
  });

  it('counts the window from when the confirming check was sent, not from when it answered', async () => {
    let release = () => {};
    let calls = 0;
    const gate = confirmedUploadGate(async () => {
      calls += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return 'session-1';
    }, WINDOW_MS);
    const first = gate('token-a', 'upload-1');
    await sleep(WINDOW_MS + 20);
    release();
    await first;
    const second = gate('token-a', 'upload-1'); // the window ran out while the check ran: asked again
    await sleep(0);
    release();
    expect(await second).toBe('session-1');
    expect(calls).toBe(2);
  });
});
