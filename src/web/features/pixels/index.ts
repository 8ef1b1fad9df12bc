export { PixelsSlot } from './PixelsSlot.tsx';
