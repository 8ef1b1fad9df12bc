import { describe, expect, it } from 'vitest';
import { builderOptions, calendarLink, embedCode, INITIAL_BUILDER_FORM, invalidColours, typeColour } from './builder-form.ts';

const ORIGIN = 'https://ovation.events';

describe('the calendar builder form', () => {
  it('starts from the calendar defaults, with no tags', () => {
    expect(INITIAL_BUILDER_FORM).toMatchObject({ bgColor: 'FFFFFF', textColor: '000000', highlColor: 'D60B52', defaultLayout: 'list', tagsText: '' });
    expect(invalidColours(INITIAL_BUILDER_FORM)).toEqual([]);
  });

  it("takes a typed colour without '#', upper-cased, from at most 7 typed characters", () => {
    expect(typeColour(INITIAL_BUILDER_FORM, 'bgColor', '#d60b52').bgColor).toBe('D60B52');
    expect(typeColour(INITIAL_BUILDER_FORM, 'bgColor', '#abcdef99').bgColor).toBe('ABCDEF');
    expect(typeColour(INITIAL_BUILDER_FORM, 'textColor', 'abcdef99').textColor).toBe('ABCDEF9');
    expect(typeColour(INITIAL_BUILDER_FORM, 'highlColor', '').highlColor).toBe('');
  });

  it('flags every colour that is not exactly 6 hex digits', () => {
    let form = typeColour(INITIAL_BUILDER_FORM, 'bgColor', 'FFF');
    form = typeColour(form, 'textColor', 'GGGGGG');
    form = typeColour(form, 'highlColor', '00ff00');
    expect(invalidColours(form)).toEqual(['bgColor', 'textColor']);
    expect(invalidColours(typeColour(form, 'bgColor', 'ABCDEF1'))).toEqual(['bgColor', 'textColor']);
  });

  it('keeps the default of a colour still being typed and parses the tags', () => {
    const form = { ...typeColour(INITIAL_BUILDER_FORM, 'bgColor', '12'), tagsText: ' jazz, Jazz,, blues ' };
    expect(builderOptions(form)).toMatchObject({ bgColor: 'FFFFFF', tags: ['jazz', 'blues'] });
  });

  it('gives a bare link for the defaults', () => {
    expect(calendarLink(ORIGIN, 'user', 'ana', builderOptions(INITIAL_BUILDER_FORM))).toBe('https://ovation.events/calendar/p/ana');
  });

  it("uses 'o' for a school and 'p' for a user, with only the changed options", () => {
    const form = {
      ...typeColour(INITIAL_BUILDER_FORM, 'highlColor', '#00aa00'),
      defaultLayout: 'grid' as const,
      enableSearch: false,
      tagsText: 'jazz',
    };
    const options = builderOptions(form);
    expect(calendarLink(ORIGIN, 'school', 'hall', options)).toBe(
      'https://ovation.events/calendar/o/hall?highlColor=00AA00&defaultLayout=grid&enableSearch=false&tags=jazz',
    );
    expect(calendarLink(ORIGIN, 'user', 'ana', options)).toMatch(/^https:\/\/ovation\.events\/calendar\/p\/ana\?/);
  });

  it('writes an iframe whose address survives as an HTML attribute', () => {
    expect(embedCode('https://ovation.events/calendar/p/ana?a=1&b=2')).toBe(
      '<iframe src="https://ovation.events/calendar/p/ana?a=1&amp;b=2" width="100%" height="800" style="border:0"></iframe>',
    );
  });
});
