import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The console tab's title: the screen's own, then the console's name ('Conversations | Talkhire
 * for employers'), so a recruiter with several tabs tells them apart. In an effect only.
 */
export function useBossTitle(screen: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${screen} | ${t('boss.title')}`;
  }, [screen, t]);
}
