export { FollowButton, usePendingFollowReplay } from './FollowButton.tsx';
