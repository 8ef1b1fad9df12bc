import type { TooltipProps } from '@mantine/core';
import { cloneElement, lazy, type MouseEvent, type ReactElement } from 'react';
import { LoadOnFirstUse } from './LoadOnFirstUse.tsx';

const LoadedTooltip = lazy(() => import('./LoadedTooltip.tsx'));

type ChildProps = { onMouseEnter?: (event: MouseEvent<Element>) => void };

/**
 * Mantine's Tooltip (shown on hover), with its code (floating-ui) loaded when the target is first hovered: until
 * then the target renders alone; once loaded, the tooltip follows the pointer from its next move.
 */
export function LazyTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: ReactElement<ChildProps> }) {
  return (
    <LoadOnFirstUse
      trigger={(activate) =>
        cloneElement(children, {
          onMouseEnter: (event: MouseEvent<Element>) => {
            children.props.onMouseEnter?.(event);
            activate(event);
          },
        })
      }
      loaded={(focused) => (
        <LoadedTooltip {...props} focused={focused}>
          {children}
        </LoadedTooltip>
      )}
    />
  );
}
