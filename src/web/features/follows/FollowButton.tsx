import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { EVENT_MESSAGES } from '../../../contracts/events.messages.ts';
import { PROFILE_MESSAGES } from '../../../contracts/profiles-public.messages.ts';
import { notifyApiError } from '../../app/notify.ts';
import { useSession } from '../accounts/index.ts';
import { useFollowMutation } from './api.ts';
import { clearPendingFollow, followReturnPath, readPendingFollow, rememberPendingFollow } from './pending.ts';

/**
 * Follow / Following for a profile. Signed out, the follow is remembered (pendingFollowAction) and the visitor
 * signs in, coming back to this page with follow=true (see usePendingFollowReplay).
 */
export function FollowButton({
  profileId,
  profileName,
  following,
  size = 'sm',
  ...rest
}: { profileId: string; profileName: string; following: boolean } & Omit<ButtonProps, 'children' | 'onClick'>) {
  const { user } = useSession();
  const navigate = useNavigate();
  const follow = useFollowMutation();

  const onClick = () => {
    if (!user) {
      rememberPendingFollow(profileId);
      void navigate({ to: '/auth', search: { redirect_to: followReturnPath(window.location) } });
      return;
    }
    follow.mutate(
      { profileId, follow: !following },
      { onError: (error) => notifyApiError(error, following ? EVENT_MESSAGES.unfollowFailed : EVENT_MESSAGES.followFailed) },
    );
  };

  return (
    <Button
      size={size}
      radius="xl"
      variant={following ? 'light' : 'filled'}
      leftSection={following ? <IconCheck size={16} /> : <IconPlus size={16} />}
      aria-pressed={following}
      aria-label={`${following ? PROFILE_MESSAGES.following : PROFILE_MESSAGES.follow} ${profileName}`}
      loading={follow.isPending}
      onClick={onClick}
      {...rest}
    >
      {following ? PROFILE_MESSAGES.following : PROFILE_MESSAGES.follow}
    </Button>
  );
}

/**
 * On return from sign-in with follow=true: applies the remembered follow of this profile once, forgets it and
 * clears the parameter.
 */
export function usePendingFollowReplay({
  profileId,
  following,
  followParam,
  clearParam,
}: {
  profileId: string | null | undefined;
  following: boolean;
  followParam: string | undefined;
  clearParam: () => void;
}) {
  const { user, isPending } = useSession();
  const follow = useFollowMutation();
  const done = useRef(false);

  useEffect(() => {
    if (followParam !== 'true' || isPending || !profileId || done.current) return;
    if (!user) return;
    done.current = true;
    const pending = readPendingFollow();
    if (pending && pending.profileId === profileId) {
      clearPendingFollow();
      if (!following) {
        follow.mutate({ profileId, follow: true }, { onError: (error) => notifyApiError(error, EVENT_MESSAGES.followFailed) });
      }
    }
    clearParam();
  }, [followParam, isPending, user, profileId, following, follow, clearParam]);
}
