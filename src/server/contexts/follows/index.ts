export { follow, followersCount, isFollowing, unfollow } from './follows.service.ts';
