import { PROCESSING_FAILURES, type ProcessingFailure } from '../../../../contracts/videos.messages.ts';

/** A failed step: `reason` for code, the message for the organizer, `detail` (ffmpeg's own words) for the logs. */
export class ProcessingError extends Error {
  readonly reason: ProcessingFailure;
  readonly detail: string | undefined;

  constructor(reason: ProcessingFailure, detail?: string) {
    super(PROCESSING_FAILURES[reason]);
    this.name = 'ProcessingError';
    this.reason = reason;
    this.detail = detail;
  }
}
