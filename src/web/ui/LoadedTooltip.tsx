import { Tooltip, type TooltipProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/** LazyTooltip's loaded half: the target takes the focus back when it had it before the swap. */
export default function LoadedTooltip({ focused, ...props }: TooltipProps & { focused: boolean }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (focused && target && document.activeElement !== target) target.focus();
  }, [focused, target]);
  return <Tooltip ref={setTarget} {...props} />;
}
