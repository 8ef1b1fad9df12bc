import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import './first-html.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Overlays } from './overlays.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Overlays />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
