import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/http.ts';
import { listQueryState } from './list-query-state.ts';

const query = (over: Partial<Parameters<typeof listQueryState>[0]> = {}) => ({
  isPending: false,
  isPlaceholderData: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

describe('listQueryState', () => {
  it.each([
    { case: 'the first load', query: { isPending: true }, failedText: 'Failed', want: { loading: true, stale: false, error: null } },
    {
      case: 'the previous page while the next loads',
      query: { isPlaceholderData: true },
      failedText: 'Failed',
      want: { loading: false, stale: true, error: null },
    },
    {
      case: "a refusal: the server's words",
      query: { isError: true, error: new ApiError(403, 'forbidden', 'You may not see this list') },
      failedText: 'Failed',
      want: { loading: false, stale: false, error: 'You may not see this list' },
    },
    {
      case: 'no answer: the fallback',
      query: { isError: true, error: new TypeError('Failed to fetch') },
      failedText: 'Failed',
      want: { error: 'Failed' },
    },
    { case: 'a failure the page tells itself', query: { isError: true, error: new TypeError('x') }, failedText: null, want: { error: null } },
    { case: 'rows in hand', query: {}, failedText: 'Failed', want: { loading: false, stale: false, error: null } },
  ])('$case', ({ query: over, failedText, want }) => {
    expect(listQueryState(query(over), failedText)).toMatchObject(want);
  });

  it('retries by refetching the query', () => {
    const result = query({ isError: true, error: new TypeError('x') });
    listQueryState(result, 'Failed').onRetry();
    expect(result.refetch).toHaveBeenCalledOnce();
  });
});
