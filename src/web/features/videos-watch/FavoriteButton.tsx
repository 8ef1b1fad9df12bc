import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { WATCH_TEXTS } from '../../../contracts/videos.messages.ts';
import { notifyApiError } from '../../app/notify.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { useFavorite, type WatchView } from './api.ts';

/** Favorite / Favorited with the count for a signed-in viewer; signed out, a way to log in and come back. */
export function FavoriteButton({ watch, signedIn }: { watch: WatchView; signedIn: boolean }) {
  const favorite = useFavorite(watch.id);
  if (!signedIn) {
    return (
      <ButtonLink
        variant="default"
        radius="xl"
        size="sm"
        leftSection={<IconHeart size={16} />}
        to="/auth"
        search={{ redirect_to: `/watch/${watch.id}` }}
      >
        {WATCH_TEXTS.signInToFavorite}
      </ButtonLink>
    );
  }
  const on = watch.favorited === true;
  return (
    <Button
      variant={on ? 'light' : 'default'}
      color={on ? 'pink' : undefined}
      radius="xl"
      size="sm"
      leftSection={on ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
      rightSection={watch.likeCount > 0 ? watch.likeCount : undefined}
      aria-pressed={on}
      loading={favorite.isPending}
      onClick={() => favorite.mutate(!on, { onError: (error) => notifyApiError(error, WATCH_TEXTS.favoriteFailed) })}
    >
      {on ? WATCH_TEXTS.favorited : WATCH_TEXTS.favorite}
    </Button>
  );
}
