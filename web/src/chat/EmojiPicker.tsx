import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** emoji-mart's own translations for our languages (Indonesian and Malay have none: English). */
const pickerLocales: Record<string, { locale: string; load?: () => Promise<{ default: unknown }> }> = {
  'zh-cn': { locale: 'zh', load: () => import('@emoji-mart/data/i18n/zh.json') },
  'zh-tw': { locale: 'zh', load: () => import('@emoji-mart/data/i18n/zh.json') },
  ja: { locale: 'ja', load: () => import('@emoji-mart/data/i18n/ja.json') },
  tr: { locale: 'tr', load: () => import('@emoji-mart/data/i18n/tr.json') },
  'pt-br': { locale: 'pt', load: () => import('@emoji-mart/data/i18n/pt.json') },
  es: { locale: 'es', load: () => import('@emoji-mart/data/i18n/es.json') },
  ar: { locale: 'ar', load: () => import('@emoji-mart/data/i18n/ar.json') },
};

/**
 * The emoji-mart picker (its web component: the React wrapper does not take React 19). Data and
 * translations load when it first opens and come from the bundle, never from a CDN.
 */
export function EmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  const host = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const { i18n } = useTranslation();
  useEffect(() => {
    let element: HTMLElement | null = null;
    let cancelled = false;
    const chosen = pickerLocales[i18n.language];
    void Promise.all([import('emoji-mart'), import('@emoji-mart/data'), chosen?.load?.()]).then(
      ([{ Picker }, data, translations]) => {
        if (cancelled || !host.current) return;
        const PolicyPicker = pickerUnderPolicy(Picker);
        element = new PolicyPicker({
          data: data.default,
          ...(translations ? { i18n: translations.default, locale: chosen?.locale } : {}),
          onEmojiSelect: (emoji: { native: string }) => pick.current(emoji.native),
          previewPosition: 'none',
          skinTonePosition: 'search',
          autoFocus: true,
        }) as unknown as HTMLElement;
        host.current.appendChild(element);
      },
    );
    return () => {
      cancelled = true;
      element?.remove();
    };
  }, [i18n.language]);
  return <div ref={host} className="chat-emoji" data-testid="chat-emoji-picker" />;
}

/**
 * emoji-mart puts its stylesheet in a <style> element of the picker's shadow root, which the
 * site's Content-Security-Policy (styles from files only) refuses. The same rules as a
 * constructed stylesheet are not markup, so the policy lets them apply.
 */
function pickerUnderPolicy(Picker: typeof import('emoji-mart').Picker): typeof Picker {
  const name = 'talkhire-emoji-picker';
  const defined = customElements.get(name) as unknown as typeof Picker | undefined;
  if (defined) return defined;
  // emoji-mart's typings declare an HTMLElement of their own, without shadowRoot: hence the casts.
  class PolicyPicker extends Picker {
    override injectStyles(styles: string) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(styles);
      const root = (this as unknown as HTMLElement).shadowRoot;
      if (root) root.adoptedStyleSheets = [sheet];
    }
  }
  customElements.define(name, PolicyPicker as unknown as CustomElementConstructor);
  return PolicyPicker;
}
