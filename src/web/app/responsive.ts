import { useMediaQuery } from '@mantine/hooks';

/** The mobile breakpoint: 768 px (buyer-side 9). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
