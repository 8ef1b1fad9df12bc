import { describe, expect, it } from 'vitest';
import { crashRun } from './testing/crash-run.ts';

/** kill -9 during a rush on the embedded database, restart on the same data (bench/crash.ts repeats it). */
describe('a crash during a rush', () => {
  it('loses no paid order and no confirmation e-mail, sends none twice and oversells nothing, within 2 minutes of the restart', async () => {
    const lines: string[] = [];
    const result = await crashRun({ log: (l) => lines.push(l) });
    console.log('crash run:', JSON.stringify(result));
    expect(result, lines.slice(-20).join('\n')).toMatchObject({ paidNotCompleted: 0, missingMail: 0, duplicateMail: 0, oversold: 0 });
    expect(result.recoveredInSeconds).not.toBeNull();
    expect(result.completed).toBeGreaterThan(0);
  }, 300_000);
});
