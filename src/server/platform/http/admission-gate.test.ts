import { describe, expect, it } from 'vitest';
import { admissionGate, type AdmissionLimits, type Release } from './admission-gate.ts';

/**
 * Each step: `enter` (a new request; the gate's answer is recorded), `leave n` (the n-th request, admitted, answers)
 * or `wait ms` (the clock moves).
 */
type Step = ['enter'] | ['leave', number] | ['wait', number];

function play(limits: AdmissionLimits, steps: Step[]) {
  let clock = 0;
  const gate = admissionGate(limits, () => clock);
  const releases: Release[] = [];
  const admittedFromQueue: number[] = [];
  const seen: string[] = [];
  let entered = 0;
  for (const step of steps) {
    if (step[0] === 'leave') releases[step[1]]!();
    else if (step[0] === 'wait') clock += step[1];
    else {
      const n = entered++;
      const turn = gate.enter();
      if (turn === null) seen.push('refused');
      else if (typeof turn === 'function') {
        seen.push('now');
        releases[n] = turn;
      } else {
        seen.push('queued');
        void turn.then((release) => {
          releases[n] = release;
          admittedFromQueue.push(n);
        });
      }
    }
  }
  return { gate, seen, admittedFromQueue, releases };
}

const enter: Step = ['enter'];

describe('admissionGate', () => {
  it.each<[string, AdmissionLimits, Step[], string[]]>([
    ['below the limit: everyone now', { maxActive: 3, maxWaitMs: 0 }, [enter, enter, enter], ['now', 'now', 'now']],
    ['beyond it without a queue: refused', { maxActive: 2, maxWaitMs: 0 }, [enter, enter, enter], ['now', 'now', 'refused']],
    ['an answer frees a slot for a newcomer', { maxActive: 1, maxWaitMs: 0 }, [enter, enter, ['leave', 0], enter], ['now', 'refused', 'now']],
    ['a queue that moves takes newcomers', { maxActive: 1, maxWaitMs: 100 }, [enter, enter, ['wait', 99], enter], ['now', 'queued', 'queued']],
    [
      'once the longest waiting has waited maxWaitMs, newcomers are refused',
      { maxActive: 1, maxWaitMs: 100 },
      [enter, enter, ['wait', 100], enter],
      ['now', 'queued', 'refused'],
    ],
    [
      'an empty queue takes a newcomer however long the slots have been busy',
      { maxActive: 1, maxWaitMs: 100 },
      [enter, ['wait', 500], enter],
      ['now', 'queued'],
    ],
  ])('%s', (_name, limits, steps, expected) => {
    expect(play(limits, steps).seen).toEqual(expected);
  });

  it('hands a freed slot to the longest waiting, in arrival order', async () => {
    const { gate, admittedFromQueue, releases } = play({ maxActive: 1, maxWaitMs: 1000 }, [enter, enter, enter]);
    expect([gate.active, gate.queued]).toEqual([1, 2]);
    releases[0]!();
    await Promise.resolve();
    expect(admittedFromQueue).toEqual([1]);
    expect([gate.active, gate.queued]).toEqual([1, 1]);
    releases[1]!();
    await Promise.resolve();
    expect(admittedFromQueue).toEqual([1, 2]);
    releases[2]!();
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it('counts a release once, however often it is called', () => {
    const { gate, releases } = play({ maxActive: 2, maxWaitMs: 0 }, [enter, enter]);
    releases[0]!();
    releases[0]!();
    expect(gate.active).toBe(1);
  });
});
