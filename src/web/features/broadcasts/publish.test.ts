import { describe, expect, it } from 'vitest';
import { captureFailure, parsePublishMessage, publishSocketUrl, recorderMimeType } from './publish.ts';

describe('publishSocketUrl', () => {
  it.each([
    ['https page', { protocol: 'https:', host: 'ovation.example' }, 'wss://ovation.example/api/v1/broadcasts/b1/publish'],
    ['http page with a port', { protocol: 'http:', host: '127.0.0.1:3413' }, 'ws://127.0.0.1:3413/api/v1/broadcasts/b1/publish'],
  ])('%s', (_name, location, url) => {
    expect(publishSocketUrl(location, 'b1')).toBe(url);
  });
  it('escapes the id', () => {
    expect(publishSocketUrl({ protocol: 'https:', host: 'x' }, 'a/b?c')).toBe('wss://x/api/v1/broadcasts/a%2Fb%3Fc/publish');
  });
});

describe('parsePublishMessage', () => {
  it.each([
    ['live', '{"state":"live"}', { state: 'live' }],
    ['ended', '{"state":"ended"}', { state: 'ended' }],
    ['refused with words', '{"state":"refused","message":"Too many live broadcasts"}', { state: 'refused', message: 'Too many live broadcasts' }],
    ['an empty message dropped', '{"state":"refused","message":""}', { state: 'refused' }],
    ['unknown state', '{"state":"paused"}', null],
    ['no state', '{"message":"hi"}', null],
    ['broken JSON', '{state', null],
    ['JSON null', 'null', null],
    ['a number', '3', null],
    ['binary', new ArrayBuffer(2), null],
  ])('%s', (_name, data, expected) => {
    expect(parsePublishMessage(data)).toEqual(expected);
  });
});

describe('recorderMimeType', () => {
  it.each([
    ['Chromium', (t: string) => t.startsWith('video/webm'), 'video/webm;codecs=vp8,opus'],
    ['vp9 only', (t: string) => t === 'video/webm;codecs=vp9,opus' || t === 'video/webm', 'video/webm;codecs=vp9,opus'],
    ['plain webm', (t: string) => t === 'video/webm', 'video/webm'],
    ['Safari (mp4 only)', (t: string) => t === 'video/mp4', null],
  ])('%s', (_name, supported, expected) => {
    expect(recorderMimeType(supported)).toBe(expected);
  });
});

describe('captureFailure', () => {
  const err = (name: string) => Object.assign(new Error('x'), { name });
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no-device'],
    ['OverconstrainedError', 'no-device'],
    ['NotReadableError', 'in-use'],
    ['AbortError', 'in-use'],
    ['TypeError', 'unsupported'],
    ['NotSupportedError', 'unsupported'],
    ['Whatever', 'failed'],
  ])('%s', (name, expected) => {
    expect(captureFailure(err(name))).toBe(expected);
  });
  it('anything that is not an error', () => {
    expect(captureFailure('nope')).toBe('failed');
    expect(captureFailure(null)).toBe('failed');
  });
});
