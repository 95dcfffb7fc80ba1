import type { TPopupRecordBody } from '@talkhire/contracts';
import { endpoints } from '@talkhire/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useApi } from '../api/api-context';
import { deviceUuid } from '../session/device-uuid';

type Action = TPopupRecordBody['action'];

/**
 * Spec §7 POST /popup-window/record for a promotional prompt: 'shown' once per mount while it is
 * on screen, and `record('closed' | 'clicked')` for what the reader did with it. The records are
 * what GET /popup-window/record/list answers (when and how often each prompt was shown), for the
 * prompt's own rule of how often it may come back. Failures are swallowed.
 */
export function usePopupRecord(popupKey: string, shown: boolean): (action: Exclude<Action, 'shown'>) => void {
  const api = useApi();
  const send = useCallback(
    (action: Action) =>
      void api
        .call(
          endpoints.tracking.popupRecord,
          { body: { popup_key: popupKey, action, device_uuid: deviceUuid() } },
          { quiet: true },
        )
        .catch(() => undefined),
    [api, popupKey],
  );
  const recorded = useRef(false);
  useEffect(() => {
    if (!shown || recorded.current) return;
    recorded.current = true;
    send('shown');
  }, [shown, send]);
  return send;
}
