import type { TJobDetail } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { useCopyText } from '../ui/use-copy-text';
import {
  emailShareUrl,
  opensInPopup,
  type ShareNetwork,
  type ShareOptions,
  shareNetworks,
  sharePopupFeatures,
  shareProblem,
  shareUrl,
} from './share-links';

/** The site's share image (web/public): Pinterest pins an image, and a job has none of its own. */
const shareImagePath = '/share-image.png';

/**
 * Share: copy the link, or open one of the spec's networks in a popup sized for it (500×400 up to
 * 1000×820). Messenger's send dialog uses the Facebook app of VITE_FACEBOOK_APP_ID when set.
 */
export function ShareJob({ job }: { job: TJobDetail }) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  const copied = useCopyText();
  // The page's address is the browser's: read once the dialog opens, never while rendering on the server.
  const page = sharing ? sharedPage(job) : null;
  const networks = page ? shareNetworks.filter((network) => shareProblem(network, page) === null) : [];
  const open = (network: ShareNetwork) => {
    if (!page) return;
    const target = shareUrl(network, page);
    if (!opensInPopup(target)) window.location.assign(target);
    else window.open(target, 'share', sharePopupFeatures(network, popupArea()));
  };

  const copy = async () => {
    if (page) await copied.copy(page.url);
  };

  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          copied.reset();
          setSharing(true);
        }}
      >
        {t('job.share.button')}
      </button>
      <Dialog
        open={sharing}
        onClose={() => setSharing(false)}
        title={t('job.share.title')}
        closeLabel={t('job.share.close')}
        testId="share-dialog"
      >
        {page && (
          <>
            <label className="share-link">
              {t('job.share.link_label')}
              <input type="text" readOnly value={page.url} onFocus={(e) => e.currentTarget.select()} />
            </label>
            <button type="button" className="button" onClick={() => void copy()}>
              {t('job.share.copy')}
            </button>
            {copied.state === 'copied' && <p role="status">{t('job.share.copied')}</p>}
            {copied.state === 'failed' && <p role="alert">{t('job.share.copy_failed')}</p>}
            <ul className="share-networks">
              <li>
                <a href={emailShareUrl(page)}>{t('job.share.networks.email')}</a>
              </li>
              {networks.map((network) => (
                <li key={network}>
                  <button
                    type="button"
                    aria-label={t('job.share.via', { network: t(`job.share.networks.${network}`) })}
                    data-testid={`share-${network}`}
                    onClick={() => open(network)}
                  >
                    {t(`job.share.networks.${network}`)}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </Dialog>
    </>
  );
}

function sharedPage(job: TJobDetail): ShareOptions {
  const appId: string | undefined = import.meta.env.VITE_FACEBOOK_APP_ID;
  return {
    url: window.location.href,
    title: job.title,
    description: `${job.title} · ${job.company.name}`,
    media: new URL(shareImagePath, window.location.origin).href,
    ...(appId ? { appId } : {}),
  };
}

/** The browser window's place on the screen: the popup is centred on it. */
function popupArea() {
  return {
    width: window.outerWidth || window.screen.availWidth,
    height: window.outerHeight || window.screen.availHeight,
    left: window.screenX,
    top: window.screenY,
  };
}
