import type { z } from 'zod';
import { APP_SUGGESTION_TEXTS as T, type appSuggestionBody } from '../../../contracts/apps.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { appSuggestions } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { subjectName } from '../../../domain/text.ts';

export interface AppSuggestionDeps {
  db: Db;
  jobs: Jobs;
  config: Pick<Config, 'supportEmail'>;
  limits: RateLimiter;
}

type Suggestion = z.infer<typeof appSuggestionBody>;

const REQUIRED = [
  ['appName', T.appNameRequired],
  ['problemDescription', T.problemRequired],
  ['idealSolution', T.solutionRequired],
  ['contactInfo', T.contactRequired],
] as const;

/** The support team's e-mail: the form's answers under their questions, and who sent it (the signed-in account). */
function suggestionMail(to: string, user: AuthUser, s: Suggestion): MailMessage {
  const answers = [
    [T.appName, s.appName],
    [T.problemDescription, s.problemDescription],
    [T.idealSolution, s.idealSolution],
    [T.contactInfo, s.contactInfo],
  ] as const;
  const from = T.mailFrom(user.username, user.email);
  return {
    to,
    subject: T.mailSubject(subjectName(s.appName)),
    text: [...answers.map(([q, a]) => `${q}\n${a}`), from].join('\n\n'),
    html: [
      ...answers.map(([q, a]) => `<p><strong>${escapeHtml(q)}</strong><br>${escapeHtml(a).replace(/\r?\n/g, '<br>')}</p>`),
      `<p>${escapeHtml(from)}</p>`,
    ].join('\n'),
  };
}

/**
 * 'Suggest an App' (content-management 3, 8): kept for the site admins and e-mailed to support in one transaction.
 * The session's account is who suggested it; the form's userInfo is kept as sent.
 */
export async function suggestApp(deps: AppSuggestionDeps, user: AuthUser, body: Suggestion) {
  const s = {
    ...body,
    appName: body.appName.trim(),
    problemDescription: body.problemDescription.trim(),
    idealSolution: body.idealSolution.trim(),
    contactInfo: body.contactInfo.trim(),
  };
  const missing = Object.fromEntries(REQUIRED.filter(([field]) => !s[field]).map(([field, message]) => [field, message]));
  if (Object.keys(missing).length) throw invalid(missing);
  await deps.limits.hit(RATE_RULES.appSuggestion, user.id);
  await deps.db.transaction(async (tx) => {
    await tx.insert(appSuggestions).values({ ...s, userId: user.id });
    await enqueueMail(deps.jobs, suggestionMail(deps.config.supportEmail, user, s), tx);
  });
  return { success: true, message: T.thanks };
}
