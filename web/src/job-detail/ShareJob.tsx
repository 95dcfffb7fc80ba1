import type { TJobDetail } from '@talkhire/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailShareUrl, shareNetworks, sharePopupFeatures, shareUrl } from './share-links';

/** Share: copy the link, or open one of the spec's networks in a 500x400 popup. */
export function ShareJob({ job }: { job: TJobDetail }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const page = { url: window.location.href, title: job.title };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(page.url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          setCopyState('idle');
          dialog.current?.showModal();
        }}
      >
        {t('job.share.button')}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby="share-title" data-testid="share-dialog">
        <h2 id="share-title">{t('job.share.title')}</h2>
        <label>
          {t('job.share.link_label')}
          <input type="text" readOnly value={page.url} onFocus={(e) => e.currentTarget.select()} />
        </label>
        <button type="button" className="button" onClick={() => void copy()}>
          {t('job.share.copy')}
        </button>
        {copyState === 'copied' && <p role="status">{t('job.share.copied')}</p>}
        {copyState === 'failed' && <p role="alert">{t('job.share.copy_failed')}</p>}
        <ul className="share-networks">
          <li>
            <a href={emailShareUrl(page)}>{t('job.share.networks.email')}</a>
          </li>
          {shareNetworks.map((network) => (
            <li key={network}>
              <button
                type="button"
                className="link-button"
                aria-label={t('job.share.via', { network: t(`job.share.networks.${network}`) })}
                onClick={() => window.open(shareUrl(network, page), 'share', sharePopupFeatures)}
              >
                {t(`job.share.networks.${network}`)}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="link-button" onClick={() => dialog.current?.close()}>
          {t('job.share.close')}
        </button>
      </dialog>
    </>
  );
}
