import type { ReactNode } from 'react';

/** Every part of the profile page: one card, its heading (the target of the strength links), then its content. */
export function ProfileSection({
  id,
  title,
  actions,
  children,
}: {
  /** The anchor the strength indicator links to (`#profile-skills`). */
  id: string;
  title: string;
  /** The section's own buttons (Edit, Add) beside its heading. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="card profile-section" aria-labelledby={headingId} data-testid={id}>
      <div className="profile-section__head">
        <h2 id={headingId} tabIndex={-1}>
          {title}
        </h2>
        {actions && <div className="profile-section__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
