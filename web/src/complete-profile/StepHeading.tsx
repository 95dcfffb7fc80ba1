import { type ReactNode, useEffect, useRef } from 'react';

/** The step's title. It takes focus when the step opens, so screen readers announce the new step. */
export function StepHeading({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="wizard__heading">
      <h1 ref={heading} tabIndex={-1}>
        {children}
      </h1>
      {intro && <p className="muted">{intro}</p>}
    </div>
  );
}
