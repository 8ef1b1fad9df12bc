import { describe, expect, it } from 'vitest';
import { readQuestions } from './questions.ts';

const text = (title: string, required = false) => ({ fieldType: 'text', title, content: '', required });
const short = (title: string, required = false) => ({ fieldType: 'short text', title, content: '', required });

describe('readQuestions', () => {
  it.each([
    ['ask for dietary requirements', [text('Dietary requirements')]],
    ['ask their t-shirt size: S, M, L', [{ fieldType: 'dropdown', title: 'T-shirt size', content: 'S\nM\nL', required: false }]],
    ['ask for their meal (meat/fish/vegan)', [{ fieldType: 'dropdown', title: 'Meal', content: 'meat\nfish\nvegan', required: false }]],
    [
      'ask for dietary requirements and t-shirt size: S, M or L. Thanks',
      [text('Dietary requirements'), { fieldType: 'dropdown', title: 'T-shirt size', content: 'S\nM\nL', required: false }],
    ],
    ['collect phone number (required)', [short('Phone number', true)]],
    ['ask attendees for their company and job title', [short('Company'), text('Job title')]],
    ['they must agree to the terms', [{ fieldType: 'terms', title: 'Terms and conditions', content: 'I agree to the terms.', required: true }]],
    [
      'accept our waiver: I ride at my own risk',
      [{ fieldType: 'terms', title: 'Terms and conditions', content: 'I ride at my own risk', required: true }],
    ],
    ['Jazz night Friday 8pm', []],
  ])('%s', (message, questions) => expect(readQuestions(message)).toEqual(questions));
});
