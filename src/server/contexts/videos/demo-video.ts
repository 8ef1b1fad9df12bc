import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createVideoBody } from '../../../contracts/videos.ts';
import type { HistoryStep } from '../../demo-history/clock.ts';
import type { HistoryContext } from '../../demo-history/context.ts';
import { DEMO_CARD } from '../../demo-history/purchase.ts';
import { londonAt } from '../../demo-event.ts';
import type { Config } from '../../platform/config.ts';
import { videos, videoUploads } from '../../platform/db/schema/index.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { donationView, startDonation } from './donations.service.ts';
import { ffmpegAvailable } from './processing/ffmpeg-available.ts';
import { runTool } from './processing/run-tool.ts';
import { streamSigner, streamSigningSecret } from './stream-signing.ts';
import { type UploadStoreDeps, videoUploadStore } from './upload-store.ts';
import { createVideo } from './video-save.service.ts';

/**
 * The demo video of the history (issue 26): a few seconds of test card and tone that ffmpeg makes on the first start,
 * published by Ada through the video save service (its processing job makes the poster and renditions once the
 * server runs), and donations given to it over the weeks since through the viewer's path: Donate, then the pay
 * page with the sandbox card. Without ffmpeg there is no file to show, so no video (docs/decisions/platform.md
 * 'Demo history').
 */

/** What the demo video needs beyond the history's quiet dependencies: the running jobs (its processing) and files. */
export interface DemoMedia {
  jobs: Jobs;
  storage: Storage;
  config: Pick<Config, 'dataDir' | 'publicUrl' | 'streamSigningSecret' | 'storage'>;
}

export interface DemoClip {
  /** Its name in the upload store, as tus names an upload. */
  tusId: string;
  size: number;
}

const CLIP_SECONDS = 4;
const CLIP_TIMEOUT_MS = 60_000;
const UPLOADED_DAYS_AGO = 75;

/** Who gives what, when (days ago); donors are the story's account holders by position. */
const DONATIONS = [
  { daysAgo: 71, donor: 2, amount: 500 },
  { daysAgo: 60, donor: 5, amount: 1000 },
  { daysAgo: 44, donor: 8, amount: 300 },
  { daysAgo: 29, donor: 3, amount: 2000 },
  { daysAgo: 15, donor: 10, amount: 500 },
  { daysAgo: 4, donor: 6, amount: 1500 },
] as const;

/**
 * Writes the clip into the upload store where a finished tus upload would be (640x360, 4 s, about 150 KB; a
 * quarter second of ffmpeg's CPU), or answers null when ffmpeg is not installed or cannot make it (an ffmpeg
 * without libx264): the demo then has no video, and starts all the same.
 */
export async function makeDemoClip(media: UploadStoreDeps): Promise<DemoClip | null> {
  if (!(await ffmpegAvailable())) return null;
  const clip = { tusId: randomUUID().replaceAll('-', ''), size: 0 };
  const dir = path.join(media.config.dataDir, 'tmp', 'demo');
  const file = path.join(dir, `${clip.tusId}.mp4`);
  const source = (filter: string) => ['-f', 'lavfi', '-i', `${filter}:duration=${CLIP_SECONDS}`];
  try {
    await fs.mkdir(dir, { recursive: true });
    await runTool(
      'ffmpeg',
      [
        ...['-v', 'error', '-y', ...source('testsrc2=size=640x360:rate=25'), ...source('sine=frequency=440')],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '34', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '48k'],
        ...['-movflags', '+faststart', '-f', 'mp4', file],
      ],
      { timeoutMs: CLIP_TIMEOUT_MS, failure: 'unreadable' },
    );
    return { ...clip, size: await videoUploadStore(media).adopt(clip.tusId, file) };
  } catch (error) {
    console.warn('No demo video: ffmpeg could not make its file.', error instanceof Error ? error.message : error);
    return null;
  } finally {
    await fs.rm(file, { force: true }).catch(() => undefined); // under a data folder that may not be one
  }
}

/** Removes a clip whose video was not saved (the history rolled back), best effort: it is only unreachable bytes. */
export const removeDemoClip = (media: UploadStoreDeps, clip: DemoClip) =>
  videoUploadStore(media)
    .discard(clip.tusId)
    .catch(() => undefined);

/**
 * Publishes the clip as Lovelace Hall's video (uploaded weeks ago) and answers the steps of its donations. The
 * processing job goes with the history's transaction to the running queue.
 */
export async function videoDonationHistory(ctx: HistoryContext, media: DemoMedia, clip: DemoClip): Promise<HistoryStep[]> {
  const uploadedAt = londonAt(-UPLOADED_DAYS_AGO, 16, 40);
  // The upload session as tus leaves it once the last byte arrived.
  const [session] = await ctx.tx
    .insert(videoUploads)
    .values({
      ownerId: ctx.hall.id,
      userId: ctx.owner.id,
      tusUploadId: clip.tusId,
      declaredSize: clip.size,
      status: 'finished',
      expiresAt: new Date(uploadedAt.getTime() + 24 * 3600_000),
      createdAt: uploadedAt,
    })
    .returning({ id: videoUploads.id });
  const body = createVideoBody.parse({
    ownerId: ctx.hall.id,
    title: 'Sound check at Lovelace Hall',
    description: 'A few seconds of test card and tone from the hall’s sound check. Enjoying the concerts? Donations go to the music fund.',
    tags: 'sound check, behind the scenes',
    visibility: 'public',
    passthroughUuid: session!.id,
    filename: 'sound-check.mp4',
    bytesize: clip.size,
  });
  const signer = streamSigner(await streamSigningSecret(media.config));
  const deps = { ...ctx.deps, jobs: media.jobs, storage: media.storage, config: media.config, signer };
  const video = await createVideo(deps, ctx.owner, ctx.hall.id, body);
  await ctx.tx.update(videos).set({ createdAt: uploadedAt, uploadedAt, updatedAt: uploadedAt }).where(eq(videos.id, video.id));

  return DONATIONS.map((d, i) => {
    const at = londonAt(-d.daysAgo, 12 + (i % 8), 10 * i);
    const donor = ctx.people.members[d.donor % ctx.people.members.length]!.user!;
    return {
      at,
      run: async () => {
        // Donate, then the pay page: the sandbox card, and the page completing the donation once paid.
        const { orderId } = await startDonation(ctx.deps, donor, video.id, { amount: d.amount }, at);
        const payable = await donationView(ctx.deps, donor, orderId, at);
        if (!payable.payment) throw new Error(`demo donation ${orderId} has no payment`);
        await ctx.deps.sandbox.confirmCard(payable.payment.id, payable.payment.clientSecret, DEMO_CARD);
        const paid = await donationView(ctx.deps, donor, orderId, at);
        if (paid.state !== 'completed') throw new Error(`demo donation ${orderId} did not complete: ${paid.state}`);
      },
    };
  });
}
