import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { CONFIRM_TEXTS } from '../ui/texts.ts';
import { modalsHostStore } from './modals.ts';

/** Loaded on the first confirmation: ModalsProvider registers its listeners in a layout effect, before this effect. */
export default function ModalsHost() {
  useEffect(() => modalsHostStore.ready(), []);
  return <ModalsProvider labels={CONFIRM_TEXTS} />;
}
