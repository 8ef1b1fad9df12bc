import { createFileRoute } from '@tanstack/react-router';
import { ThankYouRoute } from '../../../../features/checkout/thankyou/ThankYouRoute.tsx';

export const Route = createFileRoute('/checkout/thankyou/$id/success')({ component: () => <ThankYouRoute page="success" /> });
