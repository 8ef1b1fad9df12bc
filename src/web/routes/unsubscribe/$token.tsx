import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../../features/messages/UnsubscribePage.tsx';

/** The unsubscribe link of an attendee message: one click, no sign-in. */
export const Route = createFileRoute('/unsubscribe/$token')({
  component: function Unsubscribe() {
    const { token } = Route.useParams();
    return <UnsubscribePage token={token} />;
  },
});
