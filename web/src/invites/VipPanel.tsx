import { limits } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../ui/use-formats';
import { useRefreshResume, useVipStatus } from './use-invites';

/** The seeker's VIP end and what VIP grants: the resume refresh (spec §9). */
export function VipPanel({ vipUntil }: { vipUntil: string | null }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const status = useVipStatus(vipUntil !== null);
  const refresh = useRefreshResume();
  const refreshedAt = status.data?.resume_refreshed_at;
  const refreshedUntil = status.data?.refreshed_until;
  return (
    <section
      className="invite-friends__box invite-friends__vip"
      aria-labelledby="vip-heading"
      data-testid="vip-panel"
    >
      <h2 id="vip-heading">{t('invite.page.vip_heading')}</h2>
      {vipUntil === null ? (
        <p>{t('invite.page.no_vip')}</p>
      ) : (
        <>
          <p data-testid="vip-until">
            <strong>{t('invite.page.vip_until', { date: formats.date(vipUntil) })}</strong>
          </p>
          <p className="muted">{t('invite.page.refresh_hint', { days: limits.resumeRefreshDays })}</p>
          <button
            type="button"
            className="button"
            disabled={refresh.isPending}
            onClick={() => refresh.mutate({})}
          >
            {t('invite.page.refresh')}
          </button>
          <p role="status">
            {refreshedAt && t('invite.page.refreshed', { date: formats.dateTime(refreshedAt) })}
            {refreshedUntil && (
              <>
                <br />
                <span data-testid="refreshed-until">
                  {t('invite.page.refreshed_until', { date: formats.dateTime(refreshedUntil) })}
                </span>
              </>
            )}
            {refresh.isError && t('invite.page.refresh_failed')}
          </p>
        </>
      )}
    </section>
  );
}
