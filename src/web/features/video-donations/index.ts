export { DonateButton } from './DonateButton.tsx';
