import type { LanguageCode } from '@talkhire/config';
import type { MyJobsView } from './my-jobs-url';

/** What the My Jobs page hands each tab's panel: the list's view in the URL, and how to change it. */
export interface PanelProps {
  language: LanguageCode;
  view: MyJobsView;
  hrefOf(view: MyJobsView): string;
  onChange(view: MyJobsView): void;
}
