import { describe, expect, it } from 'vitest';
import { answeredName, leadingName, statedName } from './name.ts';

describe('event names', () => {
  it.each([
    ['A workshop called "Bread Baking Basics" at The Kitchen', 'Bread Baking Basics'],
    ["Webinar: 'Intro to Pottery' online", 'Intro to Pottery'],
    ['change the name to Late Jazz', 'Late Jazz'],
    ['rename it to Winter Ball.', 'Winter Ball'],
    ['it is called Open Mic Night, Friday 8pm', 'Open Mic Night'],
    ["it's a jazz night", null],
  ])('stated: %s -> %s', (text, name) => expect(statedName(text)).toBe(name));

  it.each([
    ['Jazz night at the Blue Room, Friday 8pm', 'Jazz night'],
    ["I'm hosting a pottery workshop at Clay Studio on Saturday", 'Pottery workshop'],
    ["hey!! so we're doing a CHRISTMAS MARKET at St Mary's Hall", 'CHRISTMAS MARKET'],
    ['Running club every Friday', 'Running club'],
    ['Product launch online, 3 December', 'Product launch'],
    ['Board games next Friday 6pm', 'Board games'],
    ['Create an event: Charity quiz on Friday', 'Charity quiz'],
    ["Hi! We're the Riverside Choir and we'd like to put on our Christmas concert at St John's Church", 'Christmas concert'],
    ['Our startup is hosting a product demo night on Jan 14', 'Product demo night'],
    ['Friday 8pm at the Blue Room', null],
    ['next Friday', null],
    ['£15 tickets', null],
    ['online', null],
    ['hi', null],
    ['<script>alert(1)</script>', null],
  ])('leading: %s -> %s', (text, name) => expect(leadingName(text)).toBe(name));

  it.each([
    ['Summer BBQ', 'Summer BBQ'],
    ["it's Winter Ball", 'Winter Ball'],
    ['friday night jazz', 'Friday night jazz'],
    ['yes', null],
    ['🎉🎉', null],
    ['I want to create an event', null],
    ["we're hosting a Winter Ball", 'Winter Ball'],
  ])('answered: %s -> %s', (text, name) => expect(answeredName(text)).toBe(name));
});
