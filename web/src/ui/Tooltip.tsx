import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement } from 'react';

/** Hover delay before a tooltip shows. */
const delayMs = 400;

/**
 * A short hint beside a control, shown on hover and on keyboard focus, dismissed with Escape,
 * and read as the control's description. Only for a hint: what the control does is its name.
 * Each tooltip brings its own provider, so pages without one do not load the tooltip code.
 */
export function Tooltip({ content, children }: { content: string; children: ReactElement }) {
  return (
    <RadixTooltip.Provider delayDuration={delayMs}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="tooltip" sideOffset={6} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className="tooltip__arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
