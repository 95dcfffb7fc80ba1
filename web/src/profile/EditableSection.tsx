import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from './ProfileSection';

/**
 * A profile part edited as a whole in place (summary, skills, languages): one button beside the
 * heading opens its editor, and the editor closes it again on save or cancel. The button waits for
 * the saved value, since it says Add when there is none and Edit when there is.
 */
export function EditableSection({
  kind,
  loaded,
  filled,
  children,
}: {
  /** Names the anchor (`profile-skills`), the button (`skills-edit`) and the texts (`profile_page.skills`). */
  kind: 'summary' | 'skills' | 'languages';
  loaded: boolean;
  filled: boolean;
  children: (editing: boolean, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const text = `profile_page.${kind}`;
  return (
    <ProfileSection
      id={`profile-${kind}`}
      title={t(`${text}.heading`)}
      actions={
        !editing &&
        loaded && (
          <button
            type="button"
            className="button wz-button--secondary"
            data-testid={`${kind}-edit`}
            aria-label={t(`${text}.edit`)}
            onClick={() => setEditing(true)}
          >
            {t(filled ? 'profile.common.edit' : `${text}.add`)}
          </button>
        )
      }
    >
      {children(editing, () => setEditing(false))}
    </ProfileSection>
  );
}
