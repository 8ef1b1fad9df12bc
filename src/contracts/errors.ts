import { z } from 'zod';
export * from './errors.messages.ts';

/** One error model: every failed API call answers with this body and the status of its code. */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorBody = z.object({
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** Every message when a call fails for several reasons at once (publish checks); `message` is the first. */
  messages: z.array(z.string()).optional(),
  /** The machine reason of a refusal a client branches on (ErrorReason lists them all); absent for plain errors. */
  reason: z
    .string()
    .optional()
    .describe(
      'A stable snake_case machine reason (code_already_used, hold_expired, sold_out, event_not_on_sale, ...) for refusals a client branches on; absent for plain errors. Branch on it, never on message.',
    ),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;
