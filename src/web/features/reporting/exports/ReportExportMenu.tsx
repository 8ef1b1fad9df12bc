import type { CreateExportBody } from '../../../../contracts/reporting.ts';

/** The reporting toolbar's Actions menu with Export CSV (a job: preparing, progress, cancel, done). */
export function ReportExportMenu(_props: { ownerId: string; body: Omit<CreateExportBody, 'ownerId'> }) {
  return null;
}
