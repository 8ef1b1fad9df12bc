import { createFileRoute } from '@tanstack/react-router';
import { ThankYouRoute } from '../../../../features/checkout/thankyou/ThankYouRoute.tsx';

export const Route = createFileRoute('/checkout/thankyou/$id/failure')({ component: () => <ThankYouRoute page="failure" /> });
