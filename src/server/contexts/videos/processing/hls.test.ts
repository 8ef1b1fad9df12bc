import { expect, it } from 'vitest';
import { progressReader } from './hls.ts';

it('reads ffmpeg -progress output as a rising fraction, lines split across chunks', () => {
  const fractions: number[] = [];
  const read = progressReader(10, (f) => fractions.push(f));
  ['frame=1\nout_time_us=N/A\nprogress=continue\n', 'out_time_us=25', '00000\nprogress=continue\n'].forEach(read);
  read('out_time_us=2000000\nout_time_us=7500000\nout_time_us=12000000\nprogress=end\n');
  expect(fractions).toEqual([0.25, 0.75, 1]);
});
