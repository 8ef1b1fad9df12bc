import { describe, expect, it } from 'vitest';
import { csvField, csvLine, toCsv } from './csv.ts';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-1+2', "'-1+2"],
    ['@cmd', "'@cmd"],
    ['+15', "'+15"],
    // Money written as text: a negative amount stays a number.
    ['-10.50', '-10.50'],
    ['-7', '-7'],
    ['-10.50e3', "'-10.50e3"],
    [-5, '-5'],
    [12.5, '12.5'],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
  ] as const)('csvField(%j) -> %j', (value, out) => expect(csvField(value)).toBe(out));

  it('joins rows with CRLF after a BOM', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['x', 1],
          ['y,z', null],
        ],
      ),
    ).toBe('\uFEFFA,B\r\nx,1\r\n"y,z",\r\n');
  });

  it('writes one line per row for streamed files', () => {
    expect(csvLine(['a', '=b', 3])).toBe("a,'=b,3\r\n");
  });
});
