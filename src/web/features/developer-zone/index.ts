export { CopyValueButton } from './CopyValueButton.tsx';
